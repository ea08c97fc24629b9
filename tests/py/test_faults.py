"""Faults found on the way (issue 37, item 5), each as a user meets it:
-r on a full disk without journal.lock names the real cause and still
shows the game; a FIFO named *.csv in a folder is skipped with a note,
never waited on; check's unreadable file is treeref's own complaint on
standard error; output that could not be written exits 2 everywhere;
a report title with control characters is refused, naming the
character; an empty date range says how many games it left out, and
--since after --until or given twice is a usage error."""
import os
import shutil
import subprocess
import time

from common import DATE, TOP, TREEREF, Checks, hermetic_env, tempdir

TOURNAMENT = os.path.join(TOP, "data", "tournament")
# against a hang only: a loaded machine makes it slower, never fail
LIMIT = 60


def run(args, env, cwd, stdin="", stdout=subprocess.PIPE):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=LIMIT * 3)


def full_disk_resume(c, env, tmp):
    """A journal copied onto a full disk without its journal.lock: -r
    says the disk is full (not ENOENT) and shows the game, read-only."""
    small = os.path.join(tmp, "small")
    os.makedirs(small)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", small]).returncode != 0:
        c.check(False, "cannot mount a tmpfs for the full disk")
        return
    try:
        state = os.path.join(small, "state")
        e = dict(env, XDG_STATE_HOME=state)
        run(["--journal"], e, tmp, "new bte ann bob\nplace ann red 2 1\n")
        os.unlink(os.path.join(state, "treeref", "journal.lock"))
        fd = os.open(os.path.join(small, "filler"), os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"x" * 4096) > 0:
                pass
        except OSError:
            pass
        os.close(fd)
        r = run(["-r"], e, tmp, "status\nplace bob blue 2 1\n")
        c.check("No space left on device" in r.stderr and "No such file" not in r.stderr and
                "No journalled game to resume" not in r.stderr,
                f"full disk, no lock: the cause named: {r.stderr!r}")
        c.check("still to play: bob" in r.stdout and "was not done" in r.stderr and r.returncode == 1,
                f"full disk, no lock: the game shown, the move refused: {r.stdout!r} {r.stderr!r}")
    finally:
        subprocess.run(["umount", small])


def fifo_in_folder(c, env, tmp):
    """A FIFO (and a socket) named *.csv in a folder: skipped with a
    note; every reader of folders ends."""
    d = os.path.join(tmp, "fifo")
    os.makedirs(d)
    shutil.copy(os.path.join(TOURNAMENT, "table1-round1.csv"), os.path.join(d, "a.csv"))
    os.mkfifo(os.path.join(d, "b.csv"))
    players = os.path.join(tmp, "players.txt")
    with open(players, "w") as fp:
        fp.write("ann\nbob\n")
    for args in (["check", d], ["standings", d], ["replay", d],
                 ["report", d, "-o", os.path.join(tmp, "fifo.html"), "-f"],
                 ["seat", "bte", players, d, "--seed", "1"]):
        try:
            r = run(args, env, tmp)
        except subprocess.TimeoutExpired:
            c.check(False, f"{args[0]}: hangs on a FIFO in the folder")
            continue
        c.check(r.returncode == 0 and "b.csv is not a regular file (a FIFO): skipped" in r.stderr,
                f"{args[0]}: the FIFO skipped with a note: {r.returncode} {r.stderr!r}")
    # named on the command line, a FIFO is read as it comes (<(...))
    p = subprocess.Popen([TREEREF, "check", os.path.join(d, "b.csv")], env=env, cwd=tmp,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    with open(os.path.join(d, "b.csv"), "wb") as fp:
        with open(os.path.join(d, "a.csv"), "rb") as src:
            fp.write(src.read())
    out, err = p.communicate(timeout=LIMIT * 3)
    c.check(p.returncode == 0 and ": ok: " in out, f"a FIFO named: read {out!r} {err!r}")


def check_unreadable(c, env, tmp):
    r = run(["check", "nonexist.csv"], env, tmp)
    c.check(r.returncode == 1 and r.stdout == "" and
            r.stderr == "treeref: Cannot read nonexist.csv: No such file or directory.\n",
            f"check nonexist.csv: {r.returncode} {r.stdout!r} {r.stderr!r}")


def output_not_written(c, env, tmp):
    """Exit 2, the cause named, for every output that could not be written."""
    players = os.path.join(tmp, "players.txt")
    with open(players, "w") as fp:
        fp.write("ann\nbob\ncid\n")
    with open("/dev/full", "w") as full:
        r = run(["check", "--json", TOURNAMENT], env, tmp, stdout=full)
        c.check(r.returncode == 2 and "No space left on device" in r.stderr,
                f"check --json >/dev/full: {r.returncode} {r.stderr!r}")
        r = run(["standings", TOURNAMENT], env, tmp, stdout=full)
        c.check(r.returncode == 2 and "No space left on device" in r.stderr,
                f"standings >/dev/full: {r.returncode} {r.stderr!r}")
    for args in (["report", TOURNAMENT, "-o", "/dev/full"],
                 ["standings", TOURNAMENT, "--csv", "/dev/full"],
                 ["seat", "bte", players, "--seed", "1", "--csv", "/dev/full"]):
        r = run(args, env, tmp)
        c.check(r.returncode == 2 and "No space left on device" in r.stderr,
                f"{' '.join(args[:1] + args[-2:])}: {r.returncode} {r.stderr!r}")
    r = run(["--help"], env, tmp)
    c.check("output that could not be written" in r.stdout, "--help says exit 2 for it")


def report_title(c, env, tmp):
    """A title with a control or format character is refused, the
    character named; no page is written."""
    page = os.path.join(tmp, "titled.html")
    for title, named in (("Club\x1b[31m night", "U+001B"),
                         ("Club\u202enight", "U+202E RIGHT-TO-LEFT OVERRIDE"),
                         ("Club\tnight", "U+0009")):
        r = run(["report", TOURNAMENT, "-o", page, "--title", title], env, tmp)
        c.check(r.returncode == 2 and named in r.stderr and not os.path.exists(page),
                f"--title {title!r}: {r.returncode} {r.stderr!r}")
    r = run(["report", TOURNAMENT, "-o", page, "--title", "Soirée du club"], env, tmp)
    c.check(r.returncode == 0 and "<title>Soirée du club</title>" in open(page).read(),
            f"a plain title: {r.returncode} {r.stderr!r}")


def main():
    c = Checks("faults")
    tmp = tempdir()
    env = hermetic_env(tmp)
    full_disk_resume(c, env, tmp)
    fifo_in_folder(c, env, tmp)
    check_unreadable(c, env, tmp)
    output_not_written(c, env, tmp)
    report_title(c, env, tmp)
    c.finish()


if __name__ == "__main__":
    main()
