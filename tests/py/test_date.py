"""--date WHEN (issue 37): the session's games are recorded as played then,
start and end; SOURCE_DATE_EPOCH (a nix-shell sets it) is never read; a
year past 9999 is refused; games of one session at the same date keep
their order (archive names, games, report); the journal keeps the date,
so a resumed game keeps it; an end before the start is recorded as the
start with a warning, and check names both."""
import glob
import os
import re
import subprocess

from common import DATE, TREEREF, Checks, hermetic_env, tempdir, read_or_none as read, csv_rows as rows, tlh_game_lines


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def game(names=("ann", "bob")):
    """A whole Tout là-haut game, its moves only, with these players."""
    return [line.replace("ann", names[0]).replace("bob", names[1])
            for line in tlh_game_lines()]


def nix_shell(c, env, tmp):
    """SOURCE_DATE_EPOCH=315532800 (a nix-shell's) is not the date of play."""
    nix = dict(env, SOURCE_DATE_EPOCH="315532800")
    d = os.path.join(tmp, "nix")
    r = run(["--archive", d], nix, tmp, "\n".join(game()) + "\n")
    names = [os.path.basename(p) for p in glob.glob(os.path.join(d, "*.csv"))]
    c.check(r.returncode == 0 and len(names) == 1 and not names[0].startswith("1980"),
            f"nix-shell: archived as {names} {r.stderr!r}")
    rs = rows(read(os.path.join(d, names[0])) if names else b"")
    c.check(rs and not rs[0]["time"].startswith("1980"), f"nix-shell: started {rs[:1]}")


def refused(c, env, tmp):
    for when, why in (("10000-01-01", "past 9999"), ("9999-12-31T23:30:00-05:00", "past 9999"),
                      ("2026-02-30", "not a date"), ("soon", "not a date")):
        r = run(["--date", when], env, tmp, "new tlh ann bob\n")
        c.check(r.returncode == 2 and r.stdout == "" and why in r.stderr and when in r.stderr,
                f"--date {when}: {r.returncode} {r.stderr!r}")
    r = run(["--date", DATE, "--date", "2026-11-27"], env, tmp, "new tlh ann bob\n")
    c.check(r.returncode == 2 and "--date is given twice" in r.stderr, f"--date twice: {r.stderr!r}")
    r = run(["check", "--date", DATE, "x.csv"], env, tmp)
    c.check(r.returncode == 2 and "takes no option --date" in r.stderr, f"check --date: {r.stderr!r}")
    # a day, a local moment, a moment with its offset: start and end at it
    for when, want in (("2026-11-26", "2026-11-26T00:00:00+01:00"),
                       ("2026-11-26T21:14", "2026-11-26T21:14:00+01:00"),
                       ("2026-11-26T20:14:05Z", "2026-11-26T21:14:05+01:00")):
        out = os.path.join(tmp, "when.csv")
        run(["--force", "--date", when], env, tmp, "\n".join(game()) + f"\nexport log {out}\n")
        rs = rows(read(out))
        c.check(len(rs) > 2 and rs[0]["time"] == want and rs[-1]["time"] == want,
                f"--date {when}: {[rs[0]['time'], rs[-1]['time']] if rs else None}")


