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
