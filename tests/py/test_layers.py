"""One way only (issue 29, item 4): no layer of src/ calls or includes one
above it, no game calls another, the files of a game form a tree, and no
file is over 1,000 lines.
Read from the build, as the linker sees it: each object's defined and
undefined symbols (nm), and each source's #include lines.  The layers,
bottom first, are the folders src/README names; every other folder is a
game's, so a game added later is checked without a line changed here.

The registry (game_list) is passed in by the build from above (src/games.c,
tests/toy/games.c): it is the one symbol a lower layer names and an upper
one defines, as a callback is."""
import os
import re
import subprocess
import sys

from common import TOP, Checks

SRC = os.path.join(TOP, "src")
# bottom first; "game" folders (any other) stand between "game" and "session"
LAYERS = ["util", "game", None, "session", "log", "frontend", "."]
PASSED_IN = {"game_list"}


def layer(folder):
    return LAYERS.index(folder) if folder in LAYERS else LAYERS.index(None)


def folder_of(path):
    rel = os.path.relpath(path, SRC)
    return os.path.dirname(rel) or "."


def objects():
    out = []
    for root, _, files in os.walk(SRC):
        out += [os.path.join(root, f) for f in files if f.endswith(".o")]
    return sorted(out)


def symbols(obj):
    r = subprocess.run(["nm", obj], capture_output=True, text=True, check=True).stdout
    defined, used = set(), set()
    for line in r.splitlines():
        f = line.split()
        if len(f) == 3 and f[1] in "TDRBCV":
            defined.add(f[2])
        elif len(f) == 2 and f[0] == "U":
            used.add(f[1])
    return defined, used


def cycles(graph):
    """Strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, found, n = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))
    for v in graph:
        if v not in index:
            visit(v)
    return found


def main():
    c = Checks("layers")
    objs = objects()
    c.begin("the objects under src/")
    c.check(len(objs) > 40, f"objects under src/ (make first): {len(objs)}")
    owner, uses = {}, {}
    for o in objs:
        d, u = symbols(o)
        for s in d:
            owner[s] = o
        uses[o] = u
    c.begin("no layer calls one above it, no game another")
    graph = {o: set() for o in objs}
    for o, u in uses.items():
        for s in sorted(u - PASSED_IN):
            t = owner.get(s)
            if t is None or t == o:
                continue
            a, b = folder_of(o), folder_of(t)
            graph[o].add(t)
            name = f"{os.path.relpath(o, SRC)} calls {s} of {os.path.relpath(t, SRC)}"
            if a != b and layer(a) < layer(b):
                c.check(False, f"upward: {name}")
            elif a != b and layer(a) == layer(b):
                c.check(False, f"one game calls another: {name}")
            else:
                c.check(True, name)
    c.begin("the files of each game form a tree")
    # within a game's folder, the files form a tree
    games = sorted({folder_of(o) for o in objs if folder_of(o) not in LAYERS})
    c.check(len(games) >= 4, f"game folders: {games}")
    for g in games:
        sub = {o: {t for t in graph[o] if folder_of(t) == g} for o in objs if folder_of(o) == g}
        for comp in cycles(sub):
            c.check(False, f"a circle of files in {g}: {[os.path.basename(x) for x in comp]}")
        c.check(True, f"the files of {g} form a tree")
    c.begin("no layer includes a header of one above it")
    # #include lines: a header of the file's own folder or of a layer below
    headers = {}
    for root, _, files in os.walk(SRC):
        for f in files:
            if f.endswith(".h"):
                headers[f] = os.path.relpath(root, SRC) if root != SRC else "."
    for root, _, files in os.walk(SRC):
        for f in files:
            if not f.endswith((".c", ".h")):
                continue
            here = os.path.relpath(root, SRC) if root != SRC else "."
            with open(os.path.join(root, f), encoding="utf-8") as fp:
                for line in fp:
                    m = re.match(r'#include "([^"]+)"', line)
                    if not m or os.path.basename(m.group(1)) not in headers:
                        continue
                    there = headers[os.path.basename(m.group(1))]
                    bad = there != here and layer(here) <= layer(there)
                    c.check(not bad, f"{os.path.join(here, f)} includes {m.group(1)} of {there}")
    c.begin("no file over 1,000 lines")
    # no file over 1,000 lines
    for root, _, files in os.walk(SRC):
        for f in files:
            if f.endswith((".c", ".h")):
                with open(os.path.join(root, f), encoding="utf-8") as fp:
                    n = sum(1 for _ in fp)
                c.check(n <= 1000, f"{os.path.relpath(os.path.join(root, f), SRC)}: {n} lines")
    c.finish()


main()
