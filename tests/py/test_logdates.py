"""Log version 4 and folders as input (issue 28): a log says when each game
started and ended, and keeps it through load and export whatever the clock
says then; the time column is checked; check, replay, standings and report
read a folder exactly as its files named one by one, and --since/--until
keep the games started in a range."""
import csv
import glob
import io
import os
import shutil
import subprocess

from common import DATE, TOP, TREEREF, Checks, hermetic_env, script_lines, tempdir, transcript, read_or_none as read

TOURNAMENT = os.path.join(TOP, "data", "tournament")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def rows(data):
    return list(csv.DictReader(io.StringIO(data.decode())))


def dates_kept(c, env, tmp):
    """Every game's log carries its start and end, and export, load,
    export again gives the same bytes even when "now" has moved on."""
    later = dict(env, TZ="America/New_York")
    later_date = ["--date", "2027-01-15T03:00:00-05:00"]
    for name in ("bte-3p", "tlh-strategic", "3high-won-solo", "magical-3p"):
        lines = script_lines(transcript(name))
        a, b = os.path.join(tmp, name + ".a.csv"), os.path.join(tmp, name + ".b.csv")
        run(["--force", "--date", DATE], env, tmp, "\n".join(lines) + f"\nexport log {a}\n")
        log = read(a)
        if not c.check(log is not None, f"{name}: no log"):
            continue
        rs = rows(log)
        c.check(log.splitlines()[0].endswith(b",time,game_id,revision,corrects,event,event_round,event_table"),
                f"{name}: header {log.splitlines()[0]}")
        c.check(all(r["version"] == "5" for r in rs), f"{name}: not version 5")
        # --date DATE, in Paris as TZ says
        c.check(rs[0]["time"] == "2026-11-26T19:54:05+01:00", f"{name}: start {rs[0]['time']!r}")
        c.check(rs[-1]["time"] == "2026-11-26T19:54:05+01:00", f"{name}: end {rs[-1]['time']!r}")
        c.check(all(r["time"] == "" for r in rs[1:-1]), f"{name}: a date on a middle row")
        r = run(["--force"] + later_date, later, tmp, f"load {a}\nexport log {b}\n")
        c.check(read(b) == log, f"{name}: export, load (a day later, elsewhere), export differ: {r.stderr}")
    # a game ended later than it started: both dates, each where it belongs
    lines = [l for l in script_lines(transcript("tlh-2p"))
             if l.split()[0] in ("new", "objective", "play")]
    a = os.path.join(tmp, "two-days.csv")
    run(["--date", DATE], env, tmp, "\n".join(lines[:-1]) + f"\nexport log {a}\n")
    b = os.path.join(tmp, "two-days-b.csv")
    run(["--force"] + later_date, later, tmp, f"load {a}\n{lines[-1]}\nexport log {b}\n")
    rs = rows(read(b) or b"")
    c.check(len(rs) > 3 and rs[0]["time"] == "2026-11-26T19:54:05+01:00" and
            rs[-1]["time"] == "2027-01-15T03:00:00-05:00" and rs[1]["time"] == "",
            f"start kept, end now: {[r['time'] for r in rs]}")
    # without --date, the clock: a date of the right form, whatever
    # SOURCE_DATE_EPOCH says (a nix-shell sets it to 1980-01-01)
    clock = dict(env, SOURCE_DATE_EPOCH="315532800")
    a = os.path.join(tmp, "clock.csv")
    run([], clock, tmp, f"new tlh ann bob\nexport log {a}\n")
    rs = rows(read(a) or b"")
    c.check(len(rs) == 1 and len(rs[0]["time"]) == 25 and rs[0]["time"][10] == "T"
            and not rs[0]["time"].startswith(("2026-11-26T19:54:05", "1980")), f"the clock: {rs}")


