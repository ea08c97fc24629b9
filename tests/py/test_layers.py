"""One way only (issue 29, item 4; issue 39, item 6): no layer of src/ calls or
includes one above it, no game calls another, the files of every folder
call one another one way (no circle of calls, no circle of #include), and
no file is over 1,000 lines.
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
    c.begin("the files of each folder call one way: no circle")
    # within a folder (a game's, a layer's, src/ itself), the calls
    # between its files form no circle: one file is below another
    folders = sorted({folder_of(o) for o in objs})
    games = [g for g in folders if g not in LAYERS]
    c.check(len(games) >= 4, f"game folders: {games}")
    c.check(set(LAYERS) - {None} <= set(folders), f"layer folders: {folders}")
    for g in folders:
        sub = {o: {t for t in graph[o] if folder_of(t) == g} for o in objs if folder_of(o) == g}
        found = cycles(sub)
        for comp in found:
            c.check(False, f"a circle of calls in {g}/: {[os.path.basename(x) for x in comp]}")
        if not found:
            c.check(True, f"the calls between the files of {g}/ form no circle")
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
    c.begin("the #include lines of each folder form no circle")
    # a header that includes, through others of its folder, itself
    incl = {}
    for root, _, files in os.walk(SRC):
        for f in files:
            if not f.endswith((".c", ".h")):
                continue
            here = os.path.join(root, f)
            incl[here] = set()
            with open(here, encoding="utf-8") as fp:
                for line in fp:
                    m = re.match(r'#include "([^"]+)"', line)
                    if m and os.path.basename(m.group(1)) in headers:
                        there = os.path.join(SRC, headers[os.path.basename(m.group(1))],
                                             os.path.basename(m.group(1)))
                        if there != here and os.path.dirname(there) == root:
                            incl[here].add(there)
    for g in sorted({os.path.dirname(f) for f in incl}):
        sub = {f: incl[f] for f in incl if os.path.dirname(f) == g}
        found = cycles(sub)
        for comp in found:
            c.check(False, f"a circle of #include in {os.path.relpath(g, SRC)}/: "
                    f"{[os.path.basename(x) for x in comp]}")
        if not found:
            c.check(True, f"the #include lines of {os.path.relpath(g, SRC)}/ form no circle")
    c.begin("src/README names helpers that exist, and a one-file walkthrough")
    # the helpers src/README lists for a game author, each declared in
    # the header it names; its walkthrough a whole game in one .c file
    with open(os.path.join(SRC, "README"), encoding="utf-8") as fp:
        readme = fp.read()
    part = readme.split("The helpers a game author needs", 1)
    c.check(len(part) == 2, "src/README lists the helpers a game author needs")
    if len(part) == 2:
        where, named = None, 0
        for line in part[1].split("\n\n", 1)[0].splitlines()[1:]:
            m = re.match(r"  ([a-z]+\.h) ", line)
            if m:
                where = m.group(1)
            text = open(os.path.join(SRC, headers[where], where), encoding="utf-8").read()
            for name in re.findall(r"\b(?:[a-z]+_[a-z_]*[a-z]|GAME_PLAYERS)\b", line):
                if name in ("game_ops", "fr.po") or name.endswith("_ops"):
                    continue
                named += 1
                c.check(re.search(r"\b%s\b" % name, text) is not None,
                        f"src/README: {name} is declared in {where}")
        c.check(named >= 25, f"src/README names {named} helpers")
    toy = os.path.join(TOP, "tests", "toy", "toy")
    files = sorted(f for f in os.listdir(toy) if f.endswith((".c", ".h")))
    c.check(files == ["toy.c", "toy_ops.h"] and "tests/toy/toy/toy.c" in readme,
            f"src/README's walkthrough, tests/toy/toy, is one .c and its ops header: {files}")
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
