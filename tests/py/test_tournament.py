"""A tournament from first seat to final table, run as an organiser does:
`seat` (the same seating from the same seed; the table sizes of every
game for 1 to 40 players; the next round of the sample tournament with
no more repeated pairs than the best of 200 seeded random seatings of the
same sizes, and fewer than their mean; bad players files; logs of other
games and broken logs; --csv and --json); standings by tournament
points, recomputed here from each log's score sheet (export scores), with
--csv and --json agreeing with the text; check's one line shape and
check --json; --game-ids."""
import csv
import glob
import io
import itertools
import json
import os
import random
import re
import shutil
import subprocess
import unicodedata

from common import played_at_date, TOP, TREEREF, Checks, hermetic_env, tempdir

LOGS = sorted(glob.glob(os.path.join(TOP, "data", "tournament", "*.csv")))
EIGHT = ["ann", "bob", "cy", "dan", "eve", "finn", "gus", "hana"]


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def write(path, text):
    with open(path, "w", encoding="utf-8") as fp:
        fp.write(text)
    return path


def tables_of(out):
    """The players of each table a seating printed, by table number."""
    found = re.findall(r"^Table (\d+): (.*); type:\n  (new .*)$", out, re.M)
    return [(int(n), names.split(", "), new) for n, names, new in found]


def game_ids(c, env, tmp):
    r = run(["--game-ids"], env, tmp)
    ids = r.stdout.split()
    c.check(r.returncode == 0 and {"bte", "tlh", "3high", "magical"} <= set(ids),
            f"--game-ids: {r.returncode} {r.stdout!r}")
    return ids


def player_range(c, env, tmp, game):
    """The game's range of players, as seat says it for an empty list."""
    empty = write(os.path.join(tmp, "empty.txt"), "# nobody yet\n\n")
    r = run(["seat", game, empty, "--seed", "1"], env, tmp)
    # "played by 2 to 4 players", or "by 2 players" for a game of one size
    m = re.search(r"played by (\d+)(?: to (\d+))? players?\.", r.stderr)
    c.check(r.returncode == 2 and r.stdout == "" and m is not None
            and m.group(1) != m.group(2),
            f"seat {game} of nobody: {r.returncode} {r.stdout!r} {r.stderr!r}")
    return (int(m.group(1)), int(m.group(2) or m.group(1))) if m else (1, 1)


