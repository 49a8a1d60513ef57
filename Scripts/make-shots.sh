#!/usr/bin/env bash
# Regenerates the pictures of the README and Docs/ (in Docs/images) with the app itself: `make shots`.
# Usage: Scripts/make-shots.sh PATH/TO/vitrine
set -euo pipefail
vitrine=${1:?usage: $0 PATH/TO/vitrine}
cd "$(dirname "$0")/.."
out=Docs/images
mkdir -p "$out"

# The demo scene a second and a half in, so the turning items have turned.
"$vitrine" --headless --preset demo --frames 90 --screenshot "$out/demo.png"
echo "wrote $out/demo.png"

# The demo pulled 300 points past its start: the rubber band shows a little over half of that.
script=$(mktemp)
trap 'rm -f "$script"' EXIT
{
  echo "0 down 200 400"
  for k in $(seq 1 30); do echo "$((k * 10)) move $((200 + k * 10)) 400"; done
  echo "320 shot $out/demo-stretched.png"
  echo "320 quit"
} > "$script"
"$vitrine" --headless --preset demo --script "$script"
echo "wrote $out/demo-stretched.png"

# Every Showcase preset, a third of a second after one wheel notch, so the cards are moving.
printf '0 wheel 0 -1\n80 shot %s\n80 quit\n' "$out/preset.png" > "$script"
for preset in $("$vitrine" --list-presets | grep -v -e '^demo$' -e '^parallax' -e '^flow'); do
  sed "s|$out/preset.png|$out/showcase-$preset.png|" "$script" > "$script.one"
  "$vitrine" --headless --width 640 --height 360 --preset "$preset" --script "$script.one"
  echo "wrote $out/showcase-$preset.png"
done
rm -f "$script.one"

# The Parallax story at its own size, held 35 % into a page (halfway, the flips are edge-on):
# arrow keys turn to the page, then a drag of 0.35 page stays down while the picture is taken.
parallax_shot() { # preset, pages to turn first, picture name
  local preset=$1 pages=$2 name=$3 key=Right drag
  drag=("down 1000 400" "move 995 400" "move 547 400")
  if [ "$preset" = parallax-vertical ]; then
    key=Down
    drag=("down 640 600" "move 640 595" "move 640 343")
  fi
  {
    t=0
    for _ in $(seq 1 "$pages"); do echo "$t key $key"; t=$((t + 600)); done
    for step in "${drag[@]}"; do echo "$t $step"; t=$((t + 20)); done
    echo "$((t + 40)) shot $out/$name.png"
    echo "$((t + 40)) quit"
  } > "$script"
  "$vitrine" --headless --preset "$preset" --script "$script"
  echo "wrote $out/$name.png"
}
parallax_shot parallax 0 parallax-page1
parallax_shot parallax 1 parallax-page2
parallax_shot parallax 2 parallax-page3
parallax_shot parallax 3 parallax-page4
parallax_shot parallax-vertical 3 parallax-vertical-page4

# The Flow presets at their own size, with the content held 130 points short of a slot after
# one arrow key, so that the percentages and the plugins' effects show.
flow_shot() { # preset, key, drag (press, past the slop, held), picture name
  local preset=$1 key=$2 name=$6
  {
    echo "0 key $key"
    echo "700 down $3"
    echo "720 move $4"
    echo "740 move $5"
    echo "800 shot $out/$name.png"
    echo "800 quit"
  } > "$script"
  "$vitrine" --headless --preset "$preset" --script "$script"
  echo "wrote $out/$name.png"
}
flow_shot flow-start Right "600 400" "605 400" "735 400" flow-start
flow_shot flow-center Right "600 400" "605 400" "735 400" flow-center
flow_shot flow-end Right "600 400" "605 400" "735 400" flow-end
flow_shot flow-vertical Down "640 300" "640 305" "640 435" flow-vertical


# The panel open on circle-rotate, the second number selected and stepped twice, and the help.
printf '0 key Tab\n50 key ]\n100 key =\n150 key =\n400 shot %s\n400 quit\n' "$out/panel.png" > "$script"
"$vitrine" --headless --preset circle-rotate --script "$script"
echo "wrote $out/panel.png"
# The panel's list of transforms, opened by a click on the Transform row, on coverflow.
printf '0 key Tab\n50 down 1000 220\n60 up 1000 220\n400 shot %s\n400 quit\n' "$out/panel-list.png" > "$script"
"$vitrine" --headless --preset coverflow --script "$script"
echo "wrote $out/panel-list.png"
# A number typed wrong: coverflow's spacing double-clicked, 7 typed and Enter pressed; the
# field turns red, the spacing keeps 0.25, and the bottom line says why.
printf '0 key Tab\n50 down 1000 484\n60 up 1000 484\n120 down 1000 484\n130 up 1000 484\n200 text 7\n260 key Return\n400 shot %s\n400 quit\n' \
  "$out/panel-field.png" > "$script"
