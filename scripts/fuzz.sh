#!/usr/bin/env bash
# Fuzzes with libFuzzer for SECONDS (default 60) (issues 7, 19 and 36): the scene reader, the
# engine and every renderer by default; the font reader with TRELLIS_FUZZ_TARGET=font; a
# `Text`'s Markdown with =markdown (inputs up to 4 KB); image files (the PNG, JPEG and SVG
# header readers, the PNG decoder) with =image.
#
#   scripts/fuzz.sh 600                              # ten minutes of scenes
#   TRELLIS_FUZZ_TARGET=font scripts/fuzz.sh 60      # a minute of fonts
#   TRELLIS_FUZZ_TARGET=image scripts/fuzz.sh 60     # a minute of image files
#   scripts/fuzz.sh 60 -jobs=2                       # further arguments go to libFuzzer
#
# Builds trellis-fuzz (Fuzz/TrellisFuzz) with -sanitize=fuzzer into .build-fuzz (linked with
# lld: gold fails on it), seeds the corpus with the example scenes (Scenes/*.json), the inputs an
# earlier run grew (Fuzz/corpus-scenes/), every layout fixture case as a scene of its own, and
# the inputs that once crashed (Fuzz/crashes/). Inputs that crash are saved to
# Fuzz/crashes/ (commit them: FuzzRegressionTests replays every file there). The growing
# corpus stays in .build-fuzz/corpus-scene (and corpus-font), out of git. Exits non-zero when
# libFuzzer finds a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true

swift build -c release --product trellis-fuzz --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -D -Xswiftc FUZZING -Xswiftc -use-ld=lld
binary=.build-fuzz/release/trellis-fuzz

target=${TRELLIS_FUZZ_TARGET:-scene}
export TRELLIS_FUZZ_TARGET=$target
corpus=.build-fuzz/corpus-$target
seeds=.build-fuzz/seeds-$target
rm -rf "$seeds"
mkdir -p "$corpus" "$seeds" Fuzz/crashes Fuzz/crashes-fonts
if [ "$target" = markdown ] || [ "$target" = image ]; then
    # Markdown: a few strings of each syntax. Images: small PNGs (RGBA, grey, palette), a JPEG's
    # header and an SVG, made here. Crashes go to Fuzz/crashes-markdown or Fuzz/crashes-images.
    mkdir -p Fuzz/crashes-$target
    python3 - "$seeds" "$target" <<'PY'
import pathlib, struct, sys, zlib
seeds, target = pathlib.Path(sys.argv[1]), sys.argv[2]
if target == "markdown":
    for i, text in enumerate(["**bold** and *it* and `code`", "~~gone~~ [link](https://example.com) \\*star\\*",
                              "***both*** __strong__ _em_ [a [b](c)](d)", "*a **b** c* [x]( y ) `` ` ``"]):
        (seeds / f"seed-{i}.md").write_text(text)
else:
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    def png(width, height, colour, channels, extra=b""):
        rows = b"".join(b"\x00" + bytes(range(width * channels)) for _ in range(height))
        header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
    (seeds / "rgba.png").write_bytes(png(4, 3, 6, 4))
    (seeds / "grey.png").write_bytes(png(3, 2, 0, 1))
    (seeds / "palette.png").write_bytes(png(2, 2, 3, 1, chunk(b"PLTE", bytes(range(12))) + chunk(b"tRNS", b"\x80")))
    (seeds / "photo.jpg").write_bytes(b"\xff\xd8\xff\xc0\x00\x11\x08\x00\x10\x00\x20\x03" + bytes(9))
    (seeds / "icon.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"></svg>')
PY
    find Fuzz/crashes-$target -type f ! -name README.md -exec cp {} "$seeds"/ \;
    echo "fuzzing $target for $seconds s; seeds: $(ls "$seeds" | wc -l)"
    export SWIFT_BACKTRACE=enable=no
    exec "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix=Fuzz/crashes-$target/ -print_final_stats=1 "$@"
fi
if [ "$target" = font ]; then
    # Real fonts (Debian's DejaVu, when installed) and the crafted ones of the hostile set.
    cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$seeds"/ 2> /dev/null || true
    cp Tests/TrellisTests/Reference/hostile/*.ttf "$seeds"/
    find Fuzz/crashes-fonts -type f ! -name README.md -exec cp {} "$seeds"/ \;
    echo "fuzzing fonts for $seconds s; seeds: $(ls "$seeds" | wc -l)"
    export SWIFT_BACKTRACE=enable=no
    exec "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -max_len=1048576 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix=Fuzz/crashes-fonts/ -print_final_stats=1 "$@"
fi
cp Scenes/*.json "$seeds"/
find Fuzz/corpus-scenes -type f ! -name README.md -exec cp {} "$seeds"/ \;
python3 - "$seeds" <<'PY'
import json, pathlib, sys
seeds = pathlib.Path(sys.argv[1])
for path in pathlib.Path("Tests/TrellisTests/Fixtures").rglob("*.json"):
    for index, case in enumerate(json.loads(path.read_text()).get("cases", [])):
        scene = {key: value for key, value in case.items() if key in ("proposal", "layoutDirection", "displayScale", "view")}
        (seeds / f"{path.stem}-{index}.json").write_text(json.dumps(scene))
PY
find Fuzz/crashes -type f ! -name README.md -exec cp {} "$seeds"/ \;

echo "fuzzing for $seconds s; seeds: $(ls "$seeds" | wc -l)"
# Swift's backtracer would take the crash signal before libFuzzer, which then saves nothing.
export SWIFT_BACKTRACE=enable=no
"$binary" "$corpus" "$seeds" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 "$@"
