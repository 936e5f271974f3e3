#!/usr/bin/env python3
"""Writes the reference widths the font tests compare Trellis's text measurement with.

HarfBuzz (through uharfbuzz: `python3 -m pip install uharfbuzz`) shapes each string with the
font's own advances and pair kerning, ligatures off; the widths, in font units, go into
Tests/TrellisTests/Reference/dejavu-widths.json with the font file's SHA-256, so a test
run needs no Python and notices a different font file.
"""
import hashlib
import json
import pathlib

import uharfbuzz as hb

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
STRINGS = [
    "AVAVA", "Hello, World", "To Ty Wa", "Yo! P.T. Barnum's \"Kern\" test", "LT AV Te wo",
    "1234567890", "The quick brown fox jumps over the lazy dog", "WAVE Vogue Yacht", "fi fl ffi",
    "Ünïcödé ÅÄÖ", "Γειά σου Κόσμε", "Привет, мир",
]

face = hb.Face(hb.Blob.from_file_path(FONT))
font = hb.Font(face)
cases = []
for text in STRINGS:
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, {"liga": False, "clig": False, "dlig": False, "calt": False})
    cases.append({"text": text, "width": sum(p.x_advance for p in buffer.glyph_positions)})

out = pathlib.Path(__file__).resolve().parent.parent / "Tests/TrellisTests/Reference/dejavu-widths.json"
out.write_text(json.dumps({
    "source": "HarfBuzz via uharfbuzz " + hb.__version__ + " shaping with liga/clig/dlig/calt off (scripts/harfbuzz-widths.py)",
    "font": FONT,
    "sha256": hashlib.sha256(pathlib.Path(FONT).read_bytes()).hexdigest(),
    "unitsPerEm": face.upem,
    "cases": cases,
}, indent=2, ensure_ascii=False) + "\n")
print(f"wrote {len(cases)} widths to {out}")
