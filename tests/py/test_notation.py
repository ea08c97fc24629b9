"""The notation (cli.md "The notation", issue 38): random legal games of
every game that has short forms, turned into records by `treeref
notation`, replayed as scripts, give the same event log (but for seq,
dates, and the order of the moves of one pick); and the records are
short: characters a move and the record against the long script, as the
spec counts them.  Also: a whole pick on one line is all or nothing and
one undo in a journalled session, after a resume too; a French record
replays in an English session."""
import csv
import glob
import io
import os
import subprocess
import sys

from common import TOP, TREEREF, Checks, Term, hermetic_env, tempdir

# The targets of cli.md: characters a move in a record, and the record
# against the long script.
TARGET = {"bte": 4.0}
TARGET_OTHER = 6.0
RATIO = 1 / 3
GAMES = 40  # random games a game, from the generators' fixed seeds
FRENCH = 8  # of them also recorded in French and replayed in English


def run(args, env, cwd, stdin=None):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def gen_bte(n, out):
    """Random legal games of Best Treehouse Ever (tests/bench/gen), one
    event log each."""
    subprocess.run([os.path.join(TOP, "tests", "bench", "gen"), "logs", str(n), out],
                   check=True, timeout=600)


def gen_other(game):
    """Random legal games of the other games (tests/notation/randgames)."""
    def gen(n, out):
        subprocess.run([os.path.join(TOP, "tests", "notation", "randgames"), game, str(n), out],
                       check=True, timeout=600)
    return gen


GENERATORS = {"bte": gen_bte, "tlh": gen_other("tlh"), "magical": gen_other("magical"),
              "3high": gen_other("3high")}
# The moves made at the same time, which a record may give in another
# order: a pick's entries, a reveal's numbers (by their command words)
TOGETHER = {"bte": ("place", "discard"), "magical": ("reveal",)}


def counted(text):
    """The characters cli.md counts: lines but blank ones and whole-line
    comments, without their line ends."""
    return sum(len(x) for x in text.split("\n")
               if x.strip() and not x.lstrip().startswith("#"))


def rows(path):
    with open(path, encoding="utf-8") as fp:
        return list(csv.DictReader(fp))


def same_game(a, b, game):
    """Two event logs of one game: every row alike but for seq, dates and
    the game's id and revision, the moves made at the same time (a pick, a
    reveal) in any order, every other row in its place."""
    def key(r):
        return tuple((k, v) for k, v in r.items() if k not in ("seq", "time", "game_id", "revision"))
    together = TOGETHER.get(game, ())

    def moved(r):
        return r["command"].split()[0] in together
    if len(a) != len(b):
        return False
    # the same commands, in any order (what they announce, as the last of
    # them closes the step, goes with the last)
    if sorted(r["command"] for r in a if moved(r)) != sorted(r["command"] for r in b if moved(r)):
        return False
    return [key(r) for r in a if not moved(r)] == [key(r) for r in b if not moved(r)]


def games_with_notation(env, work):
    """The games `help notation` gives short forms for, by id."""
    out = run(["--lang", "en"], env, work, "help notation\n").stdout
    ids = run(["--game-ids"], env, work).stdout.split()
    return ids, [g for g in ids if f"({g})" in out]


def french_replay(c, env, work, game, log):
    """The same log's record written in French (its letters, lang fr
    first) replays in an English session to the same game."""
    r = run(["--lang", "fr", "relevé", log], env, work)
    if not c.check(r.returncode == 0 and r.stdout.startswith("lang fr\n"),
                   f"{game}: relevé {log}: {r.returncode} {r.stderr}"):
        return
    rec = os.path.join(work, f"{game}-fr.txt")
    with open(rec, "w", encoding="utf-8") as fp:
        fp.write(r.stdout + "export log again-fr.csv\n")
    again = os.path.join(work, "again-fr.csv")
    if os.path.exists(again):
        os.remove(again)
    p = run(["--lang", "en", "--strict", rec], env, work)
    c.check(p.returncode == 0 and same_game(rows(log), rows(again), game),
            f"{game}: the French record of {os.path.basename(log)} replays to "
            f"another game: {p.stderr[:300]}")


