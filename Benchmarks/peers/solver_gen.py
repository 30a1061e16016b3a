#!/usr/bin/env python3
"""Generates the solver benchmark systems once, in the interchange format both drivers read.

Format (one statement per line):
  v NAME                              declare a variable
  e VAR PRIORITY                      add an edit variable (Auto Layout priority)
  p VAR VALUE                         suggest right after the edit variables (root size)
  c OP PRIORITY CONST N (COEF VAR)*N  sum(coef*var) + CONST  OP  0;  OP in <= >= ==;
                                      PRIORITY is a number or `required`
  s VAR VALUE                         suggest (queued)
  u                                   flush the queued suggestions, then read every variable

Usage: solver_gen.py OUTDIR
"""
import os
import sys


class System:
    def __init__(self):
        self.lines = []

    def var(self, name):
        self.lines.append(f"v {name}")
        return name

    def edit(self, name, priority, value):
        self.lines.append(f"e {name} {priority}")
        self.pre = getattr(self, "pre", []) + [f"p {name} {value}"]

    def c(self, op, priority, const, *terms):
        body = " ".join(f"{coef} {v}" for coef, v in terms)
        self.lines.append(f"c {op} {priority} {const} {len(terms)} {body}")

    def resize(self, steps):
        for step in steps:
            for name, value in step:
                self.lines.append(f"s {name} {value}")
            self.lines.append("u")

    def text(self):
        # Edit variables, then the pre-suggestions, then everything else in order.
        head = [l for l in self.lines if l.startswith("v ") or l.startswith("e ")]
        rest = [l for l in self.lines if not (l.startswith("v ") or l.startswith("e "))]
        return "\n".join(head + getattr(self, "pre", []) + rest) + "\n"


def intrinsic(i):
    return 20 + (i * 37) % 50


def chain(n):
    """|-8-[v0]-8-[v1]-...-8-| with hugging 250+i%3 and compression resistance 750; each view is
    also pinned vertically (top 8, height 20), six constraints per view as in the reference."""
    s = System()
    W = s.var("W")
    total = sum(intrinsic(i) for i in range(n)) + 8 * (n + 1)
    s.edit(W, 999, total)
    xs = [s.var(f"x{i}") for i in range(n)]
    ws = [s.var(f"w{i}") for i in range(n)]
    ys = [s.var(f"y{i}") for i in range(n)]
    hs = [s.var(f"h{i}") for i in range(n)]
    s.c("==", "required", -8, (1, xs[0]))
    for i in range(n):
        s.c("==", "required", -8, (1, ys[i]))
        s.c("==", "required", -20, (1, hs[i]))
        s.c(">=", "required", 0, (1, ws[i]))
        s.c(">=", 750, -intrinsic(i), (1, ws[i]))
        s.c("<=", 250 + i % 3, -intrinsic(i), (1, ws[i]))
        if i > 0:
            s.c("==", "required", -8, (1, xs[i]), (-1, xs[i - 1]), (-1, ws[i - 1]))
    s.c("==", "required", 8, (1, xs[-1]), (1, ws[-1]), (-1, W))
    s.resize([[(W, round(total * f, 2))] for f in (1.05, 1.2, 1.1, 1.35, 1.15, 1.5)])
    return s


def grid(rows, cols):
    """All required: rows and columns chained with 4-pt gaps, equal widths per row, equal heights
    per column, pinned to W and H."""
    s = System()
    W, H = s.var("W"), s.var("H")
    s.edit(W, 999, 40 * cols)
    s.edit(H, 999, 30 * rows)
    x = [[s.var(f"x{r}_{c}") for c in range(cols)] for r in range(rows)]
    y = [[s.var(f"y{r}_{c}") for c in range(cols)] for r in range(rows)]
    w = [[s.var(f"w{r}_{c}") for c in range(cols)] for r in range(rows)]
    h = [[s.var(f"h{r}_{c}") for c in range(cols)] for r in range(rows)]
    for r in range(rows):
        s.c("==", "required", 0, (1, x[r][0]))
        for c in range(1, cols):
            s.c("==", "required", -4, (1, x[r][c]), (-1, x[r][c - 1]), (-1, w[r][c - 1]))
            s.c("==", "required", 0, (1, w[r][c]), (-1, w[r][0]))
        s.c("==", "required", 0, (1, x[r][-1]), (1, w[r][-1]), (-1, W))
    for c in range(cols):
        s.c("==", "required", 0, (1, y[0][c]))
        for r in range(1, rows):
            s.c("==", "required", -4, (1, y[r][c]), (-1, y[r - 1][c]), (-1, h[r - 1][c]))
            s.c("==", "required", 0, (1, h[r][c]), (-1, h[0][c]))
        s.c("==", "required", 0, (1, y[-1][c]), (1, h[-1][c]), (-1, H))
    steps = [(40, 30), (60, 45), (35, 25), (80, 50), (50, 40), (45, 35)]
    s.resize([[(W, a * cols), (H, b * rows)] for a, b in steps])
    return s


