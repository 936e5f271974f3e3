#!/usr/bin/env bash
# Counts the instructions of one cold layout per tree with callgrind: Trellis's resolve and
# layout together ("cold"), Trellis's layout of a tree already resolved ("layout"), and Taffy's
# layout call (stretchable's `node_compute_layout`, nothing else counted), with the ratios
# Trellis/Taffy. Unlike times, the counts do not move with the machine's load, so they compare
# commits and engines across runs; they are not times (instructions per cycle differ).
# Needs valgrind (Debian: apt-get install valgrind); takes about five minutes.
#
#     Benchmarks/count.sh [tree ...]      trees: a b6 b8 b c d e (default: a b8 c d e)
#                                         and lazy lists l1k l100k (Trellis's cold layout only)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind > /dev/null || { echo "count.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
python3 -c "import stretchable" 2> /dev/null || python3 -m pip install --quiet "stretchable==1.1.8"
swift build -c release --product trellis-bench 2>&1 | grep -E "warning:|error:" || true
# The interpreter itself: valgrind would otherwise count a launcher script (pyenv's shims are).
python=$(python3 -c "import sys; print(sys.executable)")

count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected/ { print $4 }'; }

# One cold layout of Trellis: three runs less one, halved, which leaves out building the views
# and starting the process.
trellis() {
    local profile=$1; shift
    local three one
    three=$(count .build/release/trellis-bench "$@" --profile "$profile" --runs 3)
    one=$(count .build/release/trellis-bench "$@" --profile "$profile" --runs 1)
    echo $(((three - one) / 2))
}

taffy() {
    count --toggle-collect='stretchable::__pyfunction_node_compute_layout' "$python" Benchmarks/taffy_peer.py "$@" --cold-runs 1
}

trees=("$@")
[ ${#trees[@]} -gt 0 ] || trees=(a b8 c d e)
printf "%-5s %14s %14s %14s %11s %12s\n" tree "Trellis cold" "Trellis layout" "Taffy" "cold ratio" "layout ratio"
for tree in "${trees[@]}"; do
    case $tree in
        l1k | l100k)
            rows=$([ "$tree" = l1k ] && echo 1000 || echo 100000)
            cold=$(trellis cold --lazy "$rows")
            awk -v t="$tree" -v c="$cold" 'BEGIN { printf "%-5s %13.1fM %14s %14s\n", t, c / 1e6, "—", "—" }'
            continue ;;
        b) options=(--tree b --depth 10) ;;
        b[0-9]*) options=(--tree b --depth "${tree#b}") ;;
        [acde]) options=(--tree "$tree") ;;
        *) echo "unknown tree $tree (a b6 b8 b c d e l1k l100k)" >&2; exit 1 ;;
    esac
    cold=$(trellis cold "${options[@]}")
    layout=$(trellis layout "${options[@]}")
    peer=$(taffy "${options[@]}")
    awk -v t="$tree" -v c="$cold" -v l="$layout" -v p="$peer" \
        'BEGIN { printf "%-5s %13.1fM %13.1fM %13.1fM %11.2f %12.2f\n", t, c / 1e6, l / 1e6, p / 1e6, c / p, l / p }'
done