def records(c, env, work, game):
    logs = os.path.join(work, game)
    os.makedirs(logs)
    GENERATORS[game](GAMES, logs)
    chars = moves = longs = 0
    files = sorted(glob.glob(os.path.join(logs, "*.csv")))
    for n, log in enumerate(files):
        r = run(["notation", log], env, work)
        if not c.check(r.returncode == 0 and r.stdout.startswith("lang en\n"),
                       f"{game}: notation {log}: {r.returncode} {r.stderr}"):
            continue
        rec = os.path.join(work, f"{game}-{n}.txt")
        with open(rec, "w", encoding="utf-8") as fp:
            fp.write(r.stdout + "export log again.csv\n")
        again = os.path.join(work, "again.csv")
        if os.path.exists(again):
            os.remove(again)
        p = run(["--strict", rec], env, work)
        c.check(p.returncode == 0 and same_game(rows(log), rows(again), game),
                f"{game}: the record of {os.path.basename(log)} replays to another game: "
                f"{p.stderr[:300]}")
        if n < FRENCH:
            french_replay(c, env, work, game, log)
        original = rows(log)
        moves += len(original) - 1
        chars += counted(r.stdout)
        longs += sum(len(x["command"]) for x in original)
    if moves:
        a, ratio = chars / moves, chars / longs
        print(f"{game}: {len(files)} games, {moves} moves, {a:.2f} characters a move, "
              f"record/long {ratio:.3f}")
        c.check(a <= TARGET.get(game, TARGET_OTHER),
                f"{game}: {a:.2f} characters a move in its records")
        c.check(ratio <= RATIO, f"{game}: records are {ratio:.3f} of the long scripts")


def pick_line(c, env, work):
    """A pick on one line: all or nothing, one undo, one journal group."""
    r = run(["--lang", "en"], env, work,
            "new bte ann bob cyd\nr21 y22 r31\nstatus\nr21 y22 g21\nstatus\n"
            "undo\nstatus\nredo\nbob y32\n")
    out = r.stdout + r.stderr
    c.check("its move 3, \"r31\", is refused" in out and "cyd cannot put a red room" in out and
            "A (support)" in out, f"refusal names the move and the rule: {out}")
    c.check(out.count("Round 1, pick 1: every player plays a card") >= 1 and
            "Undone: r21 y22 g21" in out and "Redone: r21 y22 g21" in out,
            f"undo and redo take the line whole: {out}")
    after = out.split("Undone")[1] if "Undone" in out else ""
    c.check("pick 1" in after and "ann, bob and cyd" in after,
            f"after undo, the pick is open again: {out}")
    c.check("bob: yellow room at level 3 slot 2" in out or "bob cannot" in out,
            f"a name first gives the move to that player: {out}")
    # the journal: a session killed after the line resumes with it, and
    # one undo then takes it back whole
    state = env["XDG_STATE_HOME"]
    r = run(["--journal", "--lang", "en"], env, work, "new bte ann bob cyd\nr21 y22 g21\n")
    r = run(["--journal", "--resume", "--lang", "en"], env, work, "undo\nstatus\n")
    c.check("Undone: r21 y22 g21" in r.stdout and "pick 1" in r.stdout,
            f"resumed, undo takes the line back: {r.stdout} {r.stderr}")
    journal = open(os.path.join(state, "treeref", "journal"), encoding="utf-8").read()
    c.check("@joined 3 r21 y22 g21" in journal, f"the journal joins the line: {journal}")


def at_the_terminal(c):
    """At a terminal (no group commit: each line its own write), a pick
    typed on one line is on disk as one group before the prompt comes
    back: killed, resumed, one undo takes the line back.  TAB offers the
    next move's short forms."""
    env = hermetic_env(tempdir())
    t = Term(env)
    ok = c.check(t.expect(r"treeref> "), "first prompt")
    t.send("new bte ann bob cyd\r")
    ok = ok and c.check(t.expect(r"r1 p1[^>]*> "), "a game")
    # after ann's r21, bob's moves: both slots of level 2
    t.send("r21 y2\t\t")
    ok = ok and c.check(t.expect(r"y21\s+y22\s"), f"TAB offers bob's y21 and y22: {t.buf!r}")
    t.send("2 g21\r")
    ok = ok and c.check(t.expect(r"Pick 1 is complete") and t.expect(r"r1 p2[^>]*> "),
                        f"the line is taken: {t.buf!r}")
    t.p.kill()
    t.close()
    if not ok:
        return
    t = Term(env)
    ok = c.check(t.expect(r"Resume it\? \[Y/n\] "), f"resume offered after a kill: {t.buf!r}")
    t.send("\r")
    ok = ok and c.check(t.expect(r"r1 p2[^>]*> "), "resumed after the line")
    t.send("undo\r")
    ok = ok and c.check(t.expect(r"Undone: r21 y22 g21") and t.expect(r"r1 p1[^>]*> "),
                        f"one undo takes the line back: {t.buf!r}")
    t.send("quit\r")
    t.close()


