#!/usr/bin/env python3
"""Helper for report-browser.sh (standard library only).

generate ARTIFACTS SNAPSHOTS  writes PNGs and manifest entries for a small snapshot run
interact WORK                 writes WORK/interact.html: the report plus a script that moves the
                              slider, switches to the onion skin and records the styles it gets
check WORK                    checks WORK/dom.html, WORK/interact-dom.html (chromium --dump-dom)
                              and WORK/screenshot.png
"""
import json
import os
import struct
import sys
import zlib
from html.parser import HTMLParser

W, H = 320, 120
BG = (242, 242, 247, 255)
BLUE = (0, 122, 255, 255)
INK = (28, 28, 30, 255)
GREY = (142, 142, 147, 255)
GREEN = (52, 199, 89, 255)

PROFILE = "Cards/profile.w160.ltr@2x"
STALE = "Cards/stale.w160.ltr@2x"
HOSTILE = "Cards/<b>new</b> & co.w160.ltr@2x"
PASSED = "Cards/badge.w160.ltr@2x"


def canvas(color=BG):
    return [[color] * W for _ in range(H)]


def fill(img, x, y, w, h, color):
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            img[yy][xx] = color


def write_png(path, img):
    raw = b"".join(b"\x00" + b"".join(struct.pack("4B", *p) for p in row) for row in img)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", len(img[0]), len(img), 8, 6, 0, 0, 0)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def card(name_width, bio_y):
    img = canvas()
    fill(img, 32, 20, 80, 80, BLUE)           # avatar
    fill(img, 128, 24, name_width, 20, INK)   # name
    fill(img, 128, bio_y, 160, 10, GREY)      # bio, two lines
    fill(img, 128, bio_y + 18, 120, 10, GREY)
    return img


def entry(name, status, reference, snapshots, **extra):
    suite, rest = name.split("/", 1)
    e = {"name": name, "suite": suite, "test": rest.split(".")[0], "variant": "w160.ltr@2x",
         "status": status, "reference": reference, "snapshotsDirectory": snapshots,
         "regions": [], "frameChanges": [], "lintProblems": [], "message": "", "filteredRun": False}
    e.update(extra)
    return e


