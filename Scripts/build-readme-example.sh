#!/usr/bin/env bash
# Builds the README's "Use it in your project" example as a newcomer would: its Package.swift and
# Sources/MyCarousel/main.swift, copied unchanged from the README into a fresh folder that sits
# beside a folder named Vitrine (a link to this clone), then runs the program for 30 frames.
#
#   Scripts/build-readme-example.sh      (`make test` runs it under xvfb-run)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
ln -s "$repo" "$folder/Vitrine"
mkdir -p "$folder/MyCarousel/Sources/MyCarousel"

python3 - "$repo/README.md" "$folder/MyCarousel" <<'PYTHON'
import sys
readme_path, package = sys.argv[1], sys.argv[2]
text = open(readme_path, encoding="utf-8").read()
heading = "## Use it in your project"
if heading not in text:
    sys.exit(f"{readme_path}: no section '{heading}'")
section = text.split(heading, 1)[1].split("\n## ", 1)[0]
blocks = [block.split("\n```", 1)[0] + "\n" for block in section.split("```swift\n")[1:]]
if len(blocks) != 2 or not blocks[0].startswith("// swift-tools-version"):
    sys.exit(f"{readme_path}: '{heading}' should hold two swift blocks, Package.swift then main.swift; found {len(blocks)}")
manifest_lines = blocks[0].count("\n")
if manifest_lines > 10:
    sys.exit(f"{readme_path}: the example's Package.swift has {manifest_lines} lines; the README promises ten")
example = readme_path.replace("README.md", "Examples/FirstCarousel/main.swift")
if open(example, encoding="utf-8").read() != blocks[1]:
    sys.exit(f"{readme_path}: the example's main.swift differs from {example}; the README says they are the same program")
open(f"{package}/Package.swift", "w", encoding="utf-8").write(blocks[0])
open(f"{package}/Sources/MyCarousel/main.swift", "w", encoding="utf-8").write(blocks[1])
PYTHON

cd "$folder/MyCarousel"
swift build
.build/debug/MyCarousel --frames 30
echo "README example: built in a fresh folder and ran 30 frames"
