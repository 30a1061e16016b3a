"""Yoga's side of `Benchmarks/run layout`: the same trees as bench-layout, laid out by Yoga
(pyyoga, Python bindings over Yoga's C++ core), timing only calculate_layout.

Prints one JSON object per case: {"name": ..., "ms": median, "check": ...}.
"""
import json
import sys
import time

import pyyoga as yg

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 5


def huge_nested():
    """benchmark/YGBenchmark.c "Huge nested layout": 10x10x10x10, every node 10x10, flex-grow 1."""
    root = yg.Node()

    def fill(parent, level):
        if level == 4:
            return
        for _ in range(10):
            n = yg.Node()
            if level % 2 == 1:
                n.flex_direction = yg.FlexDirection.Row
            n.flex_grow = 1
            n.width = 10
            n.height = 10
            parent.insert_child(n, 0)
            fill(n, level + 1)

    fill(root, 0)
    return root


def flex_nested(levels):
    """Children share the parent's main axis (flex-grow 1), stretch across, margin 10 on level 1."""
    root = yg.Node()
    root.width = 1000
    root.height = 1000
    leaves = []

    def fill(parent, level):
        if level == levels:
            leaves.append(parent)
            return
        # A node's children run along its own flex direction: the root is a column; level-1
        # children (laid out in a column) lay their own children out in a row, and so on.
        parent.flex_direction = yg.FlexDirection.Row if level % 2 == 1 else yg.FlexDirection.Column
        for _ in range(10):
            n = yg.Node()
            n.flex_grow = 1
            n.flex_basis = 0
            if level == 0:
                n.set_margin(yg.Edge.All, 10)
            parent.add_child(n)
            fill(n, level + 1)

    fill(root, 0)
    return root, leaves


def absolute_frames(leaves):
    total = 0.0
    for leaf in leaves:
        x = y = 0.0
        n = leaf
        while n is not None:
            x += n.layout_left
            y += n.layout_top
            n = n.parent
        total += x + y + leaf.layout_width + leaf.layout_height
    return total


def median(xs):
    return sorted(xs)[len(xs) // 2]


def emit(name, ms, check=None):
    print(json.dumps({"name": name, "ms": ms, "check": check}), flush=True)


if len(sys.argv) > 2 and sys.argv[2] == "peak":
    # Peak resident size (KiB) of a process that builds and lays out the huge nested tree once,
    # the interpreter included, for bench-layout's `peak huge`.
    import resource
    huge_nested().calculate_layout()
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    sys.exit(0)

times = []
for _ in range(RUNS):
    root = huge_nested()
    t = time.perf_counter()
    root.calculate_layout()
    times.append((time.perf_counter() - t) * 1000)
emit("huge-nested/layout", median(times))

for levels, count in [(2, 111), (3, 1111), (4, 11111)]:
    layout, relayout = [], []
    check = None
    for _ in range(RUNS if levels < 4 else min(RUNS, 3)):
        root, leaves = flex_nested(levels)
        t = time.perf_counter()
        root.calculate_layout(1000, 1000)
        layout.append((time.perf_counter() - t) * 1000)
        for i in range(6):
            w = 900 if i % 2 == 0 else 1000
            root.width = w
            t = time.perf_counter()
            root.calculate_layout(w, 1000)
            relayout.append((time.perf_counter() - t) * 1000)
        check = absolute_frames(leaves)
    emit(f"flex-nested-{count}/layout", median(layout), check)
    emit(f"flex-nested-{count}/relayout", median(relayout))