def order_kept(c, env, tmp):
    """Three games in one session at one date: the archive's names sort
    in the order of play, games lists the last first, the report shows
    them in order."""
    d = os.path.join(tmp, "order")
    players = [("ann", "bob"), ("kim", "lou"), ("pia", "rex")]
    script = []
    for p in players:
        script += game(p)
    r = run(["--date", DATE, "--archive", d], env, tmp, "\n".join(script) + "\n")
    files = sorted(glob.glob(os.path.join(d, "*.csv")))  # byte order, as ls
    firsts = [rows(read(f))[0]["command"] for f in files]
    c.check(r.returncode == 0 and len(files) == 3 and
            all(p[0] in f for p, f in zip(players, firsts)),
            f"order: names in byte order {[os.path.basename(f) for f in files]} hold {firsts}")
    r = run(["games", "--archive", d], env, tmp)
    at = [m.start() if m else -1 for m in (re.search(rf"\b{p[0]}\b", r.stdout) for p in players)]
    c.check(r.returncode == 0 and -1 not in at and at[2] < at[1] < at[0],
            f"order: games lists the last played first: {r.stdout!r}")
    page = os.path.join(tmp, "order.html")
    r = run(["report", d, "-o", page], env, tmp)
    text = (read(page) or b"").decode()
    games = text[text.find("<h2>Games</h2>"):]
    at = [m.start() if m else -1 for m in (re.search(rf"\b{p[0]}\b", games) for p in players)]
    c.check(r.returncode == 0 and -1 not in at and at[0] < at[1] < at[2],
            f"order: the report in the order of play {at} {r.stderr!r}")


def journal_keeps(c, env, tmp):
    """A game begun at --date, resumed without it, ends at that date."""
    e = dict(env, XDG_STATE_HOME=os.path.join(tmp, "jstate"))
    lines = game()
    run(["--journal", "--date", "2026-11-20T20:00:00+01:00", "--no-archive"], e, tmp,
        "\n".join(lines[:-1]) + "\n")
    out = os.path.join(tmp, "resumed.csv")
    r = run(["--resume", "--journal", "--no-archive"], e, tmp, f"{lines[-1]}\nexport log {out}\n")
    rs = rows(read(out))
    c.check(len(rs) > 2 and rs[0]["time"] == "2026-11-20T20:00:00+01:00" and
            rs[-1]["time"] == "2026-11-20T20:00:00+01:00",
            f"resumed: {[rs[0]['time'], rs[-1]['time']] if rs else None} {r.stderr!r}")


def end_before_start(c, env, tmp):
    """A game started (as its log says) after the moment it ends: the end
    is recorded as the start, with a warning; check names both."""
    lines = game()
    a = os.path.join(tmp, "future.csv")
    run(["--date", "2090-01-01T12:00:00+01:00"], env, tmp, "\n".join(lines[:-1]) + f"\nexport log {a}\n")
    b = os.path.join(tmp, "ended.csv")
    r = run(["--date", DATE], env, tmp, f"load {a}\n{lines[-1]}\nexport log {b}\n")
    rs = rows(read(b))
    c.check(len(rs) > 2 and rs[-1]["time"] == "2090-01-01T12:00:00+01:00" and
            "before it started" in r.stdout + r.stderr and DATE in r.stdout + r.stderr,
            f"end before start: {rs[-1]['time'] if rs else None} {r.stdout[-300:]!r} {r.stderr!r}")
    # a log whose end comes before its start: check names both, where
    good = (read(b) or b"x").decode().splitlines()
    bad = good[:-1] + [good[-1].replace("2090-01-01T12:00:00+01:00", "2026-11-26T19:54:05+01:00")]
    p = os.path.join(tmp, "backwards.csv")
    with open(p, "w") as fp:
        fp.write("\n".join(bad) + "\n")
    r = run(["check", p], env, tmp)
    c.check(r.returncode == 1 and re.search(rf"backwards\.csv:{len(bad)}:\d+: ", r.stdout + r.stderr)
            and "2026-11-26T19:54:05+01:00" in r.stdout + r.stderr
            and "2090-01-01T12:00:00+01:00" in r.stdout + r.stderr,
            f"check names both: {r.returncode} {r.stdout!r} {r.stderr!r}")


def main():
    c = Checks("date")
    tmp = tempdir()
    env = hermetic_env(tmp)
    nix_shell(c, env, tmp)
    refused(c, env, tmp)
    order_kept(c, env, tmp)
    journal_keeps(c, env, tmp)
    end_before_start(c, env, tmp)
    c.finish()


if __name__ == "__main__":
    main()
