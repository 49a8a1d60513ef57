#!/usr/bin/env bash
# Regenerates the README's pictures with the app itself: `make shots`.
# Usage: Scripts/make-shots.sh PATH/TO/vitrine
set -euo pipefail
vitrine=${1:?usage: $0 PATH/TO/vitrine}
cd "$(dirname "$0")/.."
out=docs/images
mkdir -p "$out"

# The demo scene a second and a half in, so the turning items have turned.
"$vitrine" --headless --frames 90 --screenshot "$out/demo.png"
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
"$vitrine" --headless --script "$script"
echo "wrote $out/demo-stretched.png"

# Every Showcase preset, a third of a second after one wheel notch, so the cards are moving.
printf '0 wheel 0 -1\n80 shot %s\n80 quit\n' "$out/preset.png" > "$script"
for preset in $("$vitrine" --list-presets | grep -v '^demo$'); do
  sed "s|$out/preset.png|$out/showcase-$preset.png|" "$script" > "$script.one"
  "$vitrine" --headless --width 640 --height 360 --preset "$preset" --script "$script.one"
  echo "wrote $out/showcase-$preset.png"
done
rm -f "$script.one"
