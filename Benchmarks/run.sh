#!/usr/bin/env bash
# Runs trellis-bench and its Taffy peer (stretchable, from PyPI) on the same tree shapes and
# prints each side's figures and the ratio Trellis/Taffy per tree and scenario (below 1: Trellis
# is faster). Options (--quick, --tree a,b,..., --depth N) go to both.
#
#     Benchmarks/run.sh [--quick] [--tree a,b] [--depth N]
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -c "import stretchable" 2> /dev/null || python3 -m pip install --quiet "stretchable==1.1.8"
swift build -c release --product trellis-bench 2>&1 | grep -E "warning:|error:|Compiling|Build" || true

trellis=$(mktemp) taffy=$(mktemp)
trap 'rm -f "$trellis" "$taffy"' EXIT
echo "== Trellis" >&2
.build/release/trellis-bench --json "$@" | tee "$trellis" >&2
echo "== Taffy (stretchable)" >&2
python3 Benchmarks/taffy_peer.py --json "$@" | tee "$taffy" >&2

python3 - "$trellis" "$taffy" <<'PY'
import json, sys
trellis = {f["tree"]: f for f in map(json.loads, open(sys.argv[1]))}
taffy = {f["tree"]: f for f in map(json.loads, open(sys.argv[2]))}
print()
# "cold" is Trellis's resolve (views to nodes) plus layout against Taffy's layout call alone;
# "layout" is like for like: Trellis's first layout of a resolved tree against the same call.
print("tree   views   cold ns/view          layout ns/view        repeat ns               width ns/view        leaf-change µs")
print("              Trellis Taffy ratio  Trellis Taffy ratio  Trellis Taffy ratio   Trellis Taffy ratio  Trellis Taffy ratio")
def cell(a, b, scale=1.0):
    if a is None or b is None:
        return f"{'—':>7} {'—':>6} {'—':>5}"
    return f"{a / scale:>7.1f} {b / scale:>6.1f} {a / b:>5.2f}"
for name, t in trellis.items():
    p = taffy.get(name)
    if p is None:
        print(f"{name:<5}{t['views']:>7}  {t['coldNsPerView']:>7.1f}  (no Taffy counterpart)")
        continue
    print(f"{name:<5}{t['views']:>7}  {cell(t['coldNsPerView'], p['coldNsPerView'])}  "
          f"{cell(t['layoutOnlyNsPerView'], p['coldNsPerView'])}  "
          f"{t['repeatNs']:>7.0f} {p['repeatNs']:>9.0f} {t['repeatNs'] / p['repeatNs']:>5.3f}   {cell(t['widthChangeNsPerView'], p['widthChangeNsPerView'])}  "
          f"{cell(t.get('leafChangeNs'), p['leafChangeNs'], 1000)}")
PY
