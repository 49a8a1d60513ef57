#!/usr/bin/env bash
# Regenerates the committed Swift exports of the built-in presets with the app itself (`make
# swift-exports`): one file per Showcase, Flow and Parallax preset, as `vitrine --print-swift`
# writes it at 1280 × 720, in Tests/VitrineExportTests/Generated/ (FlowStart.swift for
# flow-start). The demo has no library code and is skipped. The exports of configurations that
# tests build directly (tuned, curves…) are written by their test, run by the Makefile after this.
# Usage: Scripts/make-swift-exports.sh PATH/TO/vitrine
set -euo pipefail
vitrine=${1:?usage: $0 PATH/TO/vitrine}
cd "$(dirname "$0")/.."
out=Tests/VitrineExportTests/Generated
mkdir -p "$out"
errors=$(mktemp)
# vitrine runs in an empty folder, where no vitrine-presets.json (which it would read) adds presets.
empty=$(mktemp -d)
trap 'rm -f "$errors"; rmdir "$empty"' EXIT
vitrine=$(cd "$(dirname "$vitrine")" && pwd)/$(basename "$vitrine")
for preset in $(cd "$empty" && "$vitrine" --list-presets); do
  # flow-start → FlowStart, as the tests name the file (SwiftName.upperCamelCase).
  name=$(echo "$preset" | sed -E 's/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/\U\2/g')
  if (cd "$empty" && "$vitrine" --print-swift --preset "$preset" --width 1280 --height 720) > "$out/$name.swift.partial" 2> "$errors"; then
    mv "$out/$name.swift.partial" "$out/$name.swift"
    echo "wrote $out/$name.swift"
  else
    rm -f "$out/$name.swift.partial"
    if grep -q "no library code" "$errors"; then
      echo "skipped $preset: $(cat "$errors")"
    else
      cat "$errors" >&2
      exit 1
    fi
  fi
done
