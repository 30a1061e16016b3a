#!/usr/bin/env python3
"""Turns the JSON of bench-solver (Plumb) and solver_kiwi.py (kiwisolver) for one case into
BENCH lines, and checks that both solvers agree on every value that is uniquely determined.

Usage: solver_report.py CASE PLUMB.json KIWI.json
"""
import json
import statistics
import sys


def fmt(x):
    return f"{x:.3g}" if x < 100 else f"{x:.0f}"


def main():
    case, plumb_path, kiwi_path = sys.argv[1:4]
    plumb = json.load(open(plumb_path))
    kiwi = json.load(open(kiwi_path))
    # Agreement: values after the build, skipping variables Plumb reports as ambiguous.
    if "values" in kiwi:
        skip = set(plumb.get("ambiguous", []))
        checked = [n for n in plumb["values"] if n not in skip]
        worst, where = 0.0, None
        for n in checked:
            d = abs(plumb["values"][n] - kiwi["values"][n])
            if d > worst:
                worst, where = d, n
        uniq = "ambiguity checked" if plumb.get("ambiguity_checked") else "uniqueness not checked"
        status = "agree" if worst <= 1e-6 else "DISAGREE"
        print(f"# solver/{case}: {status}: max |plumb-kiwi| = {worst:.3g}"
              + (f" at {where}" if where and worst > 1e-6 else "")
              + f" over {len(checked)} values ({len(skip)} ambiguous skipped, {uniq})")
    for kind, unit in (("build", "ms"), ("resize", "us")):
        mine = statistics.median(plumb[f"{kind}_ms" if kind == "build" else "resize_us"])
        theirs_list = kiwi.get(f"{kind}_ms" if kind == "build" else "resize_us", [])
        if kind == "build" and kiwi.get("timeout"):
            peer = f"kiwisolver:timeout>{kiwi['budget_ms']:.0f}ms"
            ratio = "none"
        elif not theirs_list:
            peer, ratio = "kiwisolver:none", "none"
        else:
            theirs = statistics.median(theirs_list)
            peer = f"kiwisolver:{fmt(theirs)}{unit}"
            ratio = f"{mine / theirs:.4g}"
        print(f"BENCH solver/{case}/{kind} plumb={fmt(mine)}{unit} peer={peer} ratio={ratio}")


if __name__ == "__main__":
    main()
