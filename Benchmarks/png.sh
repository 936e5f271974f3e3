#!/usr/bin/env bash
# Times Trellis's PNG path against resvg (resvg-py, from PyPI) drawing the same scene's SVG at
# the same pixel size, in interleaved rounds, and prints each side's range and the ratio per
# round (below 1: Trellis is faster). Trellis is timed as the whole `trellis render --format
# png` process (reading the scene, laying it out, drawing, encoding, writing the file); resvg
# as one call inside a running Python (parsing the SVG, drawing, encoding), which leaves out
# its process start: the comparison is tilted towards resvg. The SVG is the one `trellis
# render --format svg` writes (text as glyph outlines), so both draw the same glyphs; resvg
# gets the shipped fonts for the invisible text copies and no system fonts.
# Then callgrind counts the instructions of one Trellis run (the whole process).
#
#     Benchmarks/png.sh [scene.json] [--scale N] [--rounds N] [--no-count]
set -euo pipefail
cd "$(dirname "$0")/.."

scene=Scenes/settings.json scale=2 rounds=5 count=1
while [ $# -gt 0 ]; do
    case $1 in
        --scale) scale=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --no-count) count=0; shift ;;
        *) scene=$1; shift ;;
    esac
done

python3 -c "import resvg_py" 2> /dev/null || python3 -m pip install --quiet "resvg-py==0.5.0"
swift build -c release --product trellis 2>&1 | grep -E "warning:|error:" || true

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/trellis render "$scene" --format svg -o "$work/scene.svg"
python3 Benchmarks/png_peer.py "$scene" "$work" --scale "$scale" --rounds "$rounds"

if [ "$count" = 1 ] && command -v valgrind > /dev/null; then
    instructions=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .build/release/trellis render "$scene" --format png --scale "$scale" -o "$work/count.png" 2>&1 | awk '/Collected/ { print $4 }')
    printf "Trellis, one run under callgrind: %'d instructions\n" "$instructions"
fi
