#!/usr/bin/env python3
"""Converts a CFF-outline OpenType font (.otf) to TrueType outlines (.ttf), for the fonts
Trellis ships (Sources/Trellis/Resources/Fonts).

Why: the PNG renderer draws text from TrueType `glyf` outlines; Debian's Inter is CFF. The
conversion changes only the outlines (cubic curves become quadratic ones within a tenth of a
font unit... see MAX_ERR); advances, kerning, cmap and vertical metrics are copied as they
are, so text measures exactly as before. Inter's licence (SIL OFL 1.1) declares no Reserved
Font Name, so a modified version may keep its name; NOTICE says it was converted.

Usage: scripts/otf-to-ttf.py IN.otf OUT.ttf   (needs `pip install fonttools`)
"""
import sys

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

MAX_ERR = 1.0  # font units: the largest distance between a cubic and its quadratic stand-in


def convert(source, target):
    font = TTFont(source)
    glyph_order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in glyph_order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyphs[name] = pen.glyph()
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf = newTable("glyf")
    glyf.glyphOrder = glyph_order
    glyf.glyphs = glyphs
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    font["head"].glyphDataFormat = 0
    font["maxp"] = maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for field in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements", "maxPoints",
                  "maxContours", "maxCompositePoints", "maxCompositeContours", "maxComponentDepth"):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    post = font["post"]
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = glyph_order
    font.sfntVersion = "\x00\x01\x00\x00"
    font.save(target)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    convert(sys.argv[1], sys.argv[2])
