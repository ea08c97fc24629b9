#!/usr/bin/env python3
"""How good `treeref seat`'s seatings are, measured against an
implementation of its own: generated histories (earlier rounds written as
event logs), seated by treeref, then the same problem solved here by

  - brute force (every seating of numbered tables, up to --exact-max
    players): the fewest repeated pairs, and among those the seating
    closest to the filled order (fewest tables moved, added up over the
    players; then the first in a walk of the players in the filled order,
    each tried at table 1, 2, ...), as the spec and treeref define it;
  - the greedy seating (players in the filled order, each at the table
    with room where they met the fewest of those already seated; the
    first such table);
  - steepest descent from the filled order (repeatedly the swap of two
    players at different tables that lowers the repeated pairs most;
    ties: the first player's table, then seat, then the second's table
    and seat; a swapped player takes the other's seat).

The filled order is the seeded random order treeref uses when no finished
game of the seated game is read (the histories hold only the starting
rows of games): splitmix64 from the seed, a Fisher-Yates shuffle from the
end; a history with no pairs checks that it matches treeref's.

    python3 tests/seat_quality.py [--cases N] [--seed S] [--exact-max M]
        [--max-players P] [--program TREEREF] [--quiet]

prints a table (cases; equal to the optimum; against greedy and steepest
descent: better, equal, worse) and exits 1 when treeref is worse than
either, not optimal up to --exact-max players, not the same seating as
the brute force's, or not the same seating twice.  tests/py/test_seating.py
runs a fixed small set in make check; `make seat-quality` a long run.
"""
import argparse
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = ("ann bob cleo dan eve finn gus hana ivo jade kai lou mia ned olga pia "
         "quin rosa sam tess ugo vera walt xena yuri zoe abel bea cyd dina "
         "emil faye gil hugo iris joel kira leon maud nico").split()
HEADER = ("game,version,seq,command,round,pick,player,action,colour,level,slot,card,"
          "marker,points,time,game_id,revision,corrects,event,event_round,event_table")
MASK = (1 << 64) - 1


def splitmix_shuffle(n, seed):
    """Indices 0..n-1 shuffled as treeref's seeded order is."""
    order = list(range(n))
    state = seed

    def nxt():
        nonlocal state
        state = (state + 0x9e3779b97f4a7c15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & MASK
        z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & MASK
        return z ^ (z >> 31)
    for i in range(n - 1, 0, -1):
        j = nxt() % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def table_sizes(n, lo, hi):
    """The fewest tables of lo..hi players, differing by one at most,
    the larger first."""
    for k in range(-(-n // hi), n // lo + 1):
        small, big = n // k, -(-n // k)
        if small >= lo and big <= hi:
            return [small + 1 if t < n % k else small for t in range(k)]
    return None


def pairs_of(tables, met):
    return sum(met[a][b] for t in tables for a, b in itertools.combinations(t, 2))


def filled_tables(order, sizes):
    out, k = [], 0
    for s in sizes:
        out.append(list(order[k:k + s]))
        k += s
    return out


def greedy(order, sizes, met):
    tables = [[] for _ in sizes]
    for p in order:
        best = None
        for t, s in enumerate(sizes):
            if len(tables[t]) < s:
                cost = sum(met[p][q] for q in tables[t])
                if best is None or cost < best[0]:
                    best = (cost, t)
        tables[best[1]].append(p)
    return tables


def descent(order, sizes, met):
    tables = filled_tables(order, sizes)

    def cost(t):
        return pairs_of([t], met)
    while True:
        best = None
        for ta in range(len(tables)):
            for i in range(len(tables[ta])):
                for tb in range(ta + 1, len(tables)):
                    for j in range(len(tables[tb])):
                        a, b = tables[ta][i], tables[tb][j]
                        na = tables[ta][:i] + [b] + tables[ta][i + 1:]
                        nb = tables[tb][:j] + [a] + tables[tb][j + 1:]
                        d = cost(na) + cost(nb) - cost(tables[ta]) - cost(tables[tb])
                        if d < 0 and (best is None or d < best[0]):
                            best = (d, ta, i, tb, j)
        if best is None:
            return tables
        _, ta, i, tb, j = best
        tables[ta][i], tables[tb][j] = tables[tb][j], tables[ta][i]


def brute_force(order, sizes, met):
    """Every seating of numbered tables, the players in the filled order
    each tried at the tables in turn: the first with the fewest pairs,
    then the fewest tables moved."""
    filled = {}
    for t, tb in enumerate(filled_tables(order, sizes)):
        for p in tb:
            filled[p] = t
    tables = [[] for _ in sizes]
    best = [None, None]

    def walk(i, pairs, disp):
        if i == len(order):
            if best[0] is None or (pairs, disp) < best[0]:
                best[0] = (pairs, disp)
                best[1] = [list(t) for t in tables]
            return
        p = order[i]
        for t, s in enumerate(sizes):
            if len(tables[t]) < s:
                add = sum(met[p][q] for q in tables[t])
                tables[t].append(p)
                walk(i + 1, pairs + add, disp + abs(t - filled[p]))
                tables[t].pop()
    walk(0, 0, 0)
    return best[1]


def player_range(program, game, tmp):
    empty = os.path.join(tmp, "empty.txt")
    open(empty, "w").close()
    r = subprocess.run([program, "seat", game, empty], capture_output=True, text=True,
                       env=env_of(tmp))
    import re
    m = re.search(r"played by (\d+)(?: to (\d+))? players?\.", r.stderr)
    return int(m.group(1)), int(m.group(2) or m.group(1))


def env_of(tmp):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "LC_")) and k not in ("LANGUAGE", "TREEREF_LOCALEDIR")}
    env.update(HOME=tmp, LANG="C.UTF-8", XDG_STATE_HOME=os.path.join(tmp, "state"))
    return env


