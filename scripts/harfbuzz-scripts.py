#!/usr/bin/env python3
"""Writes the reference widths of text in other scripts (Japanese, Arabic, Hebrew, emoji) that
the fallback tests compare Trellis's measurement with.

HarfBuzz (through uharfbuzz: `python3 -m pip install uharfbuzz`), the shaper Chromium uses,
shapes each string with the font that has its glyphs (Debian's fonts-noto-core,
fonts-noto-color-emoji, fonts-droid-fallback and fonts-dejavu-core; .ci/run installs them)
with its default features: Arabic's joining forms and required ligatures, kerning, marks.
The widths, in font units, go into Tests/TrellisTests/Reference/script-widths.json with each
font file's SHA-256, so a test run needs no Python and notices a different font file.
"""
import hashlib
import json
import pathlib

import uharfbuzz as hb

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
ARABIC = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
HEBREW = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
CJK = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
# (text, the library's main family, the font that draws it): DejaVu Sans has Arabic and Hebrew;
# Noto Sans has neither, so they fall back to Noto's (the strings have no spaces there: a space
# is the main font's, and HarfBuzz shapes one font's run here).
CASES = [
    ("こんにちは、世界。", "DejaVu Sans", CJK),
    ("日本語の文章を折り返す", "DejaVu Sans", CJK),
    ("مرحبا بالعالم", "DejaVu Sans", DEJAVU),
    ("مرحبا", "Noto Sans", ARABIC),
    ("بالعالم", "Noto Sans", ARABIC),
    ("سلام", "Noto Sans", ARABIC),
    ("الطالب", "Noto Sans", ARABIC),
    ("שלום", "Noto Sans", HEBREW),
    ("\U0001F44B\U0001F1EF\U0001F1F5\U0001F468\u200d\U0001F469\u200d\U0001F467", "DejaVu Sans", EMOJI),
    ("\U0001F600\U0001F389", "DejaVu Sans", EMOJI),
]

cases = []
for text, family, path in CASES:
    face = hb.Face(hb.Blob.from_file_path(path))
    font = hb.Font(face)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, {})
    cases.append({
        "text": text, "family": family, "font": path,
        "sha256": hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest(),
        "unitsPerEm": face.upem,
        "width": sum(p.x_advance for p in buffer.glyph_positions),
    })

out = pathlib.Path(__file__).resolve().parent.parent / "Tests/TrellisTests/Reference/script-widths.json"
out.write_text(json.dumps({
    "source": "HarfBuzz via uharfbuzz " + hb.__version__ + " shaping with default features (scripts/harfbuzz-scripts.py)",
    "cases": cases,
}, indent=2, ensure_ascii=False) + "\n")
print(f"wrote {len(cases)} widths to {out}")