def generate(artifacts, snapshots):
    refs = os.path.join(snapshots, "Cards")
    arts = os.path.join(artifacts, "Cards")
    expected, actual = card(140, 56), card(180, 64)
    diff, count, box = canvas((255, 255, 255, 255)), 0, [W, H, -1, -1]
    for y in range(H):
        for x in range(W):
            if expected[y][x] != actual[y][x]:
                diff[y][x] = (255, 0, 0, 255)
                count += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            else:  # the expected image, faded, as pixelmatch draws it
                r, g, b, _ = expected[y][x]
                v = 255 - (255 - (r * 299 + g * 587 + b * 114) // 1000) // 10
                diff[y][x] = (v, v, v, 255)
    write_png(os.path.join(refs, "profile.w160.ltr@2x.png"), expected)
    write_png(os.path.join(arts, "profile.w160.ltr@2x.png"), actual)
    write_png(os.path.join(arts, "profile.w160.ltr@2x.diff.png"), diff)
    badge = canvas()
    fill(badge, 120, 40, 80, 40, GREEN)
    write_png(os.path.join(refs, "badge.w160.ltr@2x.png"), badge)
    write_png(os.path.join(arts, "new.w160.ltr@2x.png"), badge)

    region = [box[0], box[1], box[2] - box[0] + 1, box[3] - box[1] + 1]
    entries = [
        entry(PROFILE, "failed", os.path.join(refs, "profile.w160.ltr@2x.png"), snapshots,
              actual=os.path.join(arts, "profile.w160.ltr@2x.png"),
              diff=os.path.join(arts, "profile.w160.ltr@2x.diff.png"),
              expectedSize=[W, H], actualSize=[W, H], differingPixels=count, regions=[region],
              frameChanges=["UIView/UILabel#name: (64, 12, 70, 10) \"Ada\" -> (64, 12, 90, 10) \"Ada Ada\"",
                            "UIView/UILabel#bio: (64, 28, 80, 23) -> (64, 32, 80, 23)"],
              lintProblems=["truncated: UIView/UILabel#name needs 96 points, has 90"],
              message="Snapshot \"%s\" does not match its reference.\n  %d of %d pixels differ" % (PROFILE, count, W * H)),
        entry(STALE, "failed", os.path.join(refs, "stale.w160.ltr@2x.png"), snapshots,
              actual=os.path.join(arts, "stale.w160.ltr@2x.png"), diff=os.path.join(arts, "stale.w160.ltr@2x.diff.png"),
              expectedSize=[W, H], actualSize=[W, H + 8], differingPixels=42,
              message="Snapshot \"%s\" does not match its reference (its files were deleted since)." % STALE),
        entry(HOSTILE, "missing", os.path.join(refs, "new.w160.ltr@2x.png"), snapshots,
              actual=os.path.join(arts, "new.w160.ltr@2x.png"),
              message="No reference was found on disk for snapshot \"%s\"" % HOSTILE),
        entry(PASSED, "passed", os.path.join(refs, "badge.w160.ltr@2x.png"), snapshots, expectedSize=[W, H]),
    ]
    os.makedirs(os.path.join(artifacts, "manifest"), exist_ok=True)
    for i, e in enumerate(entries):
        with open(os.path.join(artifacts, "manifest", "entry%d.json" % i), "w") as f:
            json.dump(e, f, indent=2)


INTERACT = """<script>
window.addEventListener('load', function () {
  var c = document.querySelector('.compare'), over = c.querySelector('.over'), out = {};
  var slider = c.querySelector('.slider-range'), onion = c.querySelector('.onion-range');
  slider.value = 25; slider.dispatchEvent(new Event('input'));
  out.sliderClip = over.style.clipPath; out.handle = c.querySelector('.handle').style.left;
  var radio = c.querySelector('input[value=onion]'); radio.checked = true; radio.dispatchEvent(new Event('change'));
  onion.value = 30; onion.dispatchEvent(new Event('input'));
  out.mode = c.dataset.mode; out.onionClip = over.style.clipPath; out.opacity = over.style.opacity;
  out.sliderDisplay = getComputedStyle(slider).display; out.onionDisplay = getComputedStyle(onion).display;
  var g = document.querySelector('section.gallery'), filter = g.querySelector('.gallery-filter');
  var status = g.querySelector('.gallery-status');
  function shown() { return Array.prototype.map.call(g.querySelectorAll('figure.tile:not([hidden])'), function (t) { return t.dataset.name; }); }
  out.galleryAll = g.querySelector('.gallery-count').textContent;
  filter.value = 'PROFILE w160'; filter.dispatchEvent(new Event('input'));
  out.galleryProfile = shown(); out.galleryProfileCount = g.querySelector('.gallery-count').textContent;
  out.groupsShown = g.querySelectorAll('.gallery-group:not([hidden])').length;
  filter.value = ''; filter.dispatchEvent(new Event('input'));
  status.value = 'passed'; status.dispatchEvent(new Event('change'));
  out.galleryPassed = shown();
  document.body.setAttribute('data-interaction', JSON.stringify(out));
});
</script>
"""


def interact(work):
    """The report with the test script allowed by its CSP and appended (the original is untouched)."""
    page = open(os.path.join(work, "report.html"), encoding="utf-8").read()
    start = page.index("script-src ")
    end = page.index(";", start)
    page = page[:start] + "script-src 'unsafe-inline'" + page[end:]
    page = page.replace("</body>", INTERACT + "</body>")
    with open(os.path.join(work, "interact.html"), "w", encoding="utf-8") as f:
        f.write(page)


class DOM(HTMLParser):
    def __init__(self):
        super().__init__()
        self.sections, self.passed, self.images, self.names = [], [], [], []
        self.thumbs, self.tiles, self.groups = [], [], []
        self.body, self.html, self.overs, self.problems = {}, {}, [], []
        self.in_name = None   # [text, tags inside] while inside <span class="name">
        self.in_problem = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if self.in_name is not None:
            self.in_name[1].append(tag)
        if tag == "html":
            self.html = a
        elif tag == "body":
            self.body = a
        elif tag == "section" and "snapshot" in cls:
            self.sections.append((cls[1], a.get("data-name")))
        elif tag == "li" and "snapshot" in cls:
            self.passed.append((cls[1], a.get("data-name")))
        elif tag == "img" and "thumb" in cls:
            self.thumbs.append(a)
        elif tag == "img":
            self.images.append(a)
        elif tag == "figure" and "tile" in cls:
            self.tiles.append((a.get("data-status"), a.get("data-name")))
        elif tag == "div" and "gallery-group" in cls:
            self.groups.append(a.get("data-test"))
        elif tag == "div" and "over" in cls:
            self.overs.append(a.get("style") or "")
        elif tag == "span" and "name" in cls:
            self.in_name = ["", []]
        elif tag == "p" and "file-problem" in cls:
            self.in_problem = ""

    def handle_endtag(self, tag):
        if tag == "span" and self.in_name is not None:
            self.names.append(tuple(self.in_name))
            self.in_name = None
        if tag == "p" and self.in_problem is not None:
            self.problems.append(self.in_problem)
            self.in_problem = None

    def handle_data(self, data):
        if self.in_name is not None:
            self.in_name[0] += data
        if self.in_problem is not None:
            self.in_problem += data


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype, _, _, interlace = ihdr
    assert depth == 8 and ctype in (2, 6) and interlace == 0, "unexpected PNG format %r" % (ihdr,)
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
    return w, h, [[tuple(r[x * bpp:x * bpp + 3]) for x in range(w)] for r in rows]


def check(work):
    failures = []

    def expect(ok, what):
        print(("PASS" if ok else "FAIL") + " report-browser: " + what)
        if not ok:
            failures.append(what)

    dom = DOM()
    dom.feed(open(os.path.join(work, "dom.html"), encoding="utf-8").read())
    expect(dom.sections == [("failed", PROFILE), ("failed", STALE), ("missing", HOSTILE)],
           "the page lists exactly the failures, failed then missing: %r" % (dom.sections,))
    expect(dom.passed == [("passed", PASSED)], "the passed snapshot is in the compact list: %r" % (dom.passed,))
    hostile = [n for n in dom.names if "new" in n[0]]
    expect(len(hostile) == 1 and all(n == (HOSTILE, []) for n in hostile),
           "the hostile name renders as text, no <b> element: %r" % (hostile,))
    expect("js" in (dom.html.get("class") or "").split(), "the inline script ran under the page's CSP (html.js)")
    loaded = [i.get("data-loaded") for i in dom.images]
    expect(len(dom.images) == 6 and loaded == ["yes"] * 6,
           "all 6 images decoded (3 panes + 2 compare layers + 1 missing actual): %r" % (loaded,))
    expect(dom.body.get("data-images-loaded") == "9" and dom.body.get("data-images-failed") == "0",
           "the page counted 9 loaded (6 + 3 gallery thumbnails), 0 failed images")
    expect(dom.tiles == [("missing", HOSTILE), ("passed", PASSED), ("failed", PROFILE), ("failed", STALE)],
           "the gallery has a tile per snapshot, by test: %r" % (dom.tiles,))
    expect(len(dom.groups) == 4, "the gallery groups them by test (4 tests): %r" % (dom.groups,))
    thumbs = [i.get("data-loaded") for i in dom.thumbs]
    expect(thumbs == ["yes"] * 3, "3 gallery thumbnails decoded (the stale one's reference is gone): %r" % (thumbs,))
    expect(len(dom.overs) == 1 and "inset(0px 50% 0px 0px)" in dom.overs[0].replace("inset(0 50% 0 0)", "inset(0px 50% 0px 0px)"),
           "the slider clips the actual image at 50%%: %r" % (dom.overs,))
    ui = DOM()
    ui.feed(open(os.path.join(work, "interact-dom.html"), encoding="utf-8").read())
    got = json.loads(ui.body.get("data-interaction") or "{}")
    gallery = {k: got.pop(k, None) for k in ["galleryAll", "galleryProfile", "galleryProfileCount", "groupsShown", "galleryPassed"]}
    expect(gallery == {"galleryAll": "4 of 4 shown", "galleryProfile": [PROFILE], "galleryProfileCount": "1 of 4 shown",
                       "groupsShown": 1, "galleryPassed": [PASSED]},
           "the gallery filter keeps the tiles whose name has every word, and filters by status: %r" % (gallery,))
    expect(got == {"sliderClip": "inset(0px 75% 0px 0px)", "handle": "25%", "mode": "onion", "onionClip": "",
                   "opacity": "0.3", "sliderDisplay": "none", "onionDisplay": "block"},
           "slider at 25%% clips the actual, the onion skin at 30%% sets its opacity: %r" % (got,))
    stale = os.path.join(work, "artifacts", "Cards", "stale.w160.ltr@2x.png")
    accept = "swift run plumb accept %s --only %s" % (os.path.join(os.path.abspath(work), "artifacts"), PROFILE)
    expect(accept in open(os.path.join(work, "dom.html"), encoding="utf-8").read(),
           "the accept command names the artifacts folder absolutely: " + accept)
    expect("file missing: " + stale in dom.problems, "deleted files are shown as 'file missing: PATH'")

    w, h, px = read_png(os.path.join(work, "screenshot.png"))
    expect((w, h) == (1200, 1600), "screenshot is 1200x1600: %dx%d" % (w, h))
    counts = {}
    for row in px:
        for p in row:
            counts[p] = counts.get(p, 0) + 1
    background = max(counts.values())
    other = 1 - background / (w * h)
    expect(len(counts) > 50 and other > 0.05,
           "screenshot is not blank: %d colours, %.1f%% not background" % (len(counts), other * 100))
    near = lambda c, t: all(abs(a - b) <= 6 for a, b in zip(c, t))
    blue = sum(n for c, n in counts.items() if near(c, BLUE[:3]))
    red = sum(n for c, n in counts.items() if near(c, (255, 0, 0)))
    expect(blue > 5000 and red > 500, "the snapshot images are painted: %d avatar-blue, %d diff-red pixels" % (blue, red))
    gw, gh, gpx = read_png(os.path.join(work, "gallery-screenshot.png"))
    gblue = sum(1 for row in gpx for p in row if near(p, BLUE[:3]))
    ggreen = sum(1 for row in gpx for p in row if near(p, GREEN[:3]))
    expect(gblue > 1000 and ggreen > 1000,
           "plumb gallery's page shows the thumbnails: %d avatar-blue, %d badge-green pixels" % (gblue, ggreen))
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    if sys.argv[1] == "generate":
        generate(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "interact":
        interact(sys.argv[2])
    else:
        check(sys.argv[2])