def fewest_tables(n, lo, hi):
    """The fewest tables of lo to hi players, sizes differing by one at
    most, that seat n players; None when no number of tables does (3
    players of a game of exactly 2)."""
    for k in range(-(-n // hi), n // lo + 1):
        if n // k >= lo and -(-n // k) <= hi:
            return k
    return None


def sizes(c, env, tmp, ids):
    """Fewest tables within the game's range, sizes differing by one at
    most, every player seated once; too few players, or a count no tables
    add up to: exit 2, no seating, and the counts that would seat."""
    for game in ids:
        lo, hi = player_range(c, env, tmp, game)
        for n in range(1, 41):
            names = [f"p{k}" for k in range(n)]
            path = write(os.path.join(tmp, f"p{n}.txt"), "\n".join(names) + "\n")
            r = run(["seat", game, path, "--seed", str(n)], env, tmp)
            if n < lo:
                c.check(r.returncode == 2 and r.stdout == "" and "cannot fill" in r.stderr,
                        f"seat {game} of {n}: {r.returncode} {r.stderr!r}")
                continue
            k = fewest_tables(n, lo, hi)
            if k is None:
                near = [m for m in range(lo, n + hi + 1) if fewest_tables(m, lo, hi)]
                below = max(m for m in near if m < n)
                above = min(m for m in near if m > n)
                c.check(r.returncode == 2 and r.stdout == "" and "cannot be split" in r.stderr
                        and f"{below} or {above} players can." in r.stderr,
                        f"seat {game} of {n}: {r.returncode} {r.stdout!r} {r.stderr!r}")
                continue
            t = tables_of(r.stdout)
            got = [len(p) for _, p, _ in t]
            ok = (r.returncode == 0 and len(got) == k and all(lo <= s <= hi for s in got)
                  and max(got) - min(got) <= 1 and got == sorted(got, reverse=True)
                  and sorted(sum((p for _, p, _ in t), [])) == sorted(names))
            c.check(ok, f"seat {game} of {n} players: tables {got} (want {k} of {lo}-{hi})")


def same_seed(c, env, tmp):
    players = write(os.path.join(tmp, "players.txt"), "\n".join(EIGHT + ["ivy", "jo"]) + "\n")
    a = run(["seat", "bte", players, "--seed", "7"], env, tmp)
    b = run(["seat", "bte", players, "--seed", "7"], env, tmp)
    c.check(a.returncode == 0 and a.stdout == b.stdout and len(tables_of(a.stdout)) == 3,
            f"seat --seed 7 twice: {a.stdout!r} {b.stdout!r} {a.stderr!r}")
    c.check([len(p) for _, p, _ in tables_of(a.stdout)] == [4, 3, 3],
            f"10 players of bte: {a.stdout}")
    c.check("--seed 7" in a.stdout, "the seed is not said")
    other = [run(["seat", "bte", players, "--seed", str(s)], env, tmp).stdout for s in range(8, 14)]
    c.check(any(o != a.stdout for o in other), "six other seeds all seat as seed 7 does")
    # no seed: one from the clock, printed, and it seats the same again
    r = run(["seat", "bte", players], env, tmp)
    m = re.search(r"--seed (\d+)", r.stdout)
    again = run(["seat", "bte", players, "--seed", m.group(1)], env, tmp) if m else None
    c.check(m is not None and again.stdout == r.stdout, f"the clock's seed: {r.stdout!r}")
    return a.stdout


def met_pairs(c, env, tmp):
    """Who sat together in the sample logs, from check --json's players."""
    r = run(["check", "--json"] + LOGS, env, tmp)
    met = set()
    rows = [json.loads(l) for l in r.stdout.splitlines()]
    c.check(r.returncode == 0 and len(rows) == len(LOGS), f"check --json: {r.stderr}")
    for row in rows:
        names = [p["player"].lower() for p in row["players"]]
        met |= {frozenset(p) for p in itertools.combinations(names, 2)}
    return met


def repeated(tables, met):
    return sum(frozenset(p) in met for t in tables for p in itertools.combinations(t, 2))


def next_round(c, env, tmp):
    met = met_pairs(c, env, tmp)
    players = write(os.path.join(tmp, "eight.txt"), "\n".join(EIGHT) + "\n")
    results = {}
    for game in ("bte", "tlh", "magical"):
        r = run(["seat", game, players] + LOGS, env, tmp)
        t = tables_of(r.stdout)
        got = repeated([p for _, p, _ in t], met)
        said = re.search(r"Repeated pairs: (\d+)", r.stdout)
        c.check(r.returncode == 0 and said and int(said.group(1)) == got,
                f"seat {game}: says {said and said.group(1)}, counted {got}: {r.stdout}")
        # 200 seeded random seatings of the same sizes
        sz = [len(p) for _, p, _ in t]
        costs = []
        for seed in range(200):
            order = EIGHT[:]
            random.Random(seed).shuffle(order)
            cut, k = [], 0
            for s in sz:
                cut.append(order[k:k + s])
                k += s
            costs.append(repeated(cut, met))
        best, mean = min(costs), sum(costs) / len(costs)
        c.check(got <= best and got < mean,
                f"seat {game}: {got} repeated pairs, random best {best} mean {mean:.2f}")
        results[game] = (got, best, mean, r.stdout)
        # the round is seated from the standings: other games' logs and
        # players missing from the list are named
        c.check("in the order of the standings" in r.stdout, f"seat {game}: not by standings")
        c.check("a log of" in r.stderr and "lou plays in the logs" in r.stderr,
                f"seat {game} stderr: {r.stderr!r}")
    # 3-High is cooperative: always a random order, the seed said
    r = run(["seat", "3high", players, "--seed", "3"] + LOGS, env, tmp)
    c.check(r.returncode == 0 and "random order (seed 3" in r.stdout, f"seat 3high: {r.stdout}")
    return results


def bad_players(c, env, tmp):
    cases = [("ann\nbob\n# c\nAnn\n", ":4:", "twice"),
             ("ann\n=bob\ncy\n", ":2:", "formula"),
             ("ann\nbob cy\n", ":2:", "one player a line"),
             ("ann:4x\nbob\n", ":1:", "not an age"),
             ("ann\nb\x01b\n", ":2:", "control character")]
    for text, where, why in cases:
        path = write(os.path.join(tmp, "bad.txt"), text)
        r = run(["seat", "bte", path, "--seed", "1"], env, tmp)
        c.check(r.returncode == 2 and r.stdout == "" and f"bad.txt{where}" in r.stderr
                and why in r.stderr, f"players {text!r}: {r.returncode} {r.stderr!r}")
    ok = write(os.path.join(tmp, "ok.txt"), "ann\nbob\n")
    r = run(["seat", "chess", ok], env, tmp)
    c.check(r.returncode == 2 and r.stdout == "" and "Unknown game" in r.stderr
            and "bte" in r.stderr, f"seat chess: {r.stderr!r}")
    r = run(["seat", "bte", "none.txt"], env, tmp)
    c.check(r.returncode == 2 and r.stdout == "" and "none.txt" in r.stderr, f"no file: {r.stderr!r}")
    one = write(os.path.join(tmp, "one.txt"), "ann\n")
    r = run(["seat", "magical", one], env, tmp)
    c.check(r.returncode == 2 and r.stdout == "" and "1 player cannot fill" in r.stderr,
            f"one player of magical: {r.stderr!r}")
    r = run(["seat"], env, tmp)
    c.check(r.returncode == 2 and "Usage" in r.stderr, f"seat alone: {r.stderr!r}")


def logs_and_outputs(c, env, tmp):
    players = write(os.path.join(tmp, "eight.txt"), "\n".join(EIGHT) + "\n")
    broken = write(os.path.join(tmp, "broken.csv"), "not,a,log\n")
    r = run(["seat", "bte", players, LOGS[0], broken], env, tmp)
    c.check(r.returncode == 1 and "broken.csv" in r.stderr and len(tables_of(r.stdout)) == 2,
            f"a broken log: {r.returncode} {r.stderr!r}")
    out = os.path.join(tmp, "seats.csv")
    t = run(["seat", "bte", players, "--seed", "5", "--csv", out], env, tmp)
    j = run(["seat", "bte", players, "--seed", "5", "--json"], env, tmp)
    with open(out, encoding="utf-8") as fp:
        rows = list(csv.reader(fp))
    c.check(rows[0] == ["table", "seat", "player"], f"seat --csv header: {rows[:1]}")
    text = [(n, p) for n, p, _ in tables_of(t.stdout)]
    from_csv = {}
    for tb, seat, name in rows[1:]:
        from_csv.setdefault(int(tb), []).append((int(seat), name))
    c.check([(n, [x for _, x in sorted(from_csv[n])]) for n in sorted(from_csv)] == text,
            "seat --csv differs from the text")
    lines = [json.loads(l) for l in j.stdout.splitlines()]
    c.check([(l["table"], l["players"]) for l in lines if "table" in l] == text
            and lines[-1]["seed"] == 5 and lines[-1]["repeated_pairs"] == 0,
            f"seat --json differs from the text: {j.stdout}")
    c.check([l["new"] for l in lines if "table" in l] == [n for _, _, n in tables_of(t.stdout)],
            "seat --json's new lines")
    # what new needs besides the name: given, or AGE to fill in
    ages = write(os.path.join(tmp, "ages.txt"), "ann:41\nbob\ncy:7\ndan:12\n")
    r = run(["seat", "magical", ages, "--seed", "2"], env, tmp)
    news = " ".join(n for _, _, n in tables_of(r.stdout))
    c.check("ann:41" in news and "bob:AGE" in news and "cy:7" in news and "AGE" in r.stdout,
            f"magical ages: {r.stdout}")
    r = run(["seat", "bte", ages, "--seed", "2"], env, tmp)
    c.check(":" not in " ".join(n for _, _, n in tables_of(r.stdout)), f"bte ages: {r.stdout}")
    # variants go into every new line; French name of the command
    r = run(["répartir", "tlh", "strategic", players, "--seed", "4"], env, tmp)
    c.check(r.returncode == 0 and all(n.startswith("new tlh strategic ")
                                      for _, _, n in tables_of(r.stdout)),
            f"répartir tlh strategic: {r.stdout} {r.stderr}")
    r = run(["--lang", "fr", "répartir", "bte", players, "--seed", "4"], env, tmp)
    c.check(r.returncode == 0 and "Table\u00a01 (" in r.stdout and "à taper\u00a0:\n  nouveau bte " in r.stdout and ": new " not in r.stdout,
            f"French seating: {r.stdout}")


def sheets(c, env, tmp):
    """Each log's score sheet, as export scores writes it."""
    out = {}
    for log in LOGS:
        path = os.path.join(tmp, "sheet.csv")
        r = run(["--force"], env, tmp, f"load {log}\nexport scores {path}\n")
        c.check(r.returncode == 0, f"export scores of {log}: {r.stderr}")
        with open(path, encoding="utf-8") as fp:
            out[log] = list(csv.DictReader(fp))
        game = open(log, encoding="utf-8").readlines()[1].split(",")[0]
        out[log] = (game, out[log])
    return out


def expected_standings(sh):
    """Tournament points, wins, shares and scores from the sheets."""
    st = {}
    for game, rows in sh.values():
        if "outcome" in rows[0]:
            for row in rows:
                for name in row["players"].split():
                    s = st.setdefault((game, name), dict(games=0, wins=0, score=0, team=True))
                    s["games"] += 1
                    s["wins"] += row["outcome"] == "won"
                    s["score"] += int(row["trees"])
            continue
        n = len(rows)
        if n < 2:
            continue
        best = max(int(r["total"]) for r in rows)
        for row in rows:
            p = int(row["rank"])
            span = sum(1 for r in rows if int(r["rank"]) == p)
            pts = sum((n - q) / (n - 1) for q in range(p, p + span)) / span
            s = st.setdefault((game, row["player"]),
                              dict(games=0, wins=0, score=0, tp=0.0, share=0.0, team=False))
            s["games"] += 1
            s["wins"] += p == 1
            s["score"] += int(row["total"])
            s["tp"] += pts
            tot = int(row["total"])
            s["share"] += tot / best if best > 0 else float(tot == best)
    return st


def standings(c, env, tmp):
    sh = sheets(c, env, tmp)
    want = expected_standings(sh)
    c.check(any(g == "tlh" and "game2" in rows[0] for g, rows in sh.values()),
            "no strategic Tout là-haut log among the samples")
    out = os.path.join(tmp, "st.csv")
    r = run(["standings"] + LOGS + ["--csv", out, "--force"], env, tmp)
    j = run(["standings", "--json"] + LOGS, env, tmp)
    c.check(r.returncode == 0 and j.returncode == 0, f"standings: {r.stderr} {j.stderr}")
    with open(out, encoding="utf-8") as fp:
        rows = list(csv.DictReader(fp))
    c.check(list(rows[0].keys()) == ["game", "rank", "player", "games", "wins", "tpoints",
                                     "share", "score"], f"standings CSV columns: {rows[0].keys()}")
    jrows = [json.loads(l) for l in j.stdout.splitlines()]
    c.check(len(jrows) == len(rows) == len(want), f"{len(jrows)} JSON rows, {len(rows)} CSV, want {len(want)}")
    for row, jr in zip(rows, jrows):
        key = (row["game"], row["player"])
        w = want.get(key)
        if not c.check(w is not None, f"standings row {key} not in the sheets"):
            continue
        ok = int(row["games"]) == w["games"] and int(row["wins"]) == w["wins"] \
            and int(row["score"]) == w["score"]
        if w["team"]:
            ok = ok and row["rank"] == row["tpoints"] == row["share"] == "" \
                and jr["rank"] is None and jr["tpoints"] is None
        else:
            ok = ok and row["tpoints"] == f"{w['tp']:.2f}" \
                and row["share"] == f"{100 * w['share'] / w['games']:.1f}" \
                and abs(jr["tpoints"] - w["tp"]) < 0.006 and jr["rank"] == int(row["rank"])
        c.check(ok and jr["player"] == row["player"] and jr["game"] == row["game"]
                and jr["games"] == int(row["games"]) and jr["score"] == int(row["score"]),
                f"standings row {row} / {jr}, want {w}")
        # the text shows the same numbers on the player's line
        line = re.search(rf"^ *{row['rank']} +{re.escape(row['player'])} +{row['games']} +"
                         rf"{row['wins']} +{re.escape(row['tpoints'])} +"
                         rf"{re.escape(row['share'] + '%' if row['share'] else '')} +{row['score']}$",
                         r.stdout, re.M)
        c.check(line is not None, f"standings text has no line for {row}")
    # the order: tournament points, then wins, then share, then games
    for game in {r["game"] for r in rows}:
        g = [r for r in rows if r["game"] == game and r["rank"]]
        keys = [(-float(r["tpoints"]), -int(r["wins"]), -float(r["share"]), int(r["games"]))
                for r in g]
        c.check(keys == sorted(keys), f"{game} standings out of order")
        for a, b in zip(g, g[1:]):
            c.check((a["rank"] == b["rank"]) == (keys[g.index(a)] == keys[g.index(b)]),
                    f"{game}: shared rank of {a['player']} and {b['player']}")
    # 3-High players are never ranked, and lou's lone game is the team's
    c.check(all(r["rank"] == "" for r in rows if r["game"] == "3high"), "3-High ranked")
    # French: decimal comma in the text; --sep ; in the file
    fr = run(["--lang", "fr", "classement"] + LOGS, env, tmp)
    c.check("2,75" in fr.stdout and "100,0\u00a0%" in fr.stdout, f"French standings: {fr.stdout[:600]}")
    c.check(re.search(r"^rang +joueur +parties +victoires +pts de tournoi +part +points marqués$", fr.stdout, re.M),
            f"French standings headings: {fr.stdout[:600]}")
    semi = os.path.join(tmp, "st-fr.csv")
    r = run(["--lang", "fr", "--sep", ";", "classement", "--csv", semi] + LOGS, env, tmp)
    with open(semi, encoding="utf-8") as fp:
        head, first = fp.readline(), fp.readline()
    c.check(r.returncode == 0 and
            head == "\ufeffjeu;rang;joueur;parties;victoires;points de tournoi;part;points marqués\n"
            and first.startswith("3-High;;"), f"--sep ; in French: {head!r} {first!r}")


def columns(text):
    """Display columns of text: two for a wide character (李), none for a
    combining mark, as a terminal shows them."""
    return sum(0 if unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wide_names(c, env, tmp):
    """A name of wide characters (李雷, two columns each) keeps the
    columns of the standings and of the score table: every row's cells
    end where the header's do, counted in display columns."""
    script = os.path.join(TOP, "data", "tournament", "scripts", "table1-round1.txt")
    with open(script, encoding="utf-8") as fp:
        lines = [re.sub(r"\bann\b", "李雷", l) for l in fp.read().splitlines()]
    log = os.path.join(tmp, "wide.csv")
    r = run(["--force"], env, tmp, "\n".join(lines + [f"export log {log}", "score"]) + "\n")
    table = r.stdout[r.stdout.rfind("player "):].splitlines()
    r = run(["standings", log], env, tmp)
    rows = r.stdout.splitlines()
    head = next((i for i, l in enumerate(rows) if l.startswith("rank ")), None)
    # the cells right of the name end where a header's word does
    for what, got, name in (("standings", rows[head:head + 3] if head is not None else [], 1),
                            ("score", table[:3], 0)):
        ends = [[columns(l[:m.end()]) for m in re.finditer(r"\S+", l)] for l in got]
        c.check(len(got) == 3 and "李雷" in got[1] + got[2]
                and all(set(e[name + 1:]) <= set(ends[0]) and e[-1] == ends[0][-1]
                        for e in ends[1:]),
                f"{what} with a wide name: columns {ends}: {got}")


def unfinished(c, env, tmp):
    """An unfinished game counts for nothing."""
    log = os.path.join(tmp, "open.csv")
    r = run(["--force"], env, tmp, "new bte ann bob\nexport log " + log + "\n")
    c.check(r.returncode == 0, f"unfinished log: {r.stderr}")
    r = run(["standings", log], env, tmp)
    c.check(r.returncode == 0 and "No finished game" in r.stdout,
            f"an unfinished game counted: {r.stdout}")


def sanitized():
    """An ASan build reserves terabytes of address space: no ulimit -v."""
    r = subprocess.run(["ldd", TREEREF], capture_output=True, text=True)
    return "libasan" in r.stdout


def bounded_memory(c, env, tmp):
    """report and standings of a log of 3,000 games (5 MB; its pages about
    50 MB) in 32 MiB of address space: the memory follows the players, not
    the logs (the report before this held the whole page and every game:
    it ran out of memory here)."""
    if sanitized():
        print("tournament: ASan build: the ulimit -v checks are skipped")
        return
    rows = open(LOGS[4], encoding="utf-8").read().splitlines()
    big = os.path.join(tmp, "big.csv")
    with open(big, "w", encoding="utf-8") as fp:
        # each game its own (an id of its own: identical games count once)
        gid = rows[1].split(",")[-6]
        fp.write(rows[0] + "\n" + "".join("\n".join([rows[1].replace(gid, f"{k:032x}")] + rows[2:]) + "\n"
                                           for k in range(3000)))
    page = os.path.join(tmp, "big.html")
    # the page to files (an index and a page per 200 games: more than a
    # page takes) and the standings
    for args, out in ((["report", big, "-o", page], "/dev/null"),
                      (["standings", big], "/dev/null")):
        r = subprocess.run(["sh", "-c", 'ulimit -v 32768; out=$1; shift; exec "$@" >"$out"',
                            "sh", out, TREEREF] + args,
                           env=env, cwd=tmp, capture_output=True, text=True)
        c.check(r.returncode == 0 and r.stderr == "",
                f"{' '.join(args[:2])} > {out} of 3,000 games in 32 MiB: {r.returncode} {r.stderr[:200]!r}")
    n = 0
    for k in range(1, 16):
        path = os.path.join(tmp, f"big-{k}.html")
        if c.check(os.path.exists(path), f"no page {path} of 3,000 games"):
            with open(path, encoding="utf-8") as fp:
                n += sum(l.count('<section class="game"') for l in fp)
    c.check(n == 3000 and not os.path.exists(os.path.join(tmp, "big-16.html")),
            f"the bounded report's pages hold {n} games, not 3000")
    # to standard output, more games than a page takes ask for -o
    r = run(["report", big], env, tmp)
    c.check(r.returncode == 2 and r.stdout == "" and "-o FILE.html" in r.stderr,
            f"report of 3,000 games to standard output: {r.returncode} {r.stderr[:200]!r}")
    r = run(["standings", big], env, tmp)
    c.check("3000" in r.stdout, f"standings of 3,000 games: {r.stdout[-300:]}")


def check_lines(c, env, tmp):
    r = run(["check"] + LOGS, env, tmp)
    for line in r.stdout.splitlines():
        if "3high" in line or ": ok: won" in line or ": ok: lost" in line:
            c.check(re.search(r": ok: (won|lost): \d of 5 trees, \d+ cards left", line),
                    f"3-High check line: {line}")
            continue
        m = re.search(r": ok: (winner (\w+) \((\d+)(, by [a-z ]+)?\)|shared win: [\w ]+ \((\d+)\)); (.*)$",
                      line)
        if not c.check(m is not None, f"check line shape: {line}"):
            continue
        scores = [int(x.rsplit(" ", 1)[1]) for x in m.group(6).split(", ")]
        c.check(scores == sorted(scores, reverse=True), f"check line not in rank order: {line}")
    c.check("winner ann (28, by largest colour count)" in r.stdout
            and "winner eve (37, by seat order)" in r.stdout
            and "winner finn (29, by the younger player)" in r.stdout
            and "shared win: gus and hana (15)" in r.stdout, f"tie-breaks named: {r.stdout}")
    fr = run(["--lang", "fr", "vérifier"] + LOGS, env, tmp)
    c.check("vainqueur ann (28\u00a0; départagé par la couleur la plus fournie)" in fr.stdout
            and "vainqueur eve (37\u00a0; départagé par la place à table)" in fr.stdout
            and "vainqueur finn (29\u00a0; départagé par l'âge)" in fr.stdout
            and "victoire partagée\u00a0: gus et hana (15)" in fr.stdout, f"French check: {fr.stdout}")
    j = run(["check", "--json"] + LOGS, env, tmp)
    rows = [json.loads(l) for l in j.stdout.splitlines()]
    c.check([r["file"] for r in rows] == LOGS and all(r["game_number"] == 1 for r in rows),
            "check --json: one object per game with file and game_number")
    th = [r for r in rows if r["game"] == "3high"]
    c.check(th and all(r["team"] and r["outcome"] in ("won", "lost") and "trees" in r
                       and "cards_left" in r for r in th), f"3-High in check --json: {th}")
    # a file of two games: game_number 1 and 2
    both = os.path.join(tmp, "both.csv")
    with open(both, "w", encoding="utf-8") as fp:
        fp.write(open(LOGS[0], encoding="utf-8").read())
        fp.write("".join(open(LOGS[1], encoding="utf-8").readlines()[1:]))
    j = run(["check", "--json", both], env, tmp)
    nums = [json.loads(l)["game_number"] for l in j.stdout.splitlines()]
    c.check(j.returncode == 0 and nums == [1, 2], f"check --json of two games: {j.stdout} {j.stderr}")
    bad = write(os.path.join(tmp, "bad.csv"), "not,a,log\n")
    j = run(["check", "--json", bad], env, tmp)
    row = json.loads(j.stdout)
    c.check(j.returncode == 1 and row["ok"] is False and "bad.csv" in row["error"],
            f"check --json of a broken log: {j.stdout}")


def main():
    c = Checks("tournament")
    tmp = tempdir()
    env = hermetic_env(tmp)
    ids = game_ids(c, env, tmp)
    sizes(c, env, tmp, ids)
    seating = same_seed(c, env, tmp)
    results = next_round(c, env, tmp)
    bad_players(c, env, tmp)
    logs_and_outputs(c, env, tmp)
    standings(c, env, tmp)
    wide_names(c, env, tmp)
    unfinished(c, env, tmp)
    check_lines(c, env, tmp)
    bounded_memory(c, env, tmp)
    # what the report quotes: kept beside the PNG of test_report
    out = os.path.join(TOP, "tests", "out")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "seating.txt"), "w", encoding="utf-8") as fp:
        fp.write(seating)
        for game, (got, best, mean, text) in results.items():
            fp.write(f"\n{game}: {got} repeated pairs; 200 random: best {best}, mean {mean:.2f}\n{text}")
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