def history(rng, players, rounds):
    """Earlier rounds: in each, most of the players, at tables of 2 to 4."""
    games = []
    for _ in range(rounds):
        here = [p for p in players if rng.random() < 0.85]
        rng.shuffle(here)
        while len(here) >= 2:
            k = min(len(here), rng.choice((2, 3, 3, 4, 4)))
            if len(here) - k == 1:
                k = len(here) if k < 4 else k - 1
            games.append(here[:k])
            here = here[k:]
    return games


def write_log(path, games):
    with open(path, "w", encoding="utf-8") as fp:
        fp.write(HEADER + "\n")
        for g in games:
            fp.write(f"bte,5,1,new bte {' '.join(g)},1,1,,new,,,,,,,"
                     f"2026-11-26T19:00:00+01:00,,1,,,,\n")


def seat(program, game, tmp, players_path, log, seed):
    logs = [log] if log else []
    r = subprocess.run([program, "seat", game, players_path, *logs, "--seed", str(seed), "--json"],
                       capture_output=True, text=True, env=env_of(tmp), timeout=600)
    if r.returncode != 0:
        raise SystemExit(f"treeref seat failed ({r.returncode}): {r.stderr}")
    rows = [json.loads(line) for line in r.stdout.splitlines()]
    tables = [row["players"] for row in rows if "table" in row]
    return tables, rows[-1]["repeated_pairs"], r.stdout


