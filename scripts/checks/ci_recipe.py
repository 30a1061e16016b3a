"""Prints the shell commands of the README's CI recipe (the ```yaml block with `plumb shard`),
one job's steps at a time, so that scripts/checks/consumer.sh runs exactly what the README says.

Usage: ci_recipe.py README JOB SHARD  -> the `run:` steps of JOB, `${{ matrix.shard }}` replaced
by SHARD, each step followed by a line holding only the separator `#--step--`.
Exit status 2 (with a message naming the file) when the block or the job is missing.
"""
import re
import sys


def blocks(text):
    return re.findall(r"^```yaml\n(.*?)^```", text, re.S | re.M)


def steps(block, job):
    lines = block.split("\n")
    out, in_job, i = [], False, 0
    job_indent = None
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(\s*)([A-Za-z0-9_-]+):\s*$", line)
        if m and (job_indent is None or len(m.group(1)) <= job_indent):
            if m.group(2) == job:
                in_job, job_indent = True, len(m.group(1))
            elif in_job:
                break
        if in_job:
            r = re.match(r"^(\s*)- run:\s*(.*)$", line)
            if r:
                body = r.group(2)
                if body == "|":
                    indent = None
                    cmd = []
                    i += 1
                    while i < len(lines):
                        l = lines[i]
                        if l.strip() == "":
                            i += 1
                            continue
                        ind = len(l) - len(l.lstrip())
                        if indent is None:
                            indent = ind
                        if ind < indent:
                            break
                        cmd.append(l[indent:])
                        i += 1
                    out.append("\n".join(cmd))
                    continue
                out.append(body)
        i += 1
    return out


def main():
    readme, job, shard = sys.argv[1:4]
    text = open(readme, encoding="utf-8").read()
    recipe = [b for b in blocks(text) if "plumb shard" in b]
    if not recipe:
        print(f"{readme}: no ```yaml block with `plumb shard` (the CI recipe)", file=sys.stderr)
        sys.exit(2)
    found = steps(recipe[0], job)
    if not found:
        print(f"{readme}: the CI recipe has no job `{job}` with `run:` steps", file=sys.stderr)
        sys.exit(2)
    for s in found:
        print(s.replace("${{ matrix.shard }}", shard))
        print("#--step--")


main()