"$vitrine" --headless --preset coverflow --script "$script"
echo "wrote $out/panel-field.png"
# The curve editor on drawn-curves (its points show from the start): the scale's middle point
# raised on the strip, then, while a wheel notch moves the cards, the wave's middle point held
# up at (640, 280).
printf '100 down 640 596\n120 move 640 580\n140 move 640 570\n160 up 640 570\n200 wheel 0 -1\n220 down 640 360\n240 move 640 330\n260 move 640 300\n280 move 640 280\n420 shot %s\n420 quit\n' \
  "$out/curve-editor.png" > "$script"
"$vitrine" --headless --preset drawn-curves --script "$script"
echo "wrote $out/curve-editor.png"
printf '0 key F1\n100 shot %s\n100 quit\n' "$out/help.png" > "$script"
"$vitrine" --headless --preset coverflow --script "$script"
echo "wrote $out/help.png"

# Animated GIFs, as in the seeds' READMEs: each preset recorded headless at 640 × 360 while a
# fling (or, for pages and aligned cards, arrow keys) moves it, with --record.
gif_shot() { # preset, then "fling" or a key to press three times
  local preset=$1 how=$2 folder
  folder=$(mktemp -d)
  {
    if [ "$how" = fling ]; then
      echo "0 down 480 180"
      for k in $(seq 1 6); do echo "$((k * 16)) move $((480 - k * 30)) 180"; done
      echo "100 up 300 180"
      echo "2100 quit"
    else
      echo "200 key $how"; echo "900 key $how"; echo "1600 key $how"
      echo "2300 quit"
    fi
  } > "$script"
  "$vitrine" --headless --width 640 --height 360 --preset "$preset" --script "$script" --record "$folder" > /dev/null
  mv "$folder/$preset.gif" "$out/$preset.gif"
  rm -rf "$folder"
  echo "wrote $out/$preset.gif"
}
for preset in circle-rotate wave-scale coverflow cylinder time-machine; do
  gif_shot "$preset" fling
done
# The curve editor at work: the wave's middle point dragged up and down while two wheel notches
# move the cards along it.
folder=$(mktemp -d)
{
  echo "150 wheel 0 -1"; echo "300 down 320 180"
  for k in $(seq 1 15); do echo "$((300 + k * 40)) move 320 $((180 - k * 6))"; done
  echo "900 wheel 0 -1"
  for k in $(seq 1 25); do echo "$((900 + k * 40)) move 320 $((90 + k * 7))"; done
  echo "1950 up 320 265"; echo "2800 quit"
} > "$script"
"$vitrine" --headless --width 640 --height 360 --preset drawn-curves --script "$script" --record "$folder" > /dev/null
mv "$folder/drawn-curves.gif" "$out/curve-editor.gif"
rm -rf "$folder"
echo "wrote $out/curve-editor.gif"
gif_shot parallax Right
gif_shot flow-center Right

# The motion lab: the input inspector and its landing ruler (I), the motion traces over the
# frame-time graph (M), on a coverflow fling photographed as it glides, a Flow card pulled past
# the start (the band, and the edge it settles on) and a Parallax page dragged to 40 % (the card's
# actions as bars with the progress as a cursor). The lab takes a column on the right, so the
# drags start left of it, in the scene.
{
  echo "0 key I"; echo "10 key M"; echo "400 down 600 360"
  for k in $(seq 1 8); do echo "$((400 + k * 12)) move $((600 - k * 40)) 360"; done
  echo "500 up 280 360"; echo "900 shot $out/motion-lab.png"; echo "900 quit"
} > "$script"
"$vitrine" --headless --width 1280 --height 720 --preset coverflow --script "$script"
echo "wrote $out/motion-lab.png"
{
  echo "0 key I"; echo "10 key M"; echo "300 down 400 360"
  for k in $(seq 1 20); do echo "$((300 + k * 20)) move $((400 + k * 15)) 360"; done
  echo "720 shot $out/motion-lab-pull.png"; echo "720 quit"
} > "$script"
"$vitrine" --headless --width 1280 --height 720 --preset flow-start --script "$script"
echo "wrote $out/motion-lab-pull.png"
{
  echo "0 key M"; echo "300 down 700 400"; echo "320 move 695 400"
  for k in $(seq 1 10); do echo "$((320 + k * 30)) move $((695 - k * 32)) 400"; done
  echo "800 shot $out/motion-lab-parallax.png"; echo "800 quit"
} > "$script"
"$vitrine" --headless --width 1280 --height 720 --preset parallax --script "$script"
echo "wrote $out/motion-lab-parallax.png"
# A flick, its glide and snap at full speed, then the same flick back at half speed (Z):
# the ring shows where each will rest the moment it is let go (the traces are in the pictures).
folder=$(mktemp -d)
{
  echo "0 key I"; echo "150 down 600 225"
  for k in $(seq 1 6); do echo "$((150 + k * 16)) move $((600 - k * 40)) 225"; done
  echo "250 up 360 225"; echo "1500 key z"; echo "1600 down 300 225"
  for k in $(seq 1 6); do echo "$((1600 + k * 32)) move $((300 + k * 40)) 225"; done
  echo "1800 up 540 225"; echo "4600 quit"
} > "$script"
"$vitrine" --headless --width 800 --height 450 --preset coverflow --script "$script" --record "$folder" > /dev/null
mv "$folder/coverflow.gif" "$out/motion-lab.gif"
rm -rf "$folder"
echo "wrote $out/motion-lab.gif"

