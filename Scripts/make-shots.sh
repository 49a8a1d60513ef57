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

# Two Showcase presets: the seed's circle and iCarousel's coverflow.
for preset in circle coverflow; do
  "$vitrine" --headless --frames 2 --preset "$preset" --screenshot "$out/showcase-$preset.png"
  echo "wrote $out/showcase-$preset.png"
done
