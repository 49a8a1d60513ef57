#!/usr/bin/env bash
# Makes landscapes to put on the cards of the documentation's pictures (`make shots`): a sky, a
# sun and hills of fractal plasma, each its own colors, 1600 × 1200 JPEG, with ImageMagick.
# Usage: Scripts/make-photos.sh FOLDER [COUNT]
set -euo pipefail
folder=${1:?usage: $0 FOLDER [COUNT]}
count=${2:-12}
mkdir -p "$folder"
skies=(skyblue lightsteelblue lightsalmon khaki plum paleturquoise lightpink wheat lightcyan thistle peachpuff lavender)
horizons=(navy steelblue firebrick darkorange purple teal crimson sienna cadetblue indigo chocolate slateblue)
grounds=(forestgreen olivedrab darkolivegreen seagreen darkgreen yellowgreen darkslategray peru mediumseagreen sienna teal olive)
for i in $(seq 1 "$count"); do
  k=$(( (i - 1) % ${#skies[@]} ))
  sunx=$(( 300 + (i * 223) % 1000 ))
  convert -size 1600x1200 "gradient:${skies[$k]}-${horizons[$k]}" \
    \( -size 1600x1200 xc:none -fill 'rgba(255,245,210,0.95)' -draw "circle $sunx 330 $sunx 440" -blur 0x6 \) -composite \
    \( -seed "$i" -size 400x150 "plasma:${grounds[$k]}-black" -blur 0x1 -resize 1600x600! \
       \( -size 1600x600 xc:black -fill white -draw "path 'M 0,$((180 + i * 17 % 140)) C 400,40 900,$((260 + i * 29 % 120)) 1600,$((120 + i * 13 % 90)) L 1600,600 L 0,600 Z'" -blur 0x2 \) \
       -alpha off -compose copy_opacity -composite \) -geometry +0+600 -compose over -composite \
    -attenuate 0.25 +noise gaussian -quality 90 "$folder/landscape-$(printf %02d "$i").jpg"
done
echo "wrote $count landscapes into $folder"
