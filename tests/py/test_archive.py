"""The archive of finished games (issue 28): every game that ends in a
journalled session is written as its event log to
~/.local/share/treeref/games, found again through `kept` / `treeref games`
and brought back; killed at every system call of the write, no *.csv is
ever partial and the next start finishes the job; faults (full disk,
read-only folder, a file in the folder's place, a planted link) are named
and lose nothing; the archive is never an export's target."""
import csv
import glob
import io
import os
import re
import shutil
import subprocess

from common import DATE, TOP, TREEREF, Checks, Term, hermetic_env, tempdir, read_or_none as read, tlh_game_lines as game_lines

PROMPT = r"treeref[^>\n]*> "


SUBCOMMANDS = ("check", "standings", "report", "seat", "games", "replay")


def run(args, env, stdin="", cwd=None):
    """treeref with ARGS; a session plays at --date DATE, so that the
    archive's names and dates are known."""
    date = [] if args and args[0] in SUBCOMMANDS else ["--date", DATE]
    return subprocess.run([TREEREF] + date + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def games_dir(env):
    return os.path.join(env["HOME"], ".local", "share", "treeref", "games")


def csvs(d):
    return sorted(glob.glob(os.path.join(d, "*.csv")))


def expected_log(env, tmp):
    """The log `export log` writes for the game (same clock, same zone)."""
    out = os.path.join(tmp, "expected.csv")
    e = dict(env, XDG_STATE_HOME=os.path.join(tmp, "elsewhere"))
    run(["--force", "--no-archive"], e, "\n".join(game_lines()) + f"\nexport log {out}\n")
    return read(out)


def repl(c):
    """Finish a game at the terminal, quit, start again, start a new game,
    find the first in the list, bring it back, export the same log."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    want = expected_log(env, tmp)
    t = Term(env, args=("--date", DATE))
    c.check(t.expect(PROMPT), "repl: first prompt")
    lines = game_lines()
    for line in lines[:-1]:
        t.run(line, PROMPT)
    c.check(t.run(lines[-1], PROMPT), "repl: the last move answers")
    m = re.search(r"The game is archived in (\S+)\.\r?\n", t.seen)
    c.check(m is not None and t.seen.index("bob wins") < m.start(),
            f"repl: the end names the file, after the final scores: {t.seen[-400:]!r}")
    path = m.group(1) if m else ""
    c.check(os.path.dirname(path) == games_dir(env) and
            re.fullmatch(r"2026-11-26T1854Z-tlh\.csv", os.path.basename(path)),
            f"repl: named by the end in UTC and the game: {path}")
    c.check(read(path) == want, "repl: the archive holds what export log writes")
    t.send("quit\r")
    # wrapped at blanks to the terminal: the folder may start a line
    # (under the home folder, from ~ as a shell reads it)
    shown = "~" + path[len(env["HOME"]):] if path.startswith(env["HOME"] + "/") else path
    c.check(t.expect(r"The finished game is archived in\s+" + re.escape(shown)),
            f"repl: quit says where: {t.buf!r}")
    t.close()
    # again, and a new game: no question (the game was finished)
    t = Term(env, args=("--date", DATE))
    c.check(t.expect(PROMPT) and "Resume" not in t.seen, f"repl: no question: {t.seen!r}")
    t.run("new bte a b", PROMPT)
    c.check(t.run("kept", PROMPT), "repl: kept answers")
    c.check(re.search(r"  1  2026-11-26 19:54  Tout là-haut  \(2026-11-26T1854Z-tlh\.csv\)\r\n"
                      r"     bob wins with 51 points; ann 44\.", t.seen) is not None,
            f"repl: the list shows the finished game: {t.seen!r}")
    t.run("kept 1", PROMPT)
    c.check("Brought back 2026-11-26T1854Z-tlh.csv" in t.seen and
            "The unfinished game before it was kept in" in t.seen,
            f"repl: brought back, the game in play kept aside: {t.seen!r}")
    out = os.path.join(tmp, "again.csv")
    t.run(f"export log {out}", PROMPT)
    c.check(read(out) == want, "repl: the game brought back exports the same log")
    t.run("score", PROMPT)
    c.check("51" in t.seen and "44" in t.seen, f"repl: score of the game brought back: {t.seen!r}")
    # the list now also holds the bte game set aside; games is a word too
    t.run("games", PROMPT)
    c.check("set aside unfinished: new bte a b" in t.seen and "  1  " in t.seen,
            f"repl: games lists both: {t.seen!r}")
    t.send("quit\r")
    t.expect(r"$", timeout=1)
    t.close()
    c.check(len(csvs(games_dir(env))) == 1, "repl: bringing a game back wrote nothing")


def journal_feed(c):
    """The same through --journal: a script's session archives its game."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    want = expected_log(env, tmp)
    r = run(["--journal"], env, "\n".join(game_lines()) + "\n")
    files = csvs(games_dir(env))
    c.check(r.returncode == 0 and len(files) == 1 and read(files[0]) == want,
            f"--journal: archived: {files} {r.stderr}")
    c.check(r.stdout.rstrip().endswith(f"The game is archived in {files[0] if files else '?'}."),
            f"--journal: the answer names it: {r.stdout[-200:]!r}")
    out = os.path.join(tmp, "back.csv")
    r = run(["--journal"], env, f"new bte a b\nkept\nkept 1\nexport log {out}\n")
    c.check(r.returncode == 0 and read(out) == want, f"--journal: found and exported: {r.stdout} {r.stderr}")
    # --json: the answer carries the file
    r = run(["--journal", "--json"], env, "\n".join(game_lines()) + "\n")
    last = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""
    c.check('"archived": "' + games_dir(env) in last, f"--json: archived key: {last[-300:]}")
    # the same game ended again is not written twice: same file, no -2
    c.check(len(csvs(games_dir(env))) == 1, f"--json: {csvs(games_dir(env))}")
    # a script without a journal archives only with --archive
    r = run([], env, "\n".join(game_lines()) + "\n")
    c.check("archived" not in r.stdout, "a plain script does not archive")
    other = os.path.join(tmp, "club")
    r = run(["--archive", other], env, "\n".join(game_lines()) + "\n")
    c.check(len(csvs(other)) == 1 and read(csvs(other)[0]) == want, f"--archive DIR: {r.stdout[-200:]}")
    r = run(["--journal", "--no-archive"], env, "\n".join(game_lines()) + "\n")
    c.check("archived" not in r.stdout and len(csvs(games_dir(env))) == 1, "--no-archive")
    # treeref games outside a session, --path, French parties
    r = run(["games"], env)
    c.check(r.returncode == 0 and "Tout là-haut  (" in r.stdout and
            "\n     bob wins with 51 points; ann 44.\n" in r.stdout,
            f"treeref games: {r.stdout!r}")
    r = run(["games", "--path"], env)
    c.check(r.stdout == games_dir(env) + "\n", f"games --path: {r.stdout!r}")
    r = run(["parties"], dict(env, LANG="fr_FR.UTF-8"))
    c.check("Tout là-haut  (" in r.stdout and
            "\n     bob l'emporte avec 51\u00a0points\u00a0; ann 44.\n" in r.stdout,
            f"parties: {r.stdout!r}")
    # a game kept aside is shown by its first line in French words
    # (issue 32 item 2), the journal keeping it in English
    c.check(re.search(r"inachevée, mise de côté\u00a0: nouveau bte ", r.stdout)
            and "new bte" not in r.stdout, f"parties: a kept game in French: {r.stdout!r}")
    r = run(["games", "--table", "two", "--path"], env)
    c.check(r.stdout == os.path.join(games_dir(env), "tables", "two") + "\n", f"a table's folder: {r.stdout!r}")


def once(c):
    """Once per game, never rewritten (issue 37): resumed or loaded
    unchanged writes nothing; a script's undo past an archived end is
    refused without --amend; another end is a correction, a new file of
    the same game id and the next revision, the original byte for byte; a
    game re-opened and left so writes nothing."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    lines = game_lines()
    run(["--journal"], env, "\n".join(lines) + "\n")
    (path,) = csvs(games_dir(env))
    first = read(path)
    r = run(["--resume", "--journal"], env, "undo\n")
    c.check(r.returncode == 1 and f"The game is archived in {path}, and a script takes an archived game "
            "back past its end only with --amend" in r.stderr and read(path) == first,
            f"undo past an archived end in a script: refused {r.stderr!r}")
    r = run(["--resume", "--journal", "--amend"], env, "undo\n" + lines[-1] + "\n")
    c.check(csvs(games_dir(env)) == [path] and read(path) == first, "ended again unchanged: nothing new")
    # a different last move: a correction beside it, the original kept
    r = run(["--resume", "--journal", "--amend"], env, "undo\nplay bob red2 red3\n")
    files = csvs(games_dir(env))
    new = [f for f in files if f != path]
    c.check(read(path) == first and len(new) == 1 and b"play bob red2 red3" in read(new[0]),
            f"changed: a new file, the original byte for byte {files} {r.stdout[-300:]}")
    if new:
        a, b = (list(csv.DictReader(io.StringIO(read(x).decode())))[0] for x in (path, new[0]))
        c.check(a["game_id"] == b["game_id"] and a["revision"] == "1" and b["revision"] == "2",
                f"the same game, the next revision: {a['game_id']} {b['game_id']} {b['revision']}")
        c.check(f"The corrected game (revision 2) is archived in {new[0]}; {path} is kept as it was."
                in r.stdout, f"the correction said: {r.stdout[-300:]!r}")
    snapshot = {f: read(f) for f in csvs(games_dir(env))}
    r = run(["--resume", "--journal", "--amend"], env, "undo\nquit\n")
    c.check({f: read(f) for f in csvs(games_dir(env))} == snapshot,
            "re-opened and left so: nothing written, nothing changed")
    r = run(["--resume", "--journal", "--amend"], env, "undo\nplay bob red2 red3\n")
    c.check({f: read(f) for f in csvs(games_dir(env))} == snapshot,
            "the correction ended again unchanged: nothing new")
    # load elsewhere: a finished game loaded and left unchanged is not archived
    out = os.path.join(tmp, "x.csv")
    run(["--force", "--no-archive"], env, "\n".join(lines) + f"\nexport log {out}\n")
    r = run(["--journal"], env, f"load {out}\nundo\n{lines[-1]}\n")
    c.check(sorted(snapshot) == csvs(games_dir(env)), f"loaded unchanged: {csvs(games_dir(env))}")


def faults(c):
    """A failed write names its cause, keeps the game in the journal, and
    is retried at quit and at the next start."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    want = expected_log(env, tmp)
    lines = "\n".join(game_lines()) + "\n"
    # a file where the folder should be
    blocker = os.path.join(tmp, "blocked")
    with open(blocker, "w") as fp:
        fp.write("not a folder\n")
    r = run(["--journal", "--archive", blocker], env, lines)
    c.check("The game could not be archived (" in r.stdout and blocker in r.stdout and
            "stays in the journal" in r.stdout, f"a file as the folder: {r.stdout[-400:]!r}")
    c.check("bob wins" in r.stdout, "the result is shown all the same")
    os.unlink(blocker)
    r = run(["--journal", "--archive", blocker], env, "")
    c.check(f"now archived in {blocker}/" in r.stderr and read(csvs(blocker)[0]) == want,
            f"the next start archives it: {r.stderr!r}")
    # a full disk: a 64 KiB tmpfs, filled
    small = os.path.join(tmp, "small")
    os.makedirs(small)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", small]).returncode == 0:
        try:
            fd = os.open(os.path.join(small, "filler"), os.O_WRONLY | os.O_CREAT)
            try:
                while os.write(fd, b"x" * 4096) > 0:
                    pass
            except OSError:
                pass
            os.close(fd)
            env2 = hermetic_env(os.path.join(tmp, "t2"))
            r = run(["--journal", "--archive", small], env2, lines)
            c.check("No space left on device" in r.stdout and csvs(small) == [] and
                    not [f for f in os.listdir(small) if f.startswith(".treeref-tmp")],
                    f"full disk: named, nothing left: {r.stdout[-300:]!r} {os.listdir(small)}")
            os.unlink(os.path.join(small, "filler"))
            r = run(["--journal", "--archive", small], env2, "")
            c.check(len(csvs(small)) == 1 and read(csvs(small)[0]) == want,
                    f"full disk: archived at the next start {r.stderr!r}")
            # read-only
            subprocess.run(["mount", "-o", "remount,ro", small])
            env3 = hermetic_env(os.path.join(tmp, "t3"))
            r = run(["--journal", "--archive", small], env3, lines)
            c.check("Read-only file system" in r.stdout, f"read-only: {r.stdout[-300:]!r}")
            subprocess.run(["mount", "-o", "remount,rw", small])
        finally:
            subprocess.run(["umount", small])
    else:
        c.check(False, "cannot mount a tmpfs for the full disk")
    # a planted link at the name the game would take: not followed, the
    # game takes the next name
    d = os.path.join(tmp, "planted")
    os.makedirs(d)
    victim = os.path.join(tmp, "victim")
    with open(victim, "w") as fp:
        fp.write("precious\n")
    os.symlink(victim, os.path.join(d, "2026-11-26T1854Z-tlh.csv"))
    env4 = hermetic_env(os.path.join(tmp, "t4"))
    r = run(["--journal", "--archive", d], env4, lines)
    c.check(read(victim) == b"precious\n" and read(os.path.join(d, "2026-11-26T1854Z-tlh_0002.csv")) == want,
            f"planted link: {os.listdir(d)} {r.stdout[-200:]!r}")


def protected(c):
    """No export, --csv or -o onto the archive or into a folder read."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    run(["--journal"], env, "\n".join(game_lines()) + "\n")
    g = games_dir(env)
    (path,) = csvs(g)
    before = read(path)
    r = run(["--journal", "--force"], env, f"new tlh ann bob\nexport log {path}\nexport scores {g}/s.csv\n")
    c.check(r.stderr.count("is in the archive of finished games") == 2 and read(path) == before
            and not os.path.exists(os.path.join(g, "s.csv")), f"export: {r.stderr!r}")
    r = run(["standings", g, "--csv", os.path.join(g, "st.csv")], env)
    c.check(r.returncode == 2 and "archive" in r.stderr and not os.path.exists(os.path.join(g, "st.csv")),
            f"standings --csv into the archive: {r.stderr!r}")
    d = os.path.join(tmp, "logs")
    shutil.copytree(g, d)
    r = run(["report", d, "-o", os.path.join(d, "r.html")], env)
    c.check(r.returncode == 2 and "which this command reads" in r.stderr and
            not os.path.exists(os.path.join(d, "r.html")), f"report -o into a folder read: {r.stderr!r}")
    r = run(["report", d, "-o", os.path.join(tmp, "r.html")], env)
    c.check(r.returncode == 0, f"report elsewhere: {r.stderr!r}")


def kills(c):
    """Killed at each system call from the archive folder's creation to its
    fsync: no *.csv is ever partial; the next start removes the leftover
    temporary and archives the game, which the journal still holds."""
    if shutil.which("strace") is None:
        c.check(False, "strace is needed for the kill test")
        return
    tmp = tempdir()
    env = hermetic_env(tmp)
    want = expected_log(env, tmp)
    lines = "\n".join(game_lines()) + "\n"
    trace = os.path.join(tmp, "trace")
    e = hermetic_env(os.path.join(tmp, "probe"))
    subprocess.run(["strace", "-f", "-o", trace, "-e", "trace=all", TREEREF, "--date", DATE, "--journal"],
                   input=lines, env=e, capture_output=True, text=True)
    with open(trace) as fp:
        calls = [l for l in fp if re.match(r"\d+ +[a-z_0-9]+\(", l)]
    first = next((i for i, l in enumerate(calls) if "mkdir(" in l and "/.local/share" in l), None)
    last = next((i for i, l in enumerate(calls) if "linkat(" in l), None)
    if not c.check(first is not None and last is not None, "kills: the write is in the trace"):
        return
    last += 3  # unlinkat of the temporary, the folder's fsync and close
    names = [re.match(r"\d+ +([a-z_0-9]+)\(", l).group(1) for l in calls]
    n = 0
    for k in range(first, last + 1):
        # strace counts each system call apart: the kill is at the
        # when-th call of that name
        name, when = names[k], names[:k + 1].count(names[k])
        n += 1
        e = hermetic_env(os.path.join(tmp, f"k{k}"))
        g = games_dir(e)
        p = subprocess.run(["strace", "-f", "-o", "/dev/null", "-e",
                            f"inject={name}:signal=KILL:when={when}", TREEREF, "--date", DATE, "--journal"],
                           input=lines, env=e, capture_output=True, text=True)
        c.check(p.returncode in (-9, 128 + 9), f"kill at {name} #{when}: exit {p.returncode}")
        partial = [f for f in csvs(g) if read(f) != want] if os.path.isdir(g) else []
        c.check(not partial, f"kill at call {k} ({name}): partial {partial}")
        r = run(["--journal"], e, "")
        left = [f for f in os.listdir(g) if f.startswith(".")] if os.path.isdir(g) else ["no folder"]
        c.check(not left and len(csvs(g)) == 1 and read(csvs(g)[0]) == want,
                f"kill at call {k}: after the next start {left} {csvs(g) if os.path.isdir(g) else ''} {r.stderr!r}")
        out = os.path.join(tmp, f"held{k}.csv")
        run(["--resume", "--journal", "--force", "--no-archive"], e, f"export log {out}\n")
        c.check(read(out) == want, f"kill at call {k}: the journal holds the game")
    print(f"archive: killed at {n} system calls of the write", flush=True)


def correction_kills(c):
    """A correction killed at each system call of its flow (from the
    moment its commands are read to the end): the original stays byte for
    byte, no file is ever partial, and the next start ends with the
    correction archived whenever the journal holds its end (issue 37)."""
    if shutil.which("strace") is None:
        c.check(False, "strace is needed for the kill test")
        return
    tmp = tempdir()
    lines = "\n".join(game_lines()) + "\n"
    fix = "undo\nplay bob red2 red3\n"

    def archived_game(e):
        run(["--journal"], e, lines)
        return csvs(games_dir(e))

    # the correction as a run without faults writes it
    ref = hermetic_env(os.path.join(tmp, "ref"))
    (orig,) = archived_game(ref)
    run(["--resume", "--journal", "--amend"], ref, fix)
    (want,) = [read(f) for f in csvs(games_dir(ref)) if f != orig]
    trace = os.path.join(tmp, "trace")
    e = hermetic_env(os.path.join(tmp, "probe"))
    archived_game(e)
    subprocess.run(["strace", "-f", "-o", trace, "-e", "trace=all", TREEREF, "--resume", "--journal",
                    "--amend"], input=fix, env=e, capture_output=True, text=True)
    with open(trace) as fp:
        calls = [l for l in fp if re.match(r"\d+ +[a-z_0-9]+\(", l)]
    first = next((i for i, l in enumerate(calls) if re.match(r"\d+ +read\(0, \"undo", l)), None)
    if not c.check(first is not None and any("linkat(" in l for l in calls[first:]),
                   "correction kills: the flow is in the trace"):
        return
    names = [re.match(r"\d+ +([a-z_0-9]+)\(", l).group(1) for l in calls]
    n = 0
    for k in range(first, len(calls)):
        name, when = names[k], names[:k + 1].count(names[k])
        # the end, and the calls a sanitized build's runtime makes a
        # varying number of times (its threads yield and wait)
        if name in ("exit_group", "exit", "sched_yield", "futex"):
            continue
        n += 1
        e = hermetic_env(os.path.join(tmp, f"c{k}"))
        (path,) = archived_game(e)
        original = read(path)
        p = subprocess.run(["strace", "-f", "-o", "/dev/null", "-e",
                            f"inject={name}:signal=KILL:when={when}", TREEREF, "--date", DATE,
                            "--resume", "--journal", "--amend"],
                           input=fix, env=e, capture_output=True, text=True)
        c.check(p.returncode in (-9, 128 + 9), f"correction kill at {name} #{when}: exit {p.returncode}")
        out = os.path.join(tmp, f"c{k}.csv")
        r = run(["--resume", "--journal", "--force"], e, f"export log {out}\n")
        files = csvs(games_dir(e))
        c.check(read(path) == original, f"correction kill at call {k} ({name}): the original changed")
        held = read(out) or b""
        corrected = b"play bob red2 red3" in held and held.rstrip().endswith(b",,,,,,") and \
            b"red2 red3,two-step,43,,2026" in held
        others = [read(f) for f in files if f != path]
        if corrected:
            c.check(others == [want], f"correction kill at call {k} ({name}): after the next start "
                    f"{files} {r.stderr!r}")
        else:
            c.check(others == [], f"correction kill at call {k} ({name}): a file for a correction the "
                    f"journal does not hold: {files}")
        left = [f for f in os.listdir(games_dir(e)) if f.startswith(".")]
        c.check(not left, f"correction kill at call {k}: a temporary left {left}")
    print(f"archive: correction killed at {n} system calls", flush=True)


def retry_at_quit(c):
    """A write that failed at the end is tried again at quit (here after
    the folder is fixed), and Ctrl-D says where the game went."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    want = expected_log(env, tmp)
    blocker = os.path.join(tmp, "club")
    with open(blocker, "w") as fp:
        fp.write("a file, not a folder\n")
    t = Term(env, args=("--date", DATE, "--archive", blocker))
    t.expect(PROMPT)
    for line in game_lines():
        t.run(line, PROMPT)
    c.check("The game could not be archived (" in t.seen and "tries again at quit" in t.seen,
            f"quit retry: the failure is said at the end: {t.seen[-300:]!r}")
    os.unlink(blocker)
    t.send("quit\r")
    c.check(t.expect(r"The finished game is archived in " + re.escape(blocker)),
            f"quit retry: archived at quit: {t.buf!r}")
    t.close()
    c.check(len(csvs(blocker)) == 1 and read(csvs(blocker)[0]) == want, "quit retry: the file")
    # Ctrl-D after a finished game: the same reminder
    t = Term(env, args=("--date", DATE))
    t.expect(PROMPT)
    for line in game_lines():
        t.run(line, PROMPT)
    t.send("\x04")
    c.check(t.expect(r"The finished game is archived in\s+" +
                     re.escape("~" + games_dir(env)[len(env["HOME"]):])),
            f"Ctrl-D reminder: {t.buf!r}")
    t.close()
    c.check(len(csvs(games_dir(env))) == 1, f"Ctrl-D: {csvs(games_dir(env))}")


def damaged_listed(c):
    """A damaged journal kept by a repair is listed, with how to recover."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    run(["--journal"], env, "\n".join(game_lines()[:5]) + "\n")
    journal = os.path.join(env["XDG_STATE_HOME"], "treeref", "journal")
    with open(journal, "ab") as fp:
        fp.write(b"play ann red")  # a torn last line
    r = run(["--resume", "--journal"], env, "kept\n")
    # (its lines wrapped within the width, five columns in)
    flat = re.sub(r"\s+", " ", r.stdout)
    c.check("damaged journal, kept as it was by a repair: " in flat and
            "brings back the lines of it that still replay" in flat,
            f"damaged copy listed: {r.stdout!r}")
    m = re.search(r"^ +(\d+) .*damaged journal, kept as it was by a repair:\s+(\S+);", r.stdout, re.M)
    if c.check(m is not None, "damaged copy: its number"):
        r = run(["--resume", "--journal"], env, f"new bte a b\nkept {m.group(1)}\nstatus\n")
        c.check("Brought back kept game" in r.stdout and "Round 2" in r.stdout and
                os.path.exists(m.group(2)), f"damaged copy brought back, and kept: {r.stdout!r}")


def resume_question(c):
    """The question at start says where the game stands."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    run(["--journal"], env, "\n".join(game_lines()[:4]) + "\n")
    t = Term(env, args=("--date", DATE))
    c.check(t.expect(r"Resume it\? \[Y/n\] "), f"question: {t.buf!r}")
    # (wrapped at blanks to the terminal's 120 columns)
    seen = " ".join(t.seen.replace("\r", "").split())
    c.check("An unfinished game was found: Tout là-haut with ann and bob. " in seen and
            "Last command: play bob yellow4 yellow3. It has 4 commands." in seen and "Round 2" in seen
            and all(len(x) <= 120 for x in t.seen.replace("\r", "").split("\n")),
            f"the question says where the game stands: {t.seen!r}")
    t.send("n\r")
    t.expect(PROMPT)
    t.send("quit\r")
    t.close()


def main():
    c = Checks("archive")
    repl(c)
    journal_feed(c)
    once(c)
    faults(c)
    protected(c)
    resume_question(c)
    retry_at_quit(c)
    damaged_listed(c)
    kills(c)
    correction_kills(c)
    c.finish()


main()
