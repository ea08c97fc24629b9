"""Files the user owns (issue 15): export removes only temporaries treeref
made, honours the umask, leaves a dangling symbolic link alone without
--force; check survives a header of 1 to 3 columns and keeps the verdicts
of the files before it; a directory named as a script or a log is said to
be one; a player's name cannot hold the comment sign."""
import os
import stat
import subprocess

from common import played_at_date, TREEREF, TOP, Checks, hermetic_env, script_lines, tempdir, transcript


def tr(args, env, data="", cwd=None, umask=None):
    def pre():
        if umask is not None:
            os.umask(umask)
    return subprocess.run([TREEREF, *played_at_date(args)], input=data, env=env, capture_output=True,
                          text=True, cwd=cwd, preexec_fn=pre)


def game():
    return "\n".join(script_lines(transcript("bte-2p"))) + "\n"


def export(c):
    d = tempdir()
    env = hermetic_env(d)
    mine = ["report.tmpABCDEF", "notes.txt", "x.csv.tmpQWERTY", "*.tmp123456"]
    for f in mine:
        with open(os.path.join(d, f), "w") as fp:
            fp.write("keep me\n")
    r = tr([], env, game() + "export log *\n", cwd=d)
    c.check(r.returncode == 0, f"export log *: {r.returncode} {r.stderr!r}")
    c.check(os.path.exists(os.path.join(d, "*")), "export log *: the file named * is written")
    for f in mine:
        c.check(os.path.exists(os.path.join(d, f)), f"export log *: {f} is still there")
    # a temporary treeref left (killed before its rename) goes; one in use,
    # or not ours by its mode, stays
    stale = os.path.join(d, "out.csv.treeref-tmpAb12Cd")
    alike = os.path.join(d, "out.csv.treeref-tmpZZ99zz")
    for f, mode in ((stale, 0o600), (alike, 0o644)):
        with open(f, "w") as fp:
            fp.write("half")
        os.chmod(f, mode)
    r = tr([], env, game() + "export scores out.csv\n", cwd=d)
    c.check(not os.path.exists(stale), "a stale temporary of treeref's is removed")
    c.check(os.path.exists(alike), "a file that only looks like one is kept")
    # the umask
    for mask, want in ((0o022, 0o644), (0o077, 0o600), (0o027, 0o640)):
        out = os.path.join(d, f"mask{mask:o}.csv")
        tr([], env, game() + f"export scores {out}\n", cwd=d, umask=mask)
        got = stat.S_IMODE(os.stat(out).st_mode) if os.path.exists(out) else None
        c.check(got == want, f"umask {mask:03o}: mode {got and oct(got)}, want {oct(want)}")
    # a dangling symbolic link is something there
    link = os.path.join(d, "dangling.csv")
    os.symlink(os.path.join(d, "nowhere", "target.csv"), link)
    r = tr([], env, game() + f"export scores {link}\n", cwd=d)
    c.check(r.returncode == 1 and "already exists" in r.stderr, f"dangling link: {r.stderr!r}")
    c.check(os.path.islink(link), "dangling link: left as it was")
    r = tr(["--force"], env, game() + f"export scores {link}\n", cwd=d)
    c.check(r.returncode == 0 and os.path.isfile(link) and not os.path.islink(link),
            "dangling link: --force replaces it")


def short_header(c):
    d = tempdir()
    env = hermetic_env(d)
    good = os.path.join(d, "good.csv")
    tr([], env, game() + f"export log {good}\n", cwd=d)
    for i, head in enumerate(["game", "game,version", "game,version,seq"]):
        bad = os.path.join(d, f"short{i}.csv")
        ncols = head.count(",") + 1
        with open(bad, "w") as fp:
            fp.write(head + "\n" + ",".join(["bte", "1", "1"][:ncols]) + "\n")
        for sub in ("check", "replay", "standings"):
            args = [sub, good, bad] if sub != "replay" else [sub, bad]
            r = tr(args, env, cwd=d)
            c.check(r.returncode == 1, f"{sub} {head!r}: exit {r.returncode}")
            c.check(f"Too few header columns ({ncols})" in r.stdout + r.stderr,
                    f"{sub} {head!r}: message {r.stdout!r} {r.stderr!r}")
        r = tr(["check", good, bad], env, cwd=d)
        c.check(r.stdout.startswith(f"{good}: ok"), f"check: the verdict before it is kept: {r.stdout!r}")
    # found by fuzz_csv: standings over logs with no finished game sorted
    # an empty table through qsort(NULL, 0) (UBSan in make asan)
    part = os.path.join(d, "part.csv")
    tr([], env, "new bte ann bob\nplace ann red 2 1\n" + f"export log {part}\n", cwd=d)
    r = tr(["standings", part], env, cwd=d)
    c.check(r.returncode == 0 and r.stdout.startswith("No finished game") and "runtime error" not in r.stderr,
            f"standings with no finished game: {r.returncode} {r.stderr!r}")
    # the issue's own reproduction
    with open(os.path.join(d, "x.csv"), "w") as fp:
        fp.write("game\nbte\n")
    r = tr(["check", "x.csv"], env, cwd=d)
    c.check(r.returncode == 1 and "x.csv:1: Too few header columns (1)" in r.stdout,
            f"check x.csv: {r.returncode} {r.stdout!r}")
    r = tr([], env, "load x.csv\n", cwd=d)
    c.check(r.returncode == 1 and "Too few header columns" in r.stderr, f"load x.csv: {r.stderr!r}")


def directories(c):
    d = tempdir()
    env = hermetic_env(d)
    sub = os.path.join(d, "games")
    os.mkdir(sub)
    r = tr([sub], env)
    c.check(r.returncode == 2, f"a directory as a script: exit {r.returncode}, want 2")
    c.check(r.stderr == f"treeref: Cannot read {sub}: Is a directory.\n",
            f"a directory as a script: {r.stderr!r}")
    # a folder is read as its logs (issue 28): one without any is said
    for cmd in ("check", "replay", "standings", "report"):
        r = tr([cmd, sub], env)
        c.check(r.returncode == 1, f"{cmd} of a directory: exit {r.returncode}")
        c.check(r.stderr == f"treeref: {sub} holds no event log (no *.csv file below it).\n"
                and r.stdout == "", f"{cmd} of a directory: {r.stdout!r} {r.stderr!r}")
    fr = dict(env, LANG="fr_FR.UTF-8")
    r = tr(["check", sub], fr)
    c.check(f"{sub} ne contient aucun journal" in (r.stdout + r.stderr).replace("\u00a0", " "),
            f"vérifier un dossier, en français : {r.stdout!r} {r.stderr!r}")


def comment_sign(c):
    """A name holding # would be cut at it when its log is read back."""
    d = tempdir()
    env = hermetic_env(d)
    r = tr([], env, 'new bte ann "b#b"\nnew bte ann "b#b" carl\n', cwd=d)
    c.check(r.returncode == 1 and r.stderr.count('holds "#"') == 2,
            f"a name with #: {r.stderr!r}")
    tr([], env, 'new bte ann bob\ndiscard bob\nexport log o.csv\n', cwd=d)
    r = tr(["check", "o.csv"], env, cwd=d)
    c.check(r.returncode == 0, f"a log without #: {r.stdout!r}")


def main():
    c = Checks("files")
    export(c)
    short_header(c)
    directories(c)
    comment_sign(c)
    c.finish()


if __name__ == "__main__":
    main()