def indep(n):
    """n independent siblings: x == k, CHCR on the width, x + w <= W."""
    s = System()
    W = s.var("W")
    s.edit(W, 999, 400)
    for i in range(n):
        x, w = s.var(f"x{i}"), s.var(f"w{i}")
        k = (i * 13) % 300
        s.c("==", "required", -k, (1, x))
        s.c(">=", "required", 0, (1, w))
        s.c(">=", 750, -intrinsic(i), (1, w))
        s.c("<=", 250, -intrinsic(i), (1, w))
        s.c("<=", "required", 0, (1, x), (1, w), (-1, W))
    s.resize([[(W, v)] for v in (400, 380, 420, 360, 500, 390)])
    return s


def nested(levels, fan=10):
    """Yoga's "huge nested" shape: every container lays out `fan` children in a row with 1-pt
    insets and gaps, equal widths, full height; the leaves are fan**levels views."""
    s = System()
    W, H = s.var("W"), s.var("H")
    width = 2.0 * fan ** levels * 4
    s.edit(W, 999, width)
    s.edit(H, 999, 600)
    counter = [0]

    def node():
        i = counter[0]
        counter[0] += 1
        return [s.var(f"{a}{i}") for a in "xywh"]

    root = node()
    x, y, w, h = root
    s.c("==", "required", 0, (1, x))
    s.c("==", "required", 0, (1, y))
    s.c("==", "required", 0, (1, w), (-1, W))
    s.c("==", "required", 0, (1, h), (-1, H))

    def children(parent, depth):
        px, py, pw, ph = parent
        kids = [node() for _ in range(fan)]
        for i, (x, y, w, h) in enumerate(kids):
            s.c("==", "required", -1, (1, y), (-1, py))
            s.c("==", "required", 2, (1, h), (-1, ph))
            if i == 0:
                s.c("==", "required", -1, (1, x), (-1, px))
            else:
                pxk, _, pwk, _ = kids[i - 1]
                s.c("==", "required", -1, (1, x), (-1, pxk), (-1, pwk))
                s.c("==", "required", 0, (1, w), (-1, kids[0][2]))
        lx, _, lw, _ = kids[-1]
        s.c("==", "required", 1, (1, lx), (1, lw), (-1, px), (-1, pw))
        if depth > 1:
            for k in kids:
                children(k, depth - 1)
        else:
            for (_, _, w, _) in kids:
                s.c(">=", "required", 0, (1, w))

    children(root, levels)
    s.resize([[(W, width * f), (H, 600 * f)] for f in (1.0, 1.2, 0.9, 1.5, 1.1, 2.0)])
    return s


CASES = [
    ("chain-10", lambda: chain(10)),
    ("chain-100", lambda: chain(100)),
    ("chain-1000", lambda: chain(1000)),
    ("chain-3000", lambda: chain(3000)),
    ("grid-10x10", lambda: grid(10, 10)),
    ("grid-30x30", lambda: grid(30, 30)),
    ("indep-10", lambda: indep(10)),
    ("indep-100", lambda: indep(100)),
    ("indep-1000", lambda: indep(1000)),
    ("indep-3000", lambda: indep(3000)),
    ("nested-10", lambda: nested(1)),
    ("nested-100", lambda: nested(2)),
    ("nested-1000", lambda: nested(3)),
    ("nested-10000", lambda: nested(4)),
]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make in CASES:
        path = os.path.join(out, name + ".txt")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(make().text())
        print(name)


if __name__ == "__main__":
    main()
