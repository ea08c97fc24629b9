"""Event logs: export, load and export again give the same bytes for every
transcript game; replay and check accept them; each broken log of
tests/csv/bad gets its expected message; check over a mixed folder and
standings over a small tournament give their expected output."""
import glob
import os
import shutil
import subprocess

from common import played_at_date, TOP, TREEREF, Checks, hermetic_env, script_lines, tempdir, transcripts

CSV = os.path.join(TOP, "tests", "csv")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def round_trips(c, env, tmp):
    for path in transcripts():
        name = os.path.basename(path)[:-3]
        lines = script_lines(path)
        if not any(l.split()[0] in ("new", "nouveau") for l in lines):
            continue
        a, b = os.path.join(tmp, name + ".a.csv"), os.path.join(tmp, name + ".b.csv")
        run(["--force"], env, tmp, "\n".join(lines) + f"\nexport log {a}\n")
        if not c.check(os.path.exists(a), f"{name}: export log wrote nothing"):
            continue
        r = run(["--force"], env, tmp, f"load {a}\nexport log {b}\n")
        with open(a, "rb") as fa, open(b, "rb") if os.path.exists(b) else open(os.devnull, "rb") as fb:
            c.check(fa.read() == fb.read(), f"{name}: export, load, export differ ({r.stderr.strip()})")
        r = run(["replay", a], env, tmp)
        c.check(r.returncode == 0, f"{name}: replay refused its own log: {r.stderr.strip()}")
        r = run(["check", a], env, tmp)
        c.check(r.returncode == 0 and ": ok" in r.stdout, f"{name}: check: {r.stdout.strip()}")


def expected(path):
    with open(path, encoding="utf-8") as fp:
        return fp.read()


def bad_logs(c, env):
    """tests/csv/bad/NAME.csv with NAME.expect: the exact output of check."""
    found = 0
    for path in sorted(glob.glob(os.path.join(CSV, "bad", "*.csv"))):
        found += 1
        name = os.path.basename(path)
        r = run(["check", name], env, os.path.dirname(path))
        want = expected(path[:-4] + ".expect")
        c.check(r.returncode == 1, f"bad/{name}: exit {r.returncode}")
        c.check(r.stdout == want, f"bad/{name}: got {r.stdout!r}, want {want!r}")
        # load leaves the current game untouched
        r = run([], env, os.path.dirname(path), f"new tlh ann bob\nplay ann red3 blue2\nload {name}\nstatus\n")
        c.check(r.returncode == 1 and name in r.stderr, f"bad/{name}: load did not refuse: {r.stderr!r}")
        c.check("Round 1 of 7: bob to play." in r.stdout,
                f"bad/{name}: a failed load changed the game: {r.stdout!r}")
    c.check(found >= 8, f"only {found} broken logs in tests/csv/bad")


def mixed_folder(c, env):
    d = os.path.join(CSV, "mixed")
    files = sorted(os.path.basename(p) for p in glob.glob(os.path.join(d, "*.csv")))
    r = run(["check"] + files, env, d)
    c.check(r.stdout == expected(os.path.join(CSV, "mixed.expect")),
            f"check over mixed/: got\n{r.stdout}")
    c.check(r.returncode == 1, f"check over mixed/: exit {r.returncode}")


def tournament(c, env, tmp):
    d = os.path.join(CSV, "tournament")
    files = sorted(os.path.basename(p) for p in glob.glob(os.path.join(d, "*.csv")))
    out = os.path.join(tmp, "standings.csv")
    r = run(["standings"] + files + ["--csv", out], env, d)
    c.check(r.returncode == 0, f"standings exit {r.returncode}: {r.stderr}")
    c.check(r.stdout == expected(os.path.join(CSV, "tournament.expect")),
            f"standings table: got\n{r.stdout}")
    c.check(os.path.exists(out) and expected(out) == expected(os.path.join(CSV, "tournament.csv.expect")),
            "standings --csv file differs")
    r = run(["standings"] + files + ["--csv", out], env, d)
    c.check(r.returncode == 2 and "exists" in r.stderr, "standings refuses to overwrite without --force")


def byte_order_mark(c, env, tmp):
    """A log saved by a spreadsheet as "CSV UTF-8", and a script saved by
    an editor, start with a UTF-8 byte order mark: read as without it."""
    logs = sorted(glob.glob(os.path.join(CSV, "tournament", "*.csv")))
    marked = []
    for path in logs:
        name = os.path.join(tmp, "bom-" + os.path.basename(path))
        with open(path, "rb") as src, open(name, "wb") as dst:
            dst.write(b"\xef\xbb\xbf" + src.read())
        marked.append(name)
        plain = run(["check", path], env, tmp)
        got = run(["check", name], env, tmp)
        c.check(got.returncode == 0 and got.stdout.replace(name, path) == plain.stdout,
                f"check {name}: {got.returncode} {got.stdout!r} {got.stderr!r}")
        got = run([], env, tmp, f"load {name}\nscore\n")
        c.check(got.returncode == 0 and "loaded" in got.stdout, f"load {name}: {got.stderr!r}")
    plain = run(["standings"] + logs, env, tmp)
    got = run(["standings"] + marked, env, tmp)
    c.check(got.returncode == 0 and got.stdout == plain.stdout, f"standings with marks: {got.stdout!r}")
    script = os.path.join(tmp, "bom-script.txt")
    with open(script, "wb") as fp:
        fp.write(b"\xef\xbb\xbfnew tlh ann bob\nstatus\n")
    got = run([script], env, tmp)
    c.check(got.returncode == 0 and "Round 1 of 7: ann to play." in got.stdout,
            f"a script with a byte order mark: {got.returncode} {got.stdout!r} {got.stderr!r}")


def main():
    c = Checks("csvlog")
    tmp = tempdir()
    env = hermetic_env(tmp)
    round_trips(c, env, tmp)
    bad_logs(c, env)
    byte_order_mark(c, env, tmp)
    mixed_folder(c, env)
    tournament(c, env, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
