"""The duel, a game of exactly two players that may end in a draw, end to
end through tests/toy/treeref-toy: the range said as one number, seat's
refusal of a count no tables add up to, a draw said by the game
(results' outcome) and scored as one: check's line, half a point each
and no win in the standings, beside a won game; both languages."""
import html.parser
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))
from common import TREEREF, Checks, hermetic_env, tempdir  # noqa: E402

DRAW = ["new duel ann bob", "mark ann 3", "mark bob 3", "mark ann 2", "mark bob 2",
        "mark ann 1", "mark bob 1"]
WIN = DRAW[:-1] + ["mark bob 2"]


def tr(args, env, data="", cwd=None):
    return subprocess.run([TREEREF, *args], input=data, env=env, capture_output=True,
                          text=True, timeout=600, cwd=cwd)


def play(c, env, tmp, lines, name):
    path = os.path.join(tmp, name)
    r = tr([], env, "\n".join(lines + [f"export log {path}"]) + "\n")
    c.check(r.returncode == 0 and os.path.exists(path), f"{name}: {r.stdout!r} {r.stderr!r}")
    return path, r.stdout


class Lines(html.parser.HTMLParser):
    """The text of the page's paragraphs by their class."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.cls = {}, None

    def handle_starttag(self, tag, attrs):
        if tag == "p":
            self.cls = dict(attrs).get("class")
            self.lines.setdefault(self.cls, []).append("")

    def handle_endtag(self, tag):
        if tag == "p":
            self.cls = None

    def handle_data(self, data):
        if self.cls is not None:
            self.lines[self.cls][-1] += data


def standings_rows(out):
    return {f[1]: f for f in (l.split() for l in out.splitlines()) if f and f[0].isdigit()}


def main():
    c = Checks("duel")
    tmp = tempdir()
    env = hermetic_env(tmp)
    with c.case("one size said as one number"):
        r = tr([], env, "new duel ann bob cy\n")
        c.check("Duel is played by 2 players, not 3." in r.stderr, f"new of 3: {r.stderr!r}")
        r = tr(["--lang", "fr"], env, "nouveau duel ann\n")
        c.check("Duel se joue à 2\u00a0joueurs, pas 1." in r.stderr, f"fr, new of 1: {r.stderr!r}")
    with c.case("seat: 3 players of a game of 2"):
        players = os.path.join(tmp, "three.txt")
        with open(players, "w", encoding="utf-8") as fp:
            fp.write("ann\nbob\ncy\n")
        r = tr(["seat", "duel", players, "--seed", "1"], env)
        c.check(r.returncode == 2 and r.stdout == "" and "3 players cannot be split into tables "
                "of Duel, which is played by 2 players; 2 or 4 players can." in r.stderr,
                f"seat of 3: {r.returncode} {r.stdout!r} {r.stderr!r}")
    with c.case("a draw, said and scored"):
        draw, out = play(c, env, tmp, DRAW, "draw.csv")
        c.check("A draw at 6." in out, f"the draw announced: {out!r}")
        r = tr(["check", draw], env)
        c.check(r.returncode == 0 and r.stdout == f"{draw}: ok: draw (6); ann 6, bob 6\n",
                f"check: {r.stdout!r} {r.stderr!r}")
        r = tr(["--lang", "fr", "check", draw], env)
        c.check("match nul (6)\u00a0; ann 6, bob 6" in r.stdout, f"check in French: {r.stdout!r}")
        r = tr(["standings", draw], env)
        rows = standings_rows(r.stdout)
        # rank player games wins points share score
        c.check(r.returncode == 0 and rows.get("ann", [])[1:6] == ["ann", "1", "0", "0.50", "100.0%"]
                and rows.get("bob", [])[1:6] == ["bob", "1", "0", "0.50", "100.0%"],
                f"a draw: half a point each, no win: {r.stdout!r}")
    with c.case("a draw beside a win"):
        win, _ = play(c, env, tmp, WIN, "win.csv")
        r = tr(["check", win], env)
        c.check(r.stdout == f"{win}: ok: winner bob (7); bob 7, ann 6\n", f"check: {r.stdout!r}")
        r = tr(["standings", draw, win], env)
        rows = standings_rows(r.stdout)
        c.check(rows.get("bob", [])[:5] == ["1", "bob", "2", "1", "1.50"]
                and rows.get("ann", [])[:5] == ["2", "ann", "2", "0", "0.50"],
                f"standings of a draw and a win: {r.stdout!r}")
        page = os.path.join(tmp, "duel.html")
        r = tr(["report", draw, win, "-o", page], env)
        html = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
        c.check(r.returncode == 0 and "a draw at 6" in html and re.search(r"Duel", html),
                f"report: {r.returncode} {r.stderr!r}")
        # the report says the draw in its own words, never a shared win
        p = Lines()
        p.feed(html)
        decided = p.lines.get("decided", [])
        c.check(len(decided) == 2 and decided[0] == "Draw: ann and bob drew at 6; nobody won."
                and "Draw" not in decided[1], f"the report's results: {p.lines}")
        c.check("shared win" not in html.lower(), "a draw called a shared win in the report")
        c.check(p.lines.get("winner") == ["Winner of the night: bob, 1.50 points."],
                f"the winner line beside a draw: {p.lines.get('winner')}")
        r = tr(["report", draw, "-o", page, "--force"], env)
        p = Lines()
        p.feed(open(page, encoding="utf-8").read() if os.path.exists(page) else "")
        c.check(p.lines.get("winner") == ["Winners of the night: ann and bob, 0.50 points each."]
                and p.lines.get("decided") == ["Draw: ann and bob drew at 6; nobody won."],
                f"a draw alone: {p.lines}")
    c.finish()


main()