def echo_and_news(c, env, work):
    """Undo and redo echo a line of short forms as typed, even a line of
    one move (it echoed the long command in English: « Annulé : place
    ann red 2 1 » in a French session); redo of a line that closed a
    pick says so once (each move kept the news of the moves before it);
    with the picture on, a line is drawn once, after its last move (it
    was drawn after each move once a phase had changed)."""
    r = run(["--lang", "fr"], env, work,
            "nouveau bte ann bob\nr21\nannuler\nrefaire\nj22\nr22 j21 r31\n"
            "annuler\nrefaire\n")
    out = r.stdout
    c.check("Annulé\u00a0: r21\n" in out and "Refait\u00a0: r21\n" in out and
            "place ann" not in out, f"one short move echoed as typed: {out!r}")
    redone = out.split("Refait\u00a0: r22 j21 r31\n")[-1]
    c.check("Refait\u00a0: r22 j21 r31\n" in out and redone.count("Tour\u00a02 terminé") == 1,
            f"redo of a line closing a pick says it once: {redone!r}")
    r = run(["--lang", "en"], env, work,
            "new bte ann bob cyd\npicture on\nr21 y22 g21\nr22 - b22\nr31 b21\n"
            "cyd g31 r32\n")
    lines = r.stdout.split("\n")
    drawn = [l for l in lines if l.startswith("Balance marker:")]
    last = r.stdout.split("ann: red room at level 3 slot 2")[-1]
    c.check(len(drawn) == 3 and "RED RED" in last.split("Balance marker:")[-1],
            f"one picture a line that changed phase, after its last move: {r.stdout!r}")


def kept_line(c, env, work):
    """A game set aside and brought back (`kept N`) keeps its lines of
    short forms where they were played: one undo after the last move
    takes back that move, the next the whole setup line (the join was
    applied at the end of the game brought back: the undo took back the
    last move and 14 of the setup's 15, leaving a piece on the board)."""
    e = dict(env, XDG_STATE_HOME=os.path.join(work, "kept-line", "state"),
             XDG_DATA_HOME=os.path.join(work, "kept-line", "data"))
    setup = "a1r3 b1y3 c1g3 d1b3 e1k3 a2r2 b2y2 c2g2 d2b2 e2k2 a3r1 b3y1 c3g1 d3b1 e3k1"
    run(["--journal", "--lang", "en"], e, work, f"new 3high ann bob\n{setup}\n5hnr1\n")
    r = run(["--journal", "--lang", "en"], e, work,
            "new bte cid dan\nkept 1\nundo\nundo\nstatus\n")
    out = r.stdout
    c.check("Undone: play ann 5h north red-small\n" in out and f"Undone: {setup}\n" in out and
            "(pieces on the board: 0 of 15)" in out,
            f"kept 1, then undo twice: the move, then the setup line: {out!r} {r.stderr!r}")


def french_record(c, env, work):
    """A French record (French letters) replays in an English session."""
    r = run(["--lang", "fr"], env, work,
            "nouveau bte ann bob\nr21 j22\nv22 m21\nexport notation fr.txt\n")
    text = open(os.path.join(work, "fr.txt"), encoding="utf-8").read()
    c.check(text.startswith("lang fr\n") and "r21 j22" in text and "v22 m21" in text,
            f"French letters: {text!r} {r.stderr}")
    p = run(["--lang", "en", "fr.txt"], env, work)
    c.check(p.returncode == 0, f"the French record replays: {p.stderr}")


def main():
    c = Checks("notation")
    tmp = tempdir()
    env = hermetic_env(tmp)
    work = os.path.join(tmp, "work")
    os.makedirs(work)
    ids, noted = games_with_notation(env, work)
    c.check("bte" in noted, f"help notation gives Best Treehouse Ever's: {noted}")
    for game in noted:
        if c.check(game in GENERATORS, f"{game}: no random games to try its notation on"):
            records(c, env, work, game)
    pick_line(c, env, work)
    echo_and_news(c, env, work)
    kept_line(c, env, work)
    at_the_terminal(c)
    french_record(c, env, work)
    c.finish()


if __name__ == "__main__":
    main()
