#!/usr/bin/env python3
"""Makes the bundled DejaVu Sans Mono and DejaVu Serif subsets, and the test fixture fonts.

usage:
  subset_latin.py bundled SOURCE.ttf OUT.ttf          Latin, punctuation, currency, arrows, minus,
                                                      box drawing (Sources/Typesetting/Fonts)
  subset_latin.py fixture SOURCE OUT                  Basic Latin and Latin-1 only (Tests/.../Fonts)
  subset_latin.py collection OUT.ttc FACE.ttf ...     a font collection of already subset faces

The subsets keep every name record (copyright, licence), the OpenType layout features (fontTools'
default set for the bundled faces; kerning, ligatures and marks only for the fixtures) and the
outlines unchanged; they drop the hinting instructions
(Plumb renders unhinted, so nothing drawn changes) and keep the source's `head.modified`, so
the output is byte-for-byte the same on every run with fontTools 4.55.3.
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.ttCollection import TTCollection

BUNDLED = [
    (0x0020, 0x007E), (0x00A0, 0x024F),  # Basic Latin, Latin-1, Latin Extended-A and -B
    (0x02B0, 0x036F),                    # spacing modifiers, combining marks
    (0x1E00, 0x1EFF),                    # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F), (0x20A0, 0x20CF),  # general punctuation, currency
    (0x2100, 0x2122), (0x2190, 0x2199),  # letterlike symbols up to the trade mark sign, arrows
    (0x2212, 0x2212), (0x2500, 0x257F),  # minus sign, box drawing
    (0xFFFD, 0xFFFD),
]
FIXTURE = [(0x0020, 0x007E), (0x00A0, 0x00FF), (0x2013, 0x2014), (0x2018, 0x201F), (0x2022, 0x2022),
           (0x2026, 0x2026), (0x20AC, 0x20AC)]


def subset_font(source, target, ranges, features=None):
    font = TTFont(source, recalcTimestamp=False)  # keep head.modified: reproducible bytes
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.drop_tables += ["FFTM", "DSIG"]
    if features is not None:
        options.layout_features = features
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[cp for a, b in ranges for cp in range(a, b + 1)])
    subsetter.subset(font)
    font.save(target)


def main(args):
    if len(args) == 3 and args[0] in ("bundled", "fixture"):
        if args[0] == "bundled":
            subset_font(args[1], args[2], BUNDLED)
        else:
            # Kerning, ligatures and marks only: no alternates (small caps, code ligatures).
            subset_font(args[1], args[2], FIXTURE, ["kern", "liga", "ccmp", "locl", "mark", "mkmk"])
    elif len(args) >= 4 and args[0] == "collection":
        collection = TTCollection()
        collection.fonts = [TTFont(path, recalcTimestamp=False) for path in args[2:]]
        collection.save(args[1])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
