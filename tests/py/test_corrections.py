"""An archive that is never rewritten (issue 37 item 2): a game taken back
past its end and ended otherwise is a correction, a new file of the same
game id and the next revision beside the original, which stays byte for
byte; at the prompt taking an archived game back asks first (naming the
file), in a script it takes --amend; a game re-opened and left so writes
nothing.  Each attack of the issue's "Why" has its check here: a two-game
log in the archive taken back and corrected; kept 1, undo, another end;
kept 1, undo, quit."""
import csv
import glob
import io
import os
import re
import subprocess

from common import DATE, TREEREF, Checks, Term, hermetic_env, tempdir, read_or_none as read, tlh_game_lines as game_lines

PROMPT = r"treeref[^>\n]*> "
SUBCOMMANDS = ("check", "standings", "report", "seat", "games", "replay")


def run(args, env, stdin=""):
    date = [] if args and args[0] in SUBCOMMANDS else ["--date", DATE]
    return subprocess.run([TREEREF] + date + args, input=stdin, env=env,
                          capture_output=True, text=True, timeout=300)


def games_dir(env):
    return os.path.join(env["HOME"], ".local", "share", "treeref", "games")


def csvs(d):
    return sorted(glob.glob(os.path.join(d, "*.csv")))


def snapshot(d):
    return {f: read(f) for f in csvs(d)}


def first_row(path):
    return list(csv.DictReader(io.StringIO((read(path) or b"").decode())))[0]


def new_rows(data):
    """The `new` rows of a log (several games end to end)."""
    return [r for r in csv.reader(io.StringIO(data.decode())) if len(r) > 3 and r[2] == "1"]


def exported(env, tmp, name, lines):
    out = os.path.join(tmp, name)
    run(["--force", "--no-archive"], env, "\n".join(lines) + f"\nexport log {out}\n")
    return read(out)


def as_version4(log):
    """A version 5 log as version 4 wrote it: no identity columns."""
    rows = list(csv.reader(io.StringIO(log.decode())))
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    for r in rows:
        r = r[:-6]
        if r[0] != "game":
            r[1] = "4"
        w.writerow(r)
    return out.getvalue().encode()


def kept_number(out, name):
    m = re.search(r"^ *(\d+)  .*\(" + re.escape(name) + r"\)$", out, re.M)
    return m.group(1) if m else None


