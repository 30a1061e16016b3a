#!/usr/bin/env python3
"""Builds the tiny fonts that stand for Apple's system fonts in Plumb's tests.

They are not Apple's fonts: each has four glyphs (space, H, e, o) drawn as boxes, and only
the names, the `trak` table and the `opsz` axis that Plumb reads to recognise and size the
system font. Made with fontTools 4.68.0:

    python3 -m venv venv && venv/bin/pip install fonttools==4.68.0
    venv/bin/python scripts/fonts/make_system_font_fixtures.py Tests/TypesettingTests/Resources/SystemFonts

Static/    SF Pro Text Regular and Bold, SF Pro Display Regular (typographic names), and a face of
           another family that must be ignored.
Variable/  SF Pro with an `opsz` axis (6 ... 96, default 17).
"""
import os
import sys

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools import varLib
from fontTools.misc.timeTools import timestampFromString

# Fixed dates, so the script makes the same bytes every time.
DATE = timestampFromString("Wed Jan 01 00:00:00 2025")

UPEM = 2048
ORDER = [".notdef", "space", "H", "e", "o"]
CMAP = {0x20: "space", 0x48: "H", 0x65: "e", 0x6F: "o"}


def box(width, inset=100):
    pen = TTGlyphPen(None)
    pen.moveTo((inset, 0))
    pen.lineTo((inset, 1400))
    pen.lineTo((max(inset + 1, width - inset), 1400))
    pen.lineTo((max(inset + 1, width - inset), 0))
    pen.closePath()
    return pen.glyph()


def trak(sizes_values, tight=None):
    table = newTable("trak")
    table.version = 1.0
    table.format = 0
    data = TrackData()
    data[0.0] = TrackTableEntry(dict(sizes_values), nameIndex=256)
    if tight is not None:
        data[-1.0] = TrackTableEntry(dict(tight), nameIndex=257)
    table.horizData = data
    table.vertData = TrackData()
    return table


def build(advances, names, weight, trak_table=None):
    fb = FontBuilder(UPEM, isTTF=True)
    fb.setupGlyphOrder(ORDER)
    fb.setupCharacterMap(CMAP)
    glyphs = {g: box(advances[g]) for g in ORDER if g != "space"}
    glyphs["space"] = TTGlyphPen(None).glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({g: (advances[g], 0) for g in ORDER})
    fb.setupHorizontalHeader(ascent=1950, descent=-494)
    fb.setupNameTable(names)
    fb.setupOS2(usWeightClass=weight, sTypoAscender=1950, sTypoDescender=-494, usWinAscent=1950, usWinDescent=494,
                fsSelection=0x20 if weight >= 700 else 0x40)
    fb.setupPost()
    fb.updateHead(created=DATE, modified=DATE, macStyle=1 if weight >= 700 else 0)
    if trak_table is not None:
        fb.font["trak"] = trak_table
    return fb


def names(family, style, ps, typographic=None):
    n = {"familyName": family, "styleName": style, "psName": ps, "fullName": f"{family} {style}",
         "uniqueFontIdentifier": f"Plumb test fixture: {ps}", "version": "Version 1.000",
         "copyright": "A test fixture made by Plumb's tests (not an Apple font); public domain (CC0)"}
    if typographic:
        n["typographicFamily"], n["typographicSubfamily"] = typographic
    return n


def main(out):
    static = os.path.join(out, "Static")
    variable = os.path.join(out, "Variable")
    os.makedirs(static, exist_ok=True)
    os.makedirs(variable, exist_ok=True)
    text_trak = [(9.0, 60), (12.0, 40), (17.0, 10), (28.0, -30)]
    tight = [(9.0, -100), (12.0, -100), (17.0, -100), (28.0, -100)]
    a = {".notdef": 1000, "space": 500, "H": 1400, "e": 1100, "o": 1150}
    build(a, names("SF Pro Text", "Regular", "SFProText-Regular"), 400, trak(text_trak, tight)).save(
        os.path.join(static, "TestSFProText-Regular.ttf"))
    b = dict(a, H=1500)
    build(b, names("SF Pro Text", "Bold", "SFProText-Bold"), 700, trak(text_trak, tight)).save(
        os.path.join(static, "TestSFProText-Bold.ttf"))
    d = dict(a, H=1300)
    build(d, names("SF Pro Display", "Regular", "SFProDisplay-Regular", ("SF Pro", "Display Regular")), 400,
          trak([(20.0, -20), (40.0, -60)])).save(os.path.join(static, "TestSFProDisplay-Regular.ttf"))
    o = dict(a, H=1000)
    build(o, names("Other Sans", "Regular", "OtherSans-Regular"), 400, trak(text_trak)).save(
        os.path.join(static, "TestOtherSans-Regular.ttf"))

    # The variable face: three masters on the opsz axis, H 1600 at 6 pt, 1400 at 17, 1200 at 96.
    doc = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "opsz", "Optical size", 6, 17, 96
    doc.addAxis(axis)
    masters = []
    for size, h in [(6, 1600), (17, 1400), (96, 1200)]:
        adv = dict(a, H=h)
        fb = build(adv, names("SF Pro", "Regular", "SFPro-Regular"), 400,
                   trak([(6.0, 50), (17.0, 0), (96.0, -50)]) if size == 17 else None)
        path = os.path.join(variable, f"master-{size}.ttf")
        fb.save(path)
        masters.append(path)
        src = SourceDescriptor()
        src.path, src.location = path, {"Optical size": size}
        doc.addSource(src)
    vf, _, _ = varLib.build(doc)
    # varLib keeps the default master's tables: its trak stays.
    vf.recalcTimestamp = False
    vf["head"].modified = DATE
    vf.save(os.path.join(variable, "TestSFPro-Variable.ttf"))
    for path in masters:
        os.remove(path)


if __name__ == "__main__":
    main(sys.argv[1])