def time_column_checked(c, env, tmp):
    # the time column as version 4 wrote it (a log of that version kept)
    src = os.path.join(TOP, "tests", "csv", "v4", "table1-round1.csv")
    good = read(src).decode().splitlines()
    cases = {
        "middle": (lambda L: [L[0], L[1], L[2][:-0 or None] + "2026-11-26T19:00:00+01:00"] + L[3:],
                   "A time is written only on the row that starts a game"),
        "baddate": (lambda L: [L[0], L[1].replace("2026-11-26T19:00:00+01:00", "2026-11-31T19:00:00+01:00")] + L[2:],
                    'Time "2026-11-31T19:00:00+01:00" is not a date'),
        "noheader": (lambda L: [l[:l.rindex(",")] for l in L],
                     "A log of version 4 ends with a time column, which the header lacks"),
        "v3rows": (lambda L: [L[0]] + [l.replace(",4,", ",3,", 1) for l in L[1:]],
                   "A log of version 3 has no time column, but the header ends with one"),
    }
    for name, (edit, want) in cases.items():
        p = os.path.join(tmp, f"bad-{name}.csv")
        with open(p, "w", encoding="utf-8") as fp:
            fp.write("\n".join(edit(list(good))) + "\n")
        r = run(["check", p], env, tmp)
        c.check(r.returncode == 1 and want in r.stdout, f"{name}: {r.stdout!r}")
    # a version 3 log still checks as it was written, its dates unknown
    v3 = os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv")
    r = run(["check", v3], env, tmp)
    c.check(r.returncode == 0 and ": ok: " in r.stdout, f"older log: {r.stdout}")


def folder_as_files(c, env, tmp):
    """A folder reads as its *.csv named one by one, in byte order."""
    d = os.path.join(tmp, "event")
    shutil.copytree(TOURNAMENT, d)
    files = sorted(glob.glob(os.path.join(d, "*.csv")))  # byte order: C sort below
    files.sort(key=lambda p: p.encode())
    for cmd in ("check", "standings", "replay"):
        one = run([cmd, *files], env, tmp)
        whole = run([cmd, d], env, tmp)
        c.check(one.returncode == whole.returncode == 0 and one.stdout == whole.stdout
                and one.stderr == whole.stderr and one.stdout,
                f"{cmd}: the folder differs from its files ({whole.stderr})")
    for extra in ([], ["--csv"]):
        pass
    a, b = os.path.join(tmp, "one.html"), os.path.join(tmp, "whole.html")
    r1 = run(["report", *files, "-o", a], env, tmp)
    r2 = run(["report", d, "-o", b], env, tmp)
    c.check(r1.returncode == r2.returncode == 0 and read(a) == read(b) and read(a),
            f"report: the folder's page differs ({r1.stderr} {r2.stderr})")
    a, b = os.path.join(tmp, "one.csv"), os.path.join(tmp, "whole.csv")
    run(["standings", *files, "--csv", a], env, tmp)
    run(["standings", d + "/", "--csv", b], env, tmp)
    c.check(read(a) == read(b) and read(a), "standings --csv: the folder differs")
    # below the folder, in byte order of the path; hidden files and
    # folders, symbolic links to folders and other files left out
    os.makedirs(os.path.join(d, "B", "deep"))
    os.makedirs(os.path.join(d, ".hidden"))
    shutil.copy(files[0], os.path.join(d, "B", "deep", "z.csv"))
    shutil.copy(files[1], os.path.join(d, "B", "a.csv"))
    shutil.copy(files[2], os.path.join(d, ".hidden", "x.csv"))
    shutil.copy(files[2], os.path.join(d, ".dot.csv"))
    shutil.copy(files[2], os.path.join(d, "notes.txt"))
    os.symlink(os.path.join(d, "B"), os.path.join(d, "link"))
    r = run(["check", d], env, tmp)
    # (the copies are then named as set aside: each game counts once)
    names = [l.split(": ok")[0] for l in r.stdout.splitlines() if ": set aside: " not in l]
    want = sorted([os.path.join(d, "B", "deep", "z.csv"), os.path.join(d, "B", "a.csv")] + files,
                  key=lambda p: p.encode())
    c.check(r.returncode == 0 and names == want, f"the order of a folder: {names}")
    # a file in it that is not a log is named; the rest are read
    with open(os.path.join(d, "B", "broken.csv"), "w") as fp:
        fp.write("hello\n")
    os.symlink(os.path.join(d, "nowhere.csv"), os.path.join(d, "B", "gone.csv"))
    r = run(["check", d], env, tmp)
    c.check(r.returncode == 1 and f"{d}/B/broken.csv:1: Not a treeref event log" in r.stdout
            and f"treeref: Cannot read {d}/B/gone.csv: No such file or directory" in r.stderr
            and r.stdout.count(": ok") == len(want), f"a bad file in a folder: {r.stdout}")
    r = run(["standings", d], env, tmp)
    c.check(r.returncode == 1 and "broken.csv" in r.stderr and r.stdout, f"standings: {r.stderr}")