def run_case(program, game, rng_seed, n, tmp, ranges, exact_max):
    rng = random.Random(rng_seed)
    while table_sizes(n, *ranges[game]) is None:
        n += 1  # 5 players of a game of exactly 2: 6
    names = NAMES[:n]
    rounds = rng.choice((0, 1, 2, 3, 4, 5, 6, 8)) if n > 2 else 0
    games = history(rng, names, rounds)
    ppath = os.path.join(tmp, "players.txt")
    with open(ppath, "w", encoding="utf-8") as fp:
        fp.write("\n".join(names) + "\n")
    log = os.path.join(tmp, "history.csv")
    if games:
        write_log(log, games)
    else:
        log = None  # a log with no game is refused
    seed = rng.randrange(1000000)
    got, said, out = seat(program, game, tmp, ppath, log, seed)
    again = seat(program, game, tmp, ppath, log, seed)[2]
    index = {name: i for i, name in enumerate(names)}
    met = [[0] * n for _ in range(n)]
    for g in games:
        for a, b in itertools.combinations(g, 2):
            met[index[a]][index[b]] = met[index[b]][index[a]] = 1
    tables = [[index[x] for x in t] for t in got]
    sizes = table_sizes(n, *ranges[game])
    order = splitmix_shuffle(n, seed)
    res = {"n": n, "game": game, "seed": seed, "rounds": rounds, "problems": []}
    if [len(t) for t in tables] != sizes or sorted(sum(tables, [])) != list(range(n)):
        res["problems"].append(f"tables {got} are not {sizes} of every player once")
        return res
    res["pairs"] = mine = pairs_of(tables, met)
    if mine != said:
        res["problems"].append(f"says {said} repeated pairs, counted {mine}")
    if out != again:
        res["problems"].append("two runs seat differently")
    res["greedy"] = pairs_of(greedy(order, sizes, met), met)
    res["descent"] = pairs_of(descent(order, sizes, met), met)
    if not games and tables != filled_tables(order, sizes):
        res["problems"].append(f"no history, yet not the filled order {order}: {tables}")
    if n <= exact_max:
        best = brute_force(order, sizes, met)
        res["optimum"] = pairs_of(best, met)
        # seat order at a table is the filled order: compare as sets
        if [sorted(t) for t in tables] != [sorted(t) for t in best]:
            res["not_same"] = True
            if mine == res["optimum"]:
                res["problems"].append(f"as few pairs ({mine}) but not the closest seating "
                                       f"{best}: {tables}")
        if mine != res["optimum"]:
            res["problems"].append(f"{mine} repeated pairs, the fewest possible {res['optimum']}")
    if mine > res["greedy"]:
        res["problems"].append(f"{mine} repeated pairs, greedy {res['greedy']}")
    if mine > res["descent"]:
        res["problems"].append(f"{mine} repeated pairs, steepest descent {res['descent']}")
    return res


def cases(count, seed, exact_max, max_players, games):
    """(game, case seed, players): the same list from the same arguments;
    half of them up to exact_max players, half above."""
    rng = random.Random(seed)
    for k in range(count):
        game = games[k % len(games)]
        small = (k // len(games)) % 2 == 0 or max_players <= exact_max
        n = rng.randint(3, exact_max) if small else rng.randint(exact_max + 1, max_players)
        yield game, rng.randrange(1 << 30), n


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--exact-max", type=int, default=12)
    ap.add_argument("--max-players", type=int, default=40)
    ap.add_argument("--program", default=os.path.join(TOP, "treeref"))
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        ids = subprocess.run([a.program, "--game-ids"], capture_output=True, text=True,
                             env=env_of(tmp)).stdout.split()
        ranges = {g: player_range(a.program, g, tmp) for g in ids}
        for game, cseed, n in cases(a.cases, a.seed, a.exact_max, a.max_players, ids):
            r = run_case(a.program, game, cseed, n, tmp, ranges, a.exact_max)
            results.append(r)
            for p in r["problems"]:
                print(f"FAIL: seat {game}, {n} players, case seed {cseed}, seed {r['seed']}: {p}")
    failed = report(results, a.exact_max, a.quiet)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


def report(results, exact_max, quiet=False):
    """Print the table; the cases with a problem."""
    def row(label, rs):
        d = {"cases": len(rs)}
        ex = [r for r in rs if "optimum" in r]
        d["optimal"] = f"{sum(r['pairs'] == r['optimum'] for r in ex)}/{len(ex)}"
        d["same"] = f"{sum(not r.get('not_same') for r in ex)}/{len(ex)}"
        for k in ("greedy", "descent"):
            d[k] = "/".join(str(sum(f(r["pairs"], r[k]) for r in rs))
                            for f in (lambda x, y: x < y, lambda x, y: x == y,
                                      lambda x, y: x > y))
        return (f"{label:<22} {d['cases']:>6} {d['optimal']:>9} {d['same']:>9} "
                f"{d['greedy']:>14} {d['descent']:>14}")
    ok = [r for r in results if "pairs" in r]
    failed = sum(bool(r["problems"]) for r in results)
    if not quiet:
        print(f"{'players':<22} {'cases':>6} {'optimal':>9} {'same':>9} "
              f"{'vs greedy <,=,>':>14} {'vs descent <,=,>':>14}")
        print(row(f"3-{exact_max} (brute force)", [r for r in ok if r["n"] <= exact_max]))
        print(row(f"{exact_max + 1}+ (no brute force)", [r for r in ok if r["n"] > exact_max]))
        print(row("all", ok))
        print("(optimal: as few repeated pairs as the brute force; same: the very seating "
              "it picks among those;\n <,=,>: treeref fewer, as many, more repeated pairs)")
    return failed


if __name__ == "__main__":
    sys.exit(main())
