"""The report as organisers read it, from a club night played as one is
(archives/laptops per table, labelled with --event, --round and --table,
collected into one folder twice by mistake, a practice game on one of
the laptops): the page read with html.parser groups the games by event,
round and table, heads each by its labels and players (never a file),
names the winner of the night under the title, keeps a table's games in
the order they were played (not the order of the laptops' folders) and
the practice game apart and uncounted (by standings too, and one game
when the event's session starts at its table).  Without -o: report.html at a
terminal, the page on a pipe.  Above 200 games (a generated tournament):
an index and a page a round, each self-contained, and a usage error
without -o.  Memory: the peak RSS of 2,000 games within a small factor
of 200 games'."""
import csv
import html.parser
import json
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, Term, hermetic_env, sanitized, tempdir

SCRIPT = os.path.join(TOP, "data", "tournament", "scripts", "table1-round1.txt")
GEN = os.path.join(TOP, "tests", "bench", "gen")


def run(args, env, cwd, **kw):
    return subprocess.run([TREEREF] + args, env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=600, **kw)


class Outline(html.parser.HTMLParser):
    """The page's headings, winner lines, links and sections in order;
    whether its tags balance and what it refers to outside itself."""

    VOID = {"meta", "br", "hr", "img", "link", "input", "col", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.items, self.stack, self.errors, self.refs, self.links = [], [], [], [], []
        self.cur = None
        self.sections = 0
        self.scripts = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section":
            self.sections += 1
        if tag in ("script", "link", "img", "iframe"):
            self.scripts += 1
        for k, v in attrs:
            if k == "src" or (v and "url(" in v):
                self.refs.append(v)
        if tag == "a":
            self.links.append(a.get("href"))
        cls = a.get("class", "")
        if tag in ("h1", "h2", "h3", "h4") or (tag == "p" and cls in ("winner", "file", "decided")):
            self.cur = [tag if tag != "p" else cls, cls, ""]
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(tag)
        else:
            self.stack.pop()
        if self.cur and (tag == self.cur[0] or (tag == "p" and self.cur[0] in ("winner", "file", "decided"))):
            self.items.append(tuple(self.cur))
            self.cur = None

    def handle_data(self, data):
        if self.cur:
            self.cur[2] += data


def outline(c, path, what):
    with open(path, encoding="utf-8") as fp:
        raw = fp.read()
    p = Outline()
    p.feed(raw)
    p.close()
    c.check(raw.startswith("<!DOCTYPE html>") and not p.errors and not p.stack,
            f"{what}: not well-formed: {p.errors[:3]} {p.stack[:3]}")
    c.check(p.scripts == 0 and not p.refs and "@import" not in raw and "<style>" in raw,
            f"{what}: not self-contained: {p.refs[:3]}")
    return raw, p


def play(c, env, tmp, archive, players, when, labels):
    """The sample's two-player game (the first named wins), played with
    the labels `labels` at `when`, archived into the laptop `archive`."""
    with open(SCRIPT, encoding="utf-8") as fp:
        text = fp.read()
    text = re.sub(r"\bann\b", "P1X", text)
    text = re.sub(r"\bbob\b", "P2X", text)
    text = text.replace("P1X", players[0]).replace("P2X", players[1])
    text = "\n".join(l for l in text.splitlines() if not l.startswith("export"))
    script = os.path.join(tmp, "game.txt")
    with open(script, "w", encoding="utf-8") as fp:
        fp.write(text + "\n")
    r = run(["--lang", "en", "--archive", archive, "--date", when] + labels + [script], env, tmp)
    c.check(r.returncode == 0, f"playing {players} {labels}: {r.returncode} {r.stderr[-300:]!r}")


# (laptop, table, round, when, players): laptop-b holds table t1, whose
# third game of round 2 was played later on laptop-a (before laptop-b in
# the folder's order)
NIGHT = [
    ("laptop-b", "t1", 1, "19:00", ("ann", "bob")),
    ("laptop-a", "t2", 1, "19:00", ("cy", "dan")),
    ("laptop-c", "t3", 1, "19:01", ("eve", "finn")),
    ("laptop-b", "t1", 2, "20:00", ("ann", "cy")),
    ("laptop-b", "t1", 2, "20:00", ("dan", "ann")),  # the same minute
    ("laptop-a", "t2", 2, "20:00", ("eve", "bob")),
    ("laptop-c", "t3", 2, "20:02", ("finn", "dan")),
    ("laptop-a", "t1", 2, "20:30", ("bob", "finn")),
]
PRACTICE = ("laptop-b", "t1", "18:30", ("zed", "ann"))


def the_night(c, env, tmp):
    """Plays the night; returns the folder the organiser collected."""
    laptops = os.path.join(tmp, "laptops")
    for lap, table, rnd, when, players in NIGHT:
        play(c, env, tmp, os.path.join(laptops, lap), players, f"2026-11-27T{when}",
             ["--event", "Club night", "--round", str(rnd), "--table", table])
    lap, table, when, players = PRACTICE
    play(c, env, tmp, os.path.join(laptops, lap), players, f"2026-11-27T{when}", ["--table", table])
    night = os.path.join(tmp, "night")
    for lap in ("laptop-a", "laptop-b", "laptop-c"):
        shutil.copytree(os.path.join(laptops, lap), os.path.join(night, lap))
    # laptop-b's stick copied in a second time
    shutil.copytree(os.path.join(laptops, "laptop-b"), os.path.join(night, "laptop-b-again"))
    return night


def want_winners(c, env, tmp, night):
    """The standings of the event's games alone (the practice game's log
    removed from a copy): its first players and their points."""
    only = os.path.join(tmp, "event-only")
    shutil.copytree(night, only)
    for root, _, files in os.walk(only):
        for f in files:
            if f.startswith("2026-11-27T1730Z"):  # 18:30 in Paris
                os.remove(os.path.join(root, f))
    r = run(["standings", "--json", only], env, tmp)
    rows = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
    c.check(r.returncode == 0 and rows and "zed" not in r.stdout, f"standings --json: {r.stdout[:300]!r} {r.stderr!r}")
    first = [row for row in rows if row["rank"] == 1]
    shutil.rmtree(only)
    return [row["player"] for row in first], first[0]["tpoints"] if first else None


def grouped(c, env, tmp):
    night = the_night(c, env, tmp)
    page = os.path.join(tmp, "night.html")
    r = run(["report", night, "--title", "Club night", "-o", page], env, tmp)
    c.check(r.returncode == 0 and r.stderr == "", f"report: {r.returncode} {r.stderr!r}")
    if not c.check(os.path.exists(page), "no page"):
        return
    raw, p = outline(c, page, "the night")
    c.check(tmp not in raw, "a folder of the machine in the page")
    heads = [(t, text) for t, _, text in p.items if t in ("h2", "h3", "h4")]
    games = [text for t, text in heads if t == "h4"]
    # every game once: the stick copied twice counts once
    c.check(p.sections == len(NIGHT) + 1 == len(games),
            f"{p.sections} games shown, want {len(NIGHT) + 1}: {games}")
    c.check(not any(".csv" in g or "/" in g or "laptop" in g for g in games),
            f"a game headed by a file: {games}")
    want = [
        "Club night, round 1, table t1 — Best Treehouse Ever: ann and bob",
        "Club night, round 1, table t2 — Best Treehouse Ever: cy and dan",
        "Club night, round 1, table t3 — Best Treehouse Ever: eve and finn",
        "Club night, round 2, table t1, game 1 — Best Treehouse Ever: ann and cy",
        "Club night, round 2, table t1, game 2 — Best Treehouse Ever: dan and ann",
        "Club night, round 2, table t1, game 3 — Best Treehouse Ever: bob and finn",
        "Club night, round 2, table t2 — Best Treehouse Ever: eve and bob",
        "Club night, round 2, table t3 — Best Treehouse Ever: finn and dan",
        "Table t1 — Best Treehouse Ever: zed and ann",
    ]
    c.check(games == want, "the games' headings and order:\n  " + "\n  ".join(games))
    groups = [(t, text) for t, text in heads if t in ("h2", "h3")]
    want_groups = [("h2", "Standings"), ("h3", "Best Treehouse Ever"), ("h2", "Club night"),
                   ("h3", "Round 1: tables t1, t2 and t3"), ("h3", "Round 2: tables t1, t2 and t3"),
                   ("h2", "Practice games")]
    c.check(groups == want_groups, f"the groups: {groups}")
    # the winner of the night under the title, before the standings
    names, points = want_winners(c, env, tmp, night)
    winners = [text for t, _, text in p.items if t == "winner"]
    c.check(len(names) == 1 and winners == [f"Winner of the night: {names[0]}, {points:.2f} points."],
            f"the winner line: {winners}, want {names} {points}")
    order = [t for t, _, _ in p.items if t in ("h1", "winner", "h2")]
    c.check(order[:3] == ["h1", "winner", "h2"], f"the winner is not under the title: {order[:4]}")
    # the practice game is shown, not counted
    table = raw[raw.find("<h2>Standings"):raw.find('<h2 class="event">')]
    c.check('<h2 class="event">' in raw and "zed" not in table and "zed and ann" in raw,
            "the practice game counted in the standings, or not shown")
    # standings, as the report: the event's games, the practice game
    # left out and said to be
    r = run(["standings", night], env, tmp)
    c.check(r.returncode == 0 and " zed " not in r.stdout and f" {names[0]} " in r.stdout
            and "1 game without an event (a practice game) is left out" in r.stderr,
            f"standings of the night: {r.stdout[-400:]!r} {r.stderr!r}")
    # the small line names the file below the folder given, never the machine's
    files = [text for t, _, text in p.items if t == "file"]
    c.check(len(files) == len(games) and all(f.startswith("From laptop-") for f in files),
            f"the files' lines: {files[:3]}")


def practice_then_event(c, env, tmp):
    """A practice game at a table's terminal, then the event's session at
    the same table: the practice game stays one game without labels (it
    was archived again, as a corrected revision labelled with the event,
    before: the journal's game took the new session's labels)."""
    home = os.path.join(tmp, "laptop")
    e = dict(env, HOME=home, XDG_STATE_HOME=os.path.join(home, "state"))
    with open(SCRIPT, encoding="utf-8") as fp:
        lines = [l.strip() for l in fp if l.strip() and not l.startswith("#")]
    moves = [re.sub(r"\bbob\b", "zed", l) for l in lines[1:] if not l.startswith("export")]
    for args, typed in ((["--table", "t1"], ["new bte ann zed"] + moves),
                        (["--event", "Club night", "--round", "1", "--table", "t1"], [])):
        t = Term(e, args=args)
        ok = t.expect(r"> $")
        said = t.seen
        for line in typed:
            ok = ok and t.run(line, r"> $")
            said += t.seen
        c.check(ok, f"treeref {' '.join(args)}: {t.buf[-300:]!r}")
        if typed:
            c.check("The game is archived in" in said, f"the practice game not archived: {said[-300:]!r}")
        else:
            c.check("corrected" not in said and "archived" not in said,
                    f"the event's session archived the practice game again: {said!r}")
        t.send("quit\r")
        t.close()
    folder = os.path.join(home, ".local", "share", "treeref", "games", "tables", "t1")
    files = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    rows = []
    if files:
        with open(os.path.join(folder, files[0]), encoding="utf-8", newline="") as fp:
            rows = list(csv.reader(fp))
    at = rows[0].index("event") if rows else 0
    c.check(len(files) == 1 and rows and rows[1][at:at + 2] == ["", ""],
            f"the practice game's archive: {files} {rows[1][at:] if rows else None}")


def no_output_option(c, env, tmp):
    """report without -o: report.html at a terminal, said in one line;
    not replaced without -f; the page itself on a pipe."""
    log = os.path.join(TOP, "data", "tournament", "table1-round1.csv")
    here = os.path.join(tmp, "here")
    os.makedirs(here)
    for attempt in ("first", "again", "forced"):
        args = ["report", log] + (["-f"] if attempt == "forced" else [])
        # a terminal as standard output, in the folder `here`
        cwd = os.getcwd()
        os.chdir(here)
        try:
            t = Term(env, args=args)
            # what it says, read before it ends (a pty's output is lost
            # once its reader closes it)
            t.expect(r"\n")
            said = t.seen
            t.close()
        finally:
            os.chdir(cwd)
        out = (said + t.buf).replace("\r", "")
        page = os.path.join(here, "report.html")
        if attempt == "first":
            c.check(t.p.returncode == 0 and os.path.exists(page), f"at a terminal: {t.p.returncode} {out!r}")
            c.check("<" not in out and out.count("\n") == 1 and "report.html" in out,
                    f"at a terminal: one line saying where the page is: {out!r}")
            if os.path.exists(page):
                outline(c, page, "report.html")
        elif attempt == "again":
            c.check(t.p.returncode == 2 and "report.html" in out and "exists" in out and "<" not in out,
                    f"report.html replaced without -f: {t.p.returncode} {out!r}")
        else:
            c.check(t.p.returncode == 0 and "report.html" in out, f"-f: {t.p.returncode} {out!r}")
    pipe = os.path.join(tmp, "pipe")
    os.makedirs(pipe)
    r = run(["report", log], env, pipe)
    c.check(r.returncode == 0 and r.stdout.startswith("<!DOCTYPE html>") and r.stdout.endswith("</html>\n")
            and os.listdir(pipe) == [], f"on a pipe: {r.returncode} {r.stdout[:80]!r} {os.listdir(pipe)}")


def tournament(tmp, n, rounds, practice=0, name="big.csv"):
    """N generated games (tests/bench/gen) in one log: the first in
    `rounds` (a list of game counts) of the event "Big open", 20 tables
    a round, then `practice` without an event."""
    path = os.path.join(tmp, name)
    raw = os.path.join(tmp, "raw-" + name)
    subprocess.run([GEN, "log", str(n), raw], check=True, timeout=600)
    with open(raw, encoding="utf-8", newline="") as fp:
        rows = list(csv.reader(fp))
    head = rows[0]
    at = head.index("event")
    plan = []
    for rnd, count in enumerate(rounds, 1):
        plan += [(rnd, k % 20 + 1) for k in range(count)]
    k = 0
    for row in rows[1:]:
        if row != head and row[3].startswith("new "):
            if k < len(plan):
                row[at:at + 3] = ["Big open", str(plan[k][0]), f"t{plan[k][1]}"]
            k += 1
    with open(path, "w", encoding="utf-8", newline="") as fp:
        csv.writer(fp, lineterminator="\n").writerows(rows)
    os.remove(raw)
    return path


def pages(c, env, tmp):
    """370 games: round 1 of 250 (two pages), round 2 of 100, 20
    practice games: an index and four pages, each self-contained."""
    log = tournament(tmp, 370, [250, 100])
    out = os.path.join(tmp, "pages")
    os.makedirs(out)
    r = run(["report", log], env, out)
    c.check(r.returncode == 2 and r.stdout == "" and "-o FILE.html" in r.stderr and "370 games" in r.stderr,
            f"370 games without -o: {r.returncode} {r.stderr!r}")
    index = os.path.join(out, "open.html")
    r = run(["report", log, "-o", index, "--title", "Big open"], env, out)
    c.check(r.returncode == 0 and r.stderr == "", f"report -o: {r.returncode} {r.stderr!r}")
    files = sorted(os.listdir(out))
    want = ["open-1.html", "open-2.html", "open-3.html", "open-4.html", "open.html"]
    if not c.check(files == want, f"the pages written: {files}"):
        return
    raw, p = outline(c, index, "the index")
    c.check(p.sections == 0 and "<h2>Standings</h2>" in raw, f"the index holds {p.sections} games")
    c.check(any(t == "winner" for t, _, _ in p.items), "the index has no winner line")
    c.check(p.links == want[:4], f"the index's links: {p.links}")
    shown, practice = 0, 0
    for k, f in enumerate(want[:4]):
        raw, q = outline(c, os.path.join(out, f), f)
        shown += q.sections
        c.check(q.links == ["open.html"], f"{f}: links {q.links}")
        rounds = [text for t, _, text in q.items if t == "h3"]
        games = [text for t, _, text in q.items if t == "h4"]
        if k < 2:
            c.check(rounds == ["Round 1: tables " + ", ".join(f"t{i}" for i in range(1, 20)) + " and t20"]
                    and all(g.startswith("Big open, round 1, ") for g in games),
                    f"{f}: not round 1: {rounds} {games[:2]}")
        elif k == 2:
            c.check(len(games) == 100 and all(g.startswith("Big open, round 2, ") for g in games),
                    f"{f}: not round 2: {rounds} {games[:2]}")
        else:
            practice = len(games)
    c.check(shown == 370 and practice == 20, f"{shown} games on the pages ({practice} practice), want 370 (20)")
    # the pages are not replaced without --force, and nothing is written
    os.remove(index)
    r = run(["report", log, "-o", index], env, out)
    c.check(r.returncode == 2 and "open-1.html" in r.stderr and not os.path.exists(index),
            f"pages replaced without --force: {r.returncode} {r.stderr!r}")


def memory(c, env, tmp):
    """The peak RSS of a report of 2,000 games is within 1.5 times that
    of 200 games (the same players): the games are streamed, not held."""
    if sanitized():
        print("report_night: ASan build: the peak memory is not compared")
        return
    peaks = {}
    for n in (200, 2000):
        log = tournament(tmp, n, [n // 2], name=f"m{n}.csv")
        folder = os.path.join(tmp, f"m{n}")
        os.makedirs(folder)
        # /usr/bin/time (make deps) measures the program alone
        r = subprocess.run(["/usr/bin/time", "-f", "RSS %M", TREEREF, "report", log, "-o",
                            os.path.join(folder, "r.html")], env=env, capture_output=True,
                           text=True, timeout=600)
        m = re.search(r"RSS (\d+)", r.stderr)
        c.check(r.returncode == 0 and m, f"report of {n} games: {r.returncode} {r.stderr!r}")
        peaks[n] = int(m.group(1)) if m else 0
        shutil.rmtree(folder)
        os.remove(log)
    c.check(peaks[200] > 0 and peaks[2000] <= 1.5 * peaks[200],
            f"peak RSS: {peaks[2000]} KiB for 2,000 games, {peaks[200]} KiB for 200")
    print(f"peak RSS: {peaks[200]} KiB for 200 games, {peaks[2000]} KiB for 2,000")


def main():
    c = Checks("report_night")
    tmp = tempdir()
    env = hermetic_env(tmp)
    for name, fn in (("grouped by event, round and table", grouped),
                     ("a practice game stays one", practice_then_event),
                     ("without -o", no_output_option),
                     ("index and pages above 200 games", pages),
                     ("memory bounded", memory)):
        with c.case(name):
            fn(c, env, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
