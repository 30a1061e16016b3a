#!/usr/bin/env bash
# Browser check for the "Layout sweeps" section of `plumb report` (issue 32): sweeps
# Examples/card.json with `plumb sweep` (a real strip image), writes two sweep manifest entries
# (one failed, with reference and actual breakpoint texts, one passed), runs `plumb report`, then
# loads the page in headless Chromium and checks the rendered DOM: two sweep articles with their
# status, each breakpoint a list item with the view's name in <code>, both strips decoded, no
# image failed, and the failure's own section above.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source scripts/swift-flags.sh
browser=${PLUMB_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$browser" ]; then
  echo "FAIL report-sweeps-browser: chromium is not installed (run scripts/bootstrap)"
  exit 1
fi
plumb=$(plumb_bin)/plumb   # the build of scripts/test (scripts/swift-flags.sh)
work=$root/.build/report-sweeps-check
rm -rf "$work"
mkdir -p "$work/artifacts/Cards" "$work/Snapshots/Cards" "$work/artifacts/manifest"
"$plumb" sweep Examples/card.json --widths 200...500 --step 10 --strip "$work/artifacts/Cards/card.sweep.png" \
  --reference "$work/artifacts/Cards/card.sweep.txt" --record >"$work/sweep.txt"
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
arts, refs = os.path.join(work, "artifacts", "Cards"), os.path.join(work, "Snapshots", "Cards")
text = open(os.path.join(arts, "card.sweep.txt")).read()
lines = [l.strip() for l in text.split("\n")]
breakpoints = lines[lines.index("breakpoints, roomiest first:") + 1:lines.index("stable ranges:")]
open(os.path.join(refs, "card.sweep.txt"), "w").write(text.replace(breakpoints[0], breakpoints[0] + "0"))
open(os.path.join(refs, "wide.sweep.txt"), "w").write(text)
def entry(name, status, **extra):
    e = {"name": "Cards/" + name, "suite": "Cards", "test": name.split(".")[0], "variant": "w200-500by10.ltr@2x.sweep",
         "status": status, "reference": os.path.join(refs, name + ".txt"), "snapshotsDirectory": os.path.join(work, "Snapshots"),
         "regions": [], "frameChanges": [], "lintProblems": [], "message": "", "filteredRun": False,
         "breakpoints": breakpoints, "strip": os.path.join(arts, "card.sweep.png")}
    e.update(extra)
    return e
entries = [entry("card.sweep", "failed", actual=os.path.join(arts, "card.sweep.txt"),
                 message="Layout sweep \"Cards/card.sweep\" does not match its reference."),
           entry("wide.sweep", "passed")]
for i, e in enumerate(entries):
    json.dump(e, open(os.path.join(work, "artifacts", "manifest", "sweep%d.json" % i), "w"), indent=2)
print(len(breakpoints))
PY
(cd "$work" && "$plumb" report artifacts -o report.html >/dev/null)
timeout 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
  --user-data-dir="$work/profile" --no-first-run --hide-scrollbars --window-size=1200,1600 \
  --virtual-time-budget=2000 --dump-dom "file://$work/report.html" >"$work/dom.html" 2>"$work/chromium.log" || {
  echo "FAIL report-sweeps-browser: chromium --dump-dom failed (see $work/chromium.log)"
  exit 1
}
python3 - "$work" <<'PY'
import sys
from html.parser import HTMLParser
work = sys.argv[1]
expected = [l.strip() for l in open(work + "/artifacts/Cards/card.sweep.txt").read().split("\n")]
expected = expected[expected.index("breakpoints, roomiest first:") + 1:expected.index("stable ranges:")]
class DOM(HTMLParser):
    def __init__(self):
        super().__init__()
        self.articles, self.items, self.codes, self.strips, self.sections, self.body = [], [], [], [], [], {}
        self.item, self.code = None, None
    def handle_starttag(self, tag, attrs):
        a, cls = dict(attrs), (dict(attrs).get("class") or "").split()
        if tag == "article" and "sweep" in cls: self.articles.append((cls[1], a.get("data-name")))
        if tag == "section" and "snapshot" in cls: self.sections.append(a.get("data-name"))
        if tag == "li" and self.articles: self.item = ""
        if tag == "code" and self.item is not None: self.code = ""
        if tag == "img" and "strip" in cls: self.strips.append(a.get("data-loaded"))
        if tag == "body": self.body = a
    def handle_endtag(self, tag):
        if tag == "code" and self.code is not None: self.codes.append(self.code); self.code = None
        if tag == "li" and self.item is not None: self.items.append(self.item); self.item = None
    def handle_data(self, data):
        if self.item is not None: self.item += data
        if self.code is not None: self.code += data
dom = DOM()
dom.feed(open(work + "/dom.html", encoding="utf-8").read())
fails = 0
def expect(ok, what):
    global fails
    print(("PASS" if ok else "FAIL") + " report-sweeps-browser: " + what)
    fails += 0 if ok else 1
expect(dom.articles == [("failed", "Cards/card.sweep"), ("passed", "Cards/wide.sweep")],
       "two sweep articles, failed then passed: %r" % (dom.articles,))
plain = [b.replace("`", "") for b in expected]
sweep_items = [i for i in dom.items if i in plain]
expect(len(expected) > 3 and sweep_items == plain * 2,
       "each sweep lists its %d breakpoints in order: %r" % (len(expected), dom.items[-len(expected):]))
expect("bio" in dom.codes and "name" in dom.codes, "view names are <code> spans: %r" % (sorted(set(dom.codes)),))
expect(dom.strips == ["yes", "yes"], "both strips decoded: %r" % (dom.strips,))
expect(dom.body.get("data-images-failed") == "0", "no image failed to decode")
expect(dom.sections == ["Cards/card.sweep"], "the failed sweep also has its failure section: %r" % (dom.sections,))
sys.exit(1 if fails else 0)
PY