def ranges(c, env, tmp):
    logs = sorted(glob.glob(os.path.join(TOURNAMENT, "*.csv")))
    r = run(["check", TOURNAMENT, "--since", "2026-11-26T20:20:00+01:00"], env, tmp)
    kept = [os.path.basename(l.split(":")[0]) for l in r.stdout.splitlines()]
    # round N starts at 19:00 + 40 min x (N - 1): rounds 3 to 7
    want = [os.path.basename(p) for p in logs if int(p[-5]) >= 3]
    c.check(r.returncode == 0 and kept == want, f"--since: {kept}")
    r = run(["check", TOURNAMENT, "--until", "2026-11-26T20:20:00+01:00",
             "--since", "2026-11-26T19:40:00+01:00"], env, tmp)
    kept = [os.path.basename(l.split(":")[0]) for l in r.stdout.splitlines()]
    c.check(kept == [os.path.basename(p) for p in logs if int(p[-5]) in (2, 3)], f"a range: {kept}")
    r = run(["check", TOURNAMENT, "--since", "2026-11-26", "--until", "2026-11-26"], env, tmp)
    c.check(r.stdout.count(": ok") == len(logs), f"a day: {r.stdout}")
    r = run(["check", TOURNAMENT, "--since", "2026-11-27"], env, tmp)
    # nothing in the range: said, with how many games were left out
    # (issue 37: it printed nothing and exited 0)
    c.check(r.returncode == 1 and r.stdout == "" and
            f"the {len(logs)} games of these logs started outside it" in r.stderr,
            f"the day after: {r.stdout!r} {r.stderr!r}")
    for cmd in (["standings"], ["replay"], ["report", "-o", os.path.join(tmp, "none.html")]):
        r = run(cmd[:1] + [TOURNAMENT, "--since", "2030-01-01"] + cmd[1:], env, tmp)
        c.check(r.returncode == 1 and r.stdout == "" and "No game started in that range" in r.stderr,
                f"{cmd[0]}: an empty range: {r.returncode} {r.stdout!r} {r.stderr!r}")
    # --since after --until, or given twice: usage errors
    for args in (["--since", "2026-11-27", "--until", "2026-11-26"],
                 ["--since", "2026-11-26T22:00:00+01:00", "--until", "2026-11-26T21:00:00+01:00"],
                 ["--since", "2026-11-26", "--since", "2026-11-27"],
                 ["--until", "2026-11-26", "--until", "2026-11-27"]):
        r = run(["check", TOURNAMENT] + args, env, tmp)
        c.check(r.returncode == 2 and r.stdout == "" and
                ("comes after --until" in r.stderr or "is given twice" in r.stderr),
                f"check {' '.join(args)}: {r.returncode} {r.stderr!r}")
    # standings count only the games in the range
    r1 = run(["standings", *[p for p in logs if int(p[-5]) >= 6]], env, tmp)
    r2 = run(["standings", TOURNAMENT, "--since", "2026-11-26T22:20:00+01:00"], env, tmp)
    c.check(r1.stdout == r2.stdout and r1.stdout, f"standings --since: {r2.stdout} {r2.stderr}")
    # a log without dates is kept only without a range
    v2 = os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv")
    r = run(["check", v2, "--since", "2000-01-01"], env, tmp)
    c.check(r.returncode == 1 and r.stdout == "" and
            "the 1 game of these logs has no date (its log was written before "
            "version 4), and --since and --until keep only dated games" in r.stderr,
            f"undated log in a range: {r.stdout!r} {r.stderr!r}")
    for bad in ("yesterday", "2026-13-01", "2026-11-26T25:00:00Z"):
        r = run(["check", TOURNAMENT, "--since", bad], env, tmp)
        c.check(r.returncode == 2 and f'"{bad}" is not a date' in r.stderr, f"{bad}: {r.stderr}")
    r = run(["--since", "2026-11-26"], env, tmp, "")
    c.check(r.returncode == 2 and "--since" in r.stderr, f"--since without a reader: {r.stderr}")


def main():
    c = Checks("logdates")
    tmp = tempdir()
    env = hermetic_env(tmp)
    dates_kept(c, env, tmp)
    time_column_checked(c, env, tmp)
    folder_as_files(c, env, tmp)
    ranges(c, env, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
