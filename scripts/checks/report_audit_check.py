#!/usr/bin/env python3
"""Helper for report-audit-browser.sh (standard library only).

generate ARTIFACTS  writes an audited image (320 x 120 px, @2x) and its manifest entry
measure WORK        writes WORK/measure.html: the report plus a script that records where each
                    issue's box is, as fractions of the image's rendered size
check WORK          checks WORK/dom.html, WORK/measure-dom.html and WORK/screenshot.png
"""
import json
import os
import struct
import sys
import zlib
from html.parser import HTMLParser

W, H, SCALE = 320, 120, 2
WHITE, GREY, BLUE = (255, 255, 255, 255), (153, 153, 153, 255), (0, 122, 255, 255)
NAME = "Cards/profile.160x60.ltr@2x.audit"
# (type, element, frame in points, suppressed reason)
ISSUES = [("contrast", "UIView#card/UILabel#note", [8, 8, 100, 20], None),
          ("hitRegion", "UIView#card/UIButton#close", [120, 10, 30, 30], "the row takes the tap")]


def write_png(path, img):
    raw = b"".join(b"\x00" + b"".join(struct.pack("4B", *p) for p in row) for row in img)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", len(img[0]), len(img), 8, 6, 0, 0, 0)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def generate(artifacts):
    img = [[WHITE] * W for _ in range(H)]
    for (x, y, w, h), color in (((16, 16, 200, 40), GREY), ((240, 20, 60, 60), BLUE)):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                img[yy][xx] = color
    image = os.path.join(artifacts, "Cards", "profile.160x60.ltr@2x.audit.png")
    write_png(image, img)
    issues = [{"type": t, "element": e, "variant": "160x60.ltr@2x", "measured": "m", "threshold": "t", "frame": f}
              for t, e, f, _ in ISSUES]
    for issue, (_, _, _, reason) in zip(issues, ISSUES):
        if reason:
            issue["suppressed"] = reason
    entry = {"name": NAME, "suite": "Cards", "test": "profile", "variant": "160x60.ltr@2x", "status": "failed",
             "reference": image, "snapshotsDirectory": os.path.join(artifacts, "Snapshots"), "regions": [],
             "frameChanges": [], "lintProblems": [], "message": "The accessibility audit found 1 issue",
             "filteredRun": False, "origin": "accessibility-audit", "auditIssues": issues, "auditImage": image,
             "auditScale": SCALE}
    os.makedirs(os.path.join(artifacts, "manifest"), exist_ok=True)
    with open(os.path.join(artifacts, "manifest", "audit.json"), "w") as f:
        json.dump(entry, f, indent=2)


MEASURE = """<script>
window.addEventListener('load', function () {
  var img = document.querySelector('img.audit-shot').getBoundingClientRect(), out = [];
  document.querySelectorAll('.audit-box').forEach(function (b) {
    var r = b.getBoundingClientRect();
    out.push([b.className, (r.left - img.left) / img.width, (r.top - img.top) / img.height,
              r.width / img.width, r.height / img.height]);
  });
  document.body.setAttribute('data-boxes', JSON.stringify(out));
});
</script>
"""


def measure(work):
    page = open(os.path.join(work, "report.html"), encoding="utf-8").read()
    start = page.index("script-src ")
    end = page.index(";", start)
    page = page[:start] + "script-src 'unsafe-inline'" + page[end:]
    with open(os.path.join(work, "measure.html"), "w", encoding="utf-8") as f:
        f.write(page.replace("</body>", MEASURE + "</body>"))


class DOM(HTMLParser):
    def __init__(self):
        super().__init__()
        self.sections, self.boxes, self.items, self.images, self.body = [], [], [], [], {}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "body":
            self.body = a
        elif tag == "section" and "audit-entry" in cls:
            self.sections.append(a.get("data-name"))
        elif tag == "a" and "audit-box" in cls:
            self.boxes.append((cls[1], a.get("data-type"), a.get("href")))
        elif tag == "li" and "audit-issue" in cls:
            self.items.append((cls[1], a.get("id")))
        elif tag == "img":
            self.images.append(a)


def read_png(path):
    data = open(path, "rb").read()
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", data[pos + 8:pos + 8 + n])
        elif kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + n]
        pos += 12 + n
    w, h, depth, ctype, _, _, _ = ihdr
    bpp = 3 if ctype == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up, ul = prev[i], (prev[i - bpp] if i >= bpp else 0)
            if f == 1:
                line[i] = (line[i] + left) & 255
            elif f == 2:
                line[i] = (line[i] + up) & 255
            elif f == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif f == 4:
                p = left + up - ul
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - ul)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else ul)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, [tuple(r[x * bpp:x * bpp + 3]) for r in rows for x in range(w)]


def check(work):
    failures = []

    def expect(ok, what):
        print(("PASS" if ok else "FAIL") + " report-audit-browser: " + what)
        if not ok:
            failures.append(what)

    dom = DOM()
    dom.feed(open(os.path.join(work, "dom.html"), encoding="utf-8").read())
    expect(dom.sections == [NAME], "the audit entry is one section: %r" % (dom.sections,))
    slug = [b[2] for b in dom.boxes]
    expect([b[:2] for b in dom.boxes] == [("failing", "contrast"), ("suppressed", "hitRegion")],
           "one box per issue, failing then suppressed: %r" % (dom.boxes,))
    expect([i[0] for i in dom.items] == ["failing", "suppressed"] and all(
        s == "#" + i[1] for s, i in zip(slug, dom.items)), "each box links to its line in the list: %r" % (dom.items,))
    loaded = [i.get("data-loaded") for i in dom.images]
    expect(loaded == ["yes"], "the audited image decoded: %r" % (loaded,))
    m = DOM()
    m.feed(open(os.path.join(work, "measure-dom.html"), encoding="utf-8").read())
    boxes = json.loads(m.body.get("data-boxes") or "[]")
    want = [[f[0] * SCALE / W, f[1] * SCALE / H, f[2] * SCALE / W, f[3] * SCALE / H] for _, _, f, _ in ISSUES]
    got = [b[1:] for b in boxes]
    expect(len(got) == 2 and all(abs(a - b) < 0.01 for g, w in zip(got, want) for a, b in zip(g, w)),
           "the browser drew each box over its element (fractions of the image): %r, expected %r" % (got, want))
    w, h, px = read_png(os.path.join(work, "screenshot.png"))
    near = lambda c, t, d: all(abs(a - b) <= d for a, b in zip(c, t))
    # The blue square is under the suppressed box's 10% grey: (0, 122, 255) becomes about (12, 122, 241).
    blue = sum(1 for p in px if near(p, BLUE[:3], 16))
    red = sum(1 for p in px if near(p, (198, 40, 40), 8))
    expect(blue > 1000 and red > 200, "the image and the failing box are painted: %d blue, %d red pixels" % (blue, red))
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    {"generate": lambda: generate(sys.argv[2]), "measure": lambda: measure(sys.argv[2]),
     "check": lambda: check(sys.argv[2])}[sys.argv[1]]()
