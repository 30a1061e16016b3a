#!/usr/bin/env python3
"""Makes fonts/NotoColorEmoji-Subset.ttf from Debian's NotoColorEmoji.ttf (see fonts/README.md).

Keeps every glyph the font maps from a single code point (1,487), the 12 keycap sequences
(#️⃣ *️⃣ 0️⃣-9️⃣) and the 250 flag sequences (pairs of regional indicators). Drops the skin-tone
and ZWJ sequences (3,368 glyphs, 10.6 MB of PNGs): they render as their parts. The bitmaps
themselves (CBDT, 136x128 PNGs at 109 ppem) are copied byte for byte.

usage: subset_emoji.py NotoColorEmoji.ttf OUT.ttf   (needs fontTools 4.55.3)
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont


def chosen_glyphs(font):
    cmap = font.getBestCmap()
    by_glyph = {glyph: cp for cp, glyph in cmap.items()}
    keep = set(cmap.values())
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            for first, ligatures in getattr(table, "ligatures", {}).items():
                for ligature in ligatures:
                    parts = [by_glyph.get(g) for g in [first] + ligature.Component]
                    if None in parts:
                        continue
                    flag = all(0x1F1E6 <= p <= 0x1F1FF for p in parts)
                    keycap = 0x20E3 in parts
                    if flag or keycap:
                        keep.add(ligature.LigGlyph)
    return keep


def main(source, target):
    font = TTFont(source, recalcTimestamp=False)  # keep head.modified: reproducible bytes
    glyphs = chosen_glyphs(font)
    options = subset.Options()
    options.layout_closure = False     # only the sequences chosen above
    options.layout_features = ["*"]    # keep GSUB (ccmp/liga) for the kept sequences
    options.name_IDs = ["*"]           # keep the copyright and licence names
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables = []
    subsetter = subset.Subsetter(options)
    subsetter.populate(glyphs=sorted(glyphs), unicodes=sorted(font.getBestCmap()))
    subsetter.subset(font)
    font.save(target)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