# Live Swift: each example of Examples/Swift loaded with --swift, its type chosen on load, the
# panel open on its numbers, a notch in; then a file that does not compile and a path that traps.
swift_shot() { # example file, preset, picture name, input (default: a wheel notch), time of the picture
  local input=${4:-"20 wheel 0 -1"} at=${5:-400}
  printf '0 key Tab\n%s\n%s shot %s\n%s quit\n' "$input" "$at" "$out/$3.png" "$at" > "$script"
  "$vitrine" --headless --width 1280 --height 720 --preset "$2" --swift "Examples/Swift/$1" --script "$script" 2> /dev/null
  echo "wrote $out/$3.png"
}
swift_shot SpiralPath.swift coverflow swift-spiral-path
swift_shot FlipTransform.swift simple-horizontal swift-flip-transform
# The race mid-page (the timing function's ball is the last); the title page's label mid-turn.
swift_shot ElasticTiming.swift parallax swift-elastic-timing "20 key Right" 150
swift_shot LetterSpacingAction.swift parallax swift-letter-spacing-action "20 key Right" 270
swift_shot TiltFarCardsPlugin.swift flow-center swift-tilt-far-cards
broken=$(mktemp -d)
cat > "$broken/wave.swift" <<'SWIFT'
import VitrineShowcase
import Foundation

struct Wave: PathProtocol {
    var height: Double = 0.4
    func normalizedPath(withCoordinate value: Double) -> Double {
        height * sin(value * .pi) * steepness
    }
}
SWIFT
printf '300 shot %s\n300 quit\n' "$out/swift-compile-error.png" > "$script"
"$vitrine" --headless --width 1280 --height 720 --swift "$broken/wave.swift" --script "$script" 2> /dev/null
echo "wrote $out/swift-compile-error.png"
cat > "$broken/wave.swift" <<'SWIFT'
import VitrineShowcase

struct Wave: PathProtocol {
    var edge: Double = 0.6
    func normalizedPath(withCoordinate value: Double) -> Double {
        precondition(value < edge, "value \(value) is past the edge")
        return 0.5 * value
    }
}
SWIFT
printf '300 shot %s\n300 quit\n' "$out/swift-trap.png" > "$script"
"$vitrine" --headless --width 1280 --height 720 --swift "$broken/wave.swift" --script "$script" 2> /dev/null
echo "wrote $out/swift-trap.png"
rm -rf "$broken"

# Pictures on the cards: generated landscapes on coverflow mid-notch, then the three content
# modes side by side on circle-rotate (V steps fill → fit → original).
photos=$(mktemp -d)
Scripts/make-photos.sh "$photos/landscapes" 12 > /dev/null
printf '0 wheel 0 -1\n90 shot %s\n90 quit\n' "$out/pictures-coverflow.png" > "$script"
"$vitrine" --headless --width 1280 --height 720 --preset coverflow --images "$photos/landscapes" --script "$script"
echo "wrote $out/pictures-coverflow.png"
modes=()
for presses in 0 1 2; do
  {
    for _ in $(seq 1 "$presses"); do echo "0 key V"; done
    echo "0 key H"
    echo "0 wheel 0 -1"
    echo "90 shot $photos/mode-$presses.png"
    echo "90 quit"
  } > "$script"
  "$vitrine" --headless --width 640 --height 360 --preset circle-rotate --images "$photos/landscapes" --script "$script"
  modes+=("$photos/mode-$presses.png")
done
convert "${modes[@]}" +append "$out/pictures-modes.png"
echo "wrote $out/pictures-modes.png"
rm -rf "$photos"