def two_games(c, version):
    """A log of two games put in the archive folder, the last taken back
    and ended otherwise: the log stays byte for byte, a new file holds the
    correction, which names the game it replaces."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    first = exported(env, tmp, "first.csv", ["new tlh cy dee", "objective two-step"]
                     + [l.replace("ann", "cy").replace("bob", "dee") for l in game_lines()[2:]])
    second = exported(env, tmp, "second.csv", game_lines())
    if not c.check(first and second, f"v{version}: logs to join"):
        return
    if version == 4:
        first, second = as_version4(first), as_version4(second)
    body = second.split(b"\n", 1)[1]  # one header, then both games
    both = first + body
    g = games_dir(env)
    os.makedirs(g)
    path = os.path.join(g, "club-night.csv")
    with open(path, "wb") as fp:
        fp.write(both)
    r = run(["check", path], env)
    c.check(r.returncode == 0 and "ok: 2 games" in r.stdout, f"v{version}: the two-game log: {r.stdout}")
    r = run(["--journal", "--amend"], env, "kept\n")
    num = kept_number(r.stdout, "club-night.csv")
    if not c.check(num is not None, f"v{version}: listed: {r.stdout!r}"):
        return
    r = run(["--journal", "--amend"], env, f"kept {num}\nundo\nplay bob red2 red3\nquit\n")
    files = csvs(g)
    c.check(read(path) == both, f"v{version}: the two-game log byte for byte {r.stdout[-300:]!r}")
    new = [f for f in files if f != path]
    if not c.check(len(new) == 1, f"v{version}: one correction beside it: {files} {r.stderr}"):
        return
    corr = read(new[0])
    c.check(b"play bob red2 red3" in corr and len(new_rows(corr)) == 1,
            f"v{version}: the correction holds the corrected game alone")
    # readers: the first game of the log and the correction, not the
    # game it replaces
    r = run(["standings", g], env)
    c.check(standings_games(r.stdout, "bob") == 1 and standings_games(r.stdout, "cy") == 1
            and re.search(r"^ +\d+ +bob +1 .* 47$", r.stdout, re.M),
            f"v{version}: standings take the first game and the correction: {r.stdout[-400:]!r}")
    r = run(["check", g], env)
    c.check(r.returncode == 0 and f"{path} (game 2): set aside: " in r.stdout,
            f"v{version}: check names the corrected game: {r.stdout!r}")
    row = first_row(new[0])
    if version == 4:
        c.check(re.fullmatch(r"[0-9a-f]{32}", row["game_id"]) and row["revision"] == "2"
                and re.fullmatch(r"[0-9a-f]{16}", row["corrects"]),
                f"v4: a new id, revision 2, the original's hash: {row}")
    else:
        ids = [x[-6] for x in new_rows(both)]
        c.check(row["game_id"] == ids[1] and row["revision"] == "2" and row["corrects"] == "",
                f"v5: the last game's id, revision 2: {row} {ids}")
    # taken back again and quit: nothing written
    before = snapshot(g)
    r = run(["--journal", "--amend"], env, f"kept {num}\nundo\nquit\n")
    c.check(snapshot(g) == before, f"v{version}: kept, undo, quit wrote nothing")


def at_the_prompt(c):
    """kept 1, undo (a question naming the file), another end: a corrected
    copy beside it; kept 1, undo, quit: nothing written."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    run(["--journal"], env, "\n".join(game_lines()) + "\n")
    (path,) = csvs(games_dir(env))
    original = read(path)
    t = Term(env, args=("--date", DATE))
    c.check(t.expect(PROMPT), "prompt: first prompt")
    t.run("kept 1", PROMPT)
    t.drain()
    t.send("undo\r")
    asked = t.expect(r"\[y/N\] ")
    seen = " ".join(t.seen.replace("\r", "").split())
    c.check(asked and f"The game is archived in {path}. Take it back past its end? If it then ends "
            "otherwise, a corrected copy is archived beside that file, which is kept as it is." in seen,
            f"prompt: the question names the file: {t.seen!r}")
    t.send("n\r")
    c.check(t.expect(PROMPT) and "The game stays as archived in" in t.seen,
            f"prompt: no keeps the game as it was: {t.seen!r}")
    t.drain()
    t.send("undo\r")
    t.expect(r"\[y/N\] ")
    t.send("y\r")
    c.check(t.expect(PROMPT) and "Undone: play bob down" in t.seen, f"prompt: yes undoes: {t.seen!r}")
    t.run("play bob red2 red3", PROMPT)
    seen = " ".join(t.seen.replace("\r", "").split())
    new = [f for f in csvs(games_dir(env)) if f != path]
    c.check(len(new) == 1 and f"The corrected game (revision 2) is archived in {new[0]}; {path} is kept "
            "as it was." in seen, f"prompt: the correction said: {seen[-400:]!r}")
    t.send("quit\r")
    t.expect(r"$", timeout=1)
    t.close() if hasattr(t, "close") else None
    c.check(read(path) == original, "prompt: the original byte for byte")
    # kept 1 (the correction, newest), undo, quit: nothing written
    before = snapshot(games_dir(env))
    t = Term(env, args=("--date", DATE))
    t.expect(PROMPT)
    t.run("kept 1", PROMPT)
    t.drain()
    t.send("undo\r")
    t.expect(r"\[y/N\] ")
    t.send("y\r")
    t.expect(PROMPT)
    t.send("quit\r")
    # wrapped at blanks to the terminal's width
    said = t.expect(r"was\s+re-opened\s+and\s+not\s+ended\s+again:\s+that\s+file,\s+unchanged,"
                    r"\s+stays\s+its\s+result")
    c.check(said, f"prompt: quit says the file stays the result: {t.buf!r}")
    t.close()
    c.check(snapshot(games_dir(env)) == before, "prompt: kept 1, undo, quit wrote nothing")


