#!/usr/bin/env python3
"""Drives the peer, kiwisolver (installed from PyPI at run time), on a system file written by
solver_gen.py, and prints one JSON object with timings and values, like bench-solver.

Protocol (the same as bench-solver): variables and constraints are built before timing.
  build  = new Solver, edit variables, pre-suggestions, add every constraint (kiwisolver's stock
           behaviour: it optimises after every add), updateVariables, read every variable
  resize = suggest the next size from the file's steps, updateVariables, read every variable
Priorities map to kiwi strengths as weights: `required` -> kiwisolver's required, a number p ->
weight p; edit variables get p * 1000 (999 -> 999000, just under strong), as in the reference.
If one build exceeds --budget seconds it is abandoned and reported as a timeout; after 10 s of
builds no further runs start.

Usage: solver_kiwi.py FILE [--runs N] [--budget SECONDS]
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def parse(path):
    names, variables, edits, presets, constraints, steps, pending = [], {}, [], [], [], [], []

    def strength(text, scale=1.0):
        return "required" if text == "required" else float(text) * scale

    for line in open(path):
        f = line.split()
        if f[0] == "v":
            variables[f[1]] = kiwi.Variable(f[1])
            names.append(f[1])
        elif f[0] == "e":
            edits.append((variables[f[1]], strength(f[2], 1000.0)))
        elif f[0] == "p":
            presets.append((variables[f[1]], float(f[2])))
        elif f[0] == "c":
            n = int(f[4])
            expr = float(f[3])
            for i in range(n):
                expr = expr + float(f[5 + 2 * i]) * variables[f[6 + 2 * i]]
            if f[1] == "==":
                c = expr == 0
            elif f[1] == "<=":
                c = expr <= 0
            else:
                c = expr >= 0
            constraints.append(c | strength(f[2]))
        elif f[0] == "s":
            pending.append((variables[f[1]], float(f[2])))
        elif f[0] == "u":
            steps.append(pending)
            pending = []
    return names, variables, edits, presets, constraints, steps


def main():
    args = sys.argv[1:]
    path = args[0]
    runs = int(args[args.index("--runs") + 1]) if "--runs" in args else 3
    budget = float(args[args.index("--budget") + 1]) if "--budget" in args else 60.0
    names, variables, edits, presets, constraints, steps = parse(path)
    allvars = [variables[n] for n in names]
    build_ms, solver, timed_out = [], None, False
    for _ in range(runs):
        start = time.perf_counter()
        s = kiwi.Solver()
        for v, strength in edits:
            s.addEditVariable(v, strength)
        for v, value in presets:
            s.suggestValue(v, value)
        for i, c in enumerate(constraints):
            s.addConstraint(c)
            if i % 64 == 0 and time.perf_counter() - start > budget:
                timed_out = True
                break
        if timed_out:
            break
        s.updateVariables()
        total = sum(v.value() for v in allvars)
        build_ms.append((time.perf_counter() - start) * 1000)
        solver = s
        if sum(build_ms) > 10000:  # slow case: stop after 10 s of builds (at least one)
            break
    out = {"build_ms": build_ms, "timeout": timed_out, "budget_ms": budget * 1000}
    if solver is not None:
        out["values"] = {n: variables[n].value() for n in names}
        resize_us = []
        for _ in range(5):
            count, elapsed = 0, 0.0
            while True:
                for step in steps:
                    start = time.perf_counter()
                    for v, value in step:
                        solver.suggestValue(v, value)
                    solver.updateVariables()
                    total += sum(v.value() for v in allvars)
                    elapsed += time.perf_counter() - start
                    count += 1
                if elapsed >= 0.2 or count >= 100000:
                    break
            resize_us.append(elapsed * 1e6 / count)
        out["resize_us"] = resize_us
        out["final_values"] = {n: variables[n].value() for n in names}
    json.dump(out, sys.stdout, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
