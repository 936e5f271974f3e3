"""The rounds of Benchmarks/png.sh: in each, Trellis's `render --format png` as a process, then
resvg (resvg-py) drawing the scene's SVG at the same pixel size in this process; prints each
round's times, then each side's range and the range of the ratios."""
import argparse, os, struct, subprocess, time
import resvg_py

parser = argparse.ArgumentParser()
parser.add_argument("scene")
parser.add_argument("work")
parser.add_argument("--scale", type=float, default=2)
parser.add_argument("--rounds", type=int, default=5)
args = parser.parse_args()

svg = open(os.path.join(args.work, "scene.svg")).read()
fonts = os.path.join("Sources", "Trellis", "Resources", "Fonts")
own_png = os.path.join(args.work, "trellis.png")


def size(png):
    return struct.unpack(">II", png[16:24])


def trellis():
    start = time.perf_counter()
    subprocess.run([".build/release/trellis", "render", args.scene, "--format", "png", "--scale", str(args.scale), "-o", own_png],
                   check=True)
    return time.perf_counter() - start


def resvg():
    start = time.perf_counter()
    png = bytes(resvg_py.svg_to_bytes(svg_string=svg, zoom=args.scale, skip_system_fonts=True, font_dirs=[fonts]))
    elapsed = time.perf_counter() - start
    return elapsed, png


trellis(), resvg()  # warm the caches and the font folder once
own, peer, ratios = [], [], []
for round in range(1, args.rounds + 1):
    a = trellis()
    b, png = resvg()
    own.append(a); peer.append(b); ratios.append(a / b)
    print("round %d: Trellis %6.1f ms, resvg %6.1f ms, ratio %.2f" % (round, a * 1000, b * 1000, a / b))
with open(own_png, "rb") as f:
    own_size = size(f.read(24))
print("sizes: Trellis %d x %d, resvg %d x %d" % (own_size + size(png)))
print("Trellis %.1f-%.1f ms, resvg %.1f-%.1f ms, Trellis/resvg %.2f-%.2f" % (
    min(own) * 1000, max(own) * 1000, min(peer) * 1000, max(peer) * 1000, min(ratios), max(ratios)))
print("Trellis faster in every round" if max(ratios) < 1 else "Trellis slower in %d of %d rounds" % (sum(r >= 1 for r in ratios), len(ratios)))