def amend_documented(c):
    """--amend has its help line, man page entries and completions."""
    env = hermetic_env(tempdir())
    r = subprocess.run([TREEREF, "--help"], env=env, capture_output=True, text=True, timeout=60)
    c.check("--amend" in r.stdout, "--help names --amend")
    r = subprocess.run([TREEREF, "--lang", "fr", "--help"], env=env, capture_output=True, text=True,
                       timeout=60)
    c.check("--amend" in r.stdout and "corrig" in r.stdout, f"--help in French: {r.stdout[-800:]}")
    top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for f in ("treeref.1", "treeref.fr.1", "completions/treeref.bash", "completions/_treeref",
              "completions/treeref.fish"):
        c.check(b"amend" in (read(os.path.join(top, f)) or b""), f"{f} names --amend")


def standings_games(out, player):
    """The games column of PLAYER's line in standings' table."""
    m = re.search(r"^ +\d+ +" + player + r" +(\d+) ", out, re.M)
    return int(m.group(1)) if m else None


def readers(c):
    """check, standings and the listing take each game once: the highest
    revision, a copy of a folder once; check names what it set aside; two
    different files of one revision are a conflict check fails on, and
    every reader takes the same one."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    lines = game_lines()
    run(["--journal"], env, "\n".join(lines) + "\n")
    g = games_dir(env)
    (orig,) = csvs(g)
    gid = first_row(orig)["game_id"]
    run(["--resume", "--journal", "--amend"], env, "undo\nplay bob red2 red3\n")
    (corr,) = [f for f in csvs(g) if f != orig]
    r = run(["check", g], env)
    c.check(r.returncode == 0 and f"{orig}: set aside: revision 1 of game {gid}, replaced by revision 2 "
            f"in {corr}." in r.stdout, f"check names the replaced revision: {r.stdout!r}")
    r = run(["standings", g], env)
    c.check(standings_games(r.stdout, "bob") == 1 and " 47" in r.stdout and " 51" not in r.stdout,
            f"standings: the game once, its correction's score: {r.stdout[-300:]!r}")
    r = run(["games"], env)
    c.check(os.path.basename(corr) in r.stdout and os.path.basename(orig) not in r.stdout,
            f"the listing: the correction alone: {r.stdout!r}")
    # two copies of the folder (a USB stick copied into a shared folder)
    copy = os.path.join(tmp, "stick")
    os.makedirs(copy)
    for f in (orig, corr):
        with open(os.path.join(copy, os.path.basename(f)), "wb") as fp:
            fp.write(read(f))
    r = run(["standings", g, copy], env)
    c.check(standings_games(r.stdout, "bob") == 1, f"two copies: once: {r.stdout[-300:]!r}")
    r = run(["check", g, copy], env)
    c.check(r.returncode == 0 and f"{os.path.join(copy, os.path.basename(corr))}: set aside: the same game "
            f"as {corr}." in r.stdout, f"check names the copy: {r.stdout!r}")
    # the same file named twice
    r = run(["standings", corr, corr], env)
    c.check(standings_games(r.stdout, "bob") == 1, f"a file named twice counts once: {r.stdout[-200:]!r}")
    # two laptops correct the same game otherwise: a conflict
    other = os.path.join(tmp, "laptop2")
    env2 = hermetic_env(other)
    club = os.path.join(tmp, "club")
    os.makedirs(club)
    with open(os.path.join(club, os.path.basename(orig)), "wb") as fp:
        fp.write(read(orig))
    r = run(["--journal", "--amend", "--archive", club], env2,
            f"load {os.path.join(club, os.path.basename(orig))}\nundo\nplay bob green3 green2\n")
    theirs = [f for f in csvs(club) if os.path.basename(f) != os.path.basename(orig)]
    if not c.check(len(theirs) == 1, f"the other laptop's correction: {csvs(club)} {r.stdout[-300:]} {r.stderr}"):
        return
    both = os.path.join(tmp, "both")
    os.makedirs(both)
    for f, name in ((corr, "a-laptop1.csv"), (theirs[0], "b-laptop2.csv")):
        with open(os.path.join(both, name), "wb") as fp:
            fp.write(read(f))
    r = run(["check", both], env)
    c.check(r.returncode == 1 and "b-laptop2.csv: conflict: revision 2 of game " + gid in r.stdout
            and "a-laptop1.csv, which is taken" in r.stdout, f"a conflict named, exit 1: {r.stdout!r}")
    r = run(["standings", both], env)
    c.check(standings_games(r.stdout, "bob") == 1 and " 47" in r.stdout,
            f"standings take the same one (the first in byte order at one end): {r.stdout[-300:]!r}")


class FullDisk:
    """A 64 KiB tmpfs as the archive folder, filled up (mount: root)."""

    def __init__(self, path):
        self.path = path
        os.makedirs(path)
        self.ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", path]).returncode == 0

    def fill(self):
        fd = os.open(os.path.join(self.path, "filler"), os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"x" * 4096) > 0:
                pass
        except OSError:
            pass
        os.close(fd)

    def free(self):
        os.unlink(os.path.join(self.path, "filler"))

    def close(self):
        subprocess.run(["umount", self.path])


def pending(c):
    """Nothing pending is lost (item 4): a finished game whose write
    failed, then `new`: kept aside with its write to do, listed as
    finished and not yet archived with the cause, never pruned, and
    archived at the next start once there is room; a correction whose
    write failed is archived at the next start, the original kept."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    disk = FullDisk(os.path.join(tmp, "club"))
    if not c.check(disk.ok, "cannot mount a tmpfs for the full disk"):
        return
    try:
        want = exported(env, tmp, "want.csv", game_lines())
        disk.fill()
        args = ["--journal", "--archive", disk.path]
        # 21 games started after it: 21 copies kept aside, one past the
        # 20 the state folder keeps
        r = run(args, env, "\n".join(game_lines()) + "\n" + "new bte a b\n" * 22 + "quit\n")
        c.check("No space left on device" in r.stdout and csvs(disk.path) == [],
                f"full disk: the failure said: {r.stdout[-300:]!r}")
        r = run(["games", "--archive", disk.path], env)
        c.check(re.search(r"finished,\s+not\s+yet\s+archived\s+\([^)]*No\s+space\s+left\s+on\s+"
                          r"device\):\s+new\s+tlh\s+ann\s+bob\s+\(16\s+commands\)", r.stdout) is not None,
                f"full disk, then new: listed as finished, not yet archived: {r.stdout[-600:]!r}")
        r = run(args, env, "quit\n")
        c.check(csvs(disk.path) == [], "still full: nothing written")
        disk.free()
        r = run(args, env, "quit\n")
        files = csvs(disk.path)
        c.check(len(files) == 1 and read(files[0]) == want and "is now archived in" in r.stderr,
                f"room again: the next start archives it {files} {r.stderr!r}")
        r = run(["games", "--archive", disk.path], env)
        c.check("not yet archived" not in r.stdout and "Tout là-haut  (" in r.stdout,
                f"listed as archived now: {r.stdout[-300:]!r}")
        # a correction whose write fails: archived at the next start
        original = read(files[0])
        disk.fill()
        r = run(args, env, "kept\n")
        num = kept_number(r.stdout, os.path.basename(files[0]))
        run(args, env, f"kept {num}\nquit\n")
        r = run(["--resume", "--journal", "--amend", "--archive", disk.path], env,
                "undo\nplay bob red2 red3\n")
        c.check("No space left on device" in r.stdout and csvs(disk.path) == files,
                f"a correction on a full disk: said, nothing written {r.stdout[-300:]!r}")
        disk.free()
        r = run(args, env, "quit\n")
        new = [f for f in csvs(disk.path) if f != files[0]]
        c.check(read(files[0]) == original and len(new) == 1 and b"play bob red2 red3" in read(new[0])
                and first_row(new[0])["revision"] == "2",
                f"the correction archived at the next start, the original kept: {new} {r.stderr!r}")
    finally:
        disk.close()


def main():
    c = Checks("corrections")
    pending(c)
    readers(c)
    two_games(c, 5)
    two_games(c, 4)
    at_the_prompt(c)
    amend_documented(c)
    c.finish()


main()
