"""The first hour at a real table (issue 18, the front end's points), as a
newcomer meets them: at a real pseudo-terminal, through scripts and the
subcommands.  Each check failed before its fix."""
import os
import re
import subprocess

from common import played_at_date, TREEREF, Checks, Term, hermetic_env, registry, tempdir

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def tr(args, env, data="", cwd=None):
    return subprocess.run([TREEREF, *played_at_date(args)], input=data, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=60)


def widest(text):
    return max((len(ANSI.sub("", x)) for x in text.splitlines()), default=0)


def within_80(c, env):
    """help, rules and --help fit in 80 columns, in both languages;
    --help ends by pointing at the manual."""
    for lang in ("en", "fr"):
        r = tr(["--lang", lang, "--help"], env)
        c.check(widest(r.stdout) <= 80, f"--help {lang}: {widest(r.stdout)} columns")
        end = " ".join(r.stdout.splitlines()[-3:])
        page = "./treeref.fr.1" if lang == "fr" else "./treeref.1"
        c.check("man treeref" in end and f"man {page})" in end,
                f"--help {lang} ends with the manual, installed and in the build tree: "
                f"{r.stdout.splitlines()[-3:]}")
        # every game the program referees (treeref --game-ids)
        for new in (r["new"] for r in registry(env).values()):
            # the answer to new is the game's, not help's
            started = tr(["--lang", lang], env, f"{new}\n").stdout
            r = tr(["--lang", lang], env, f"{new}\nhelp\nhelp new\nrules\nhelp why\n")
            c.check(r.stdout.startswith(started) and widest(r.stdout[len(started):]) <= 80,
                    f"{lang} {new}: help, help why and rules in {widest(r.stdout[len(started):])} columns")
    # --json is data: the rules stay one paragraph each
    r = tr(["--json"], env, "new bte ann bob\nrules limit\n")
    c.check("\\n" not in r.stdout.splitlines()[2], f"rules in --json unwrapped: {r.stdout!r}")


def terminal_wrap(c, env):
    """At a 50-column terminal a long answer is broken at blanks; the same
    answer in a script is one line."""
    script = tr([], env, "new bte ann bob\n").stdout.splitlines()[0]
    c.check(len(script) > 50, f"the answer is long in a script: {script!r}")
    t = Term(env, cols=50)
    c.check(t.expect(r"treeref[^>]*> "), "first prompt")
    t.run("new bte ann bob", r"treeref bte[^>]*> ")
    out = ANSI.sub("", t.seen).replace("\r", "")
    lines = out.split("\n")[1:-1]
    c.check(all(len(x) <= 50 for x in lines), f"lines within 50 columns: {lines!r}")
    c.check(" ".join(" ".join(lines).split()).startswith(script),
            f"broken at blanks only, every word whole: {lines!r}")
    t.send("quit\r")
    t.close()


def goodbye(c, env):
    """quit or Ctrl-D in an unfinished game says it is kept and how to go on."""
    t = Term(env)
    t.expect(r"(treeref> |\[Y/n\] )")
    if "Y/n" in t.seen:
        t.send("n\r")
        t.expect(r"treeref> ")
    t.run("new bte ann bob", r"treeref bte[^>]*> ")
    t.send("quit\r")
    c.check(t.expect(r"it is kept\. To resume it: treeref -r"), f"quit: {t.buf!r}")
    t.close()
    t = Term(env, args=["--table", "garden 2"])
    c.check(t.expect(r"treeref@garden 2> "), f"the table's prompt: {t.buf!r}")
    c.check(t.run("new tlh ann bob", r"treeref@garden 2 tlh[^>]*> "), f"new at the table: {t.seen!r}")
    t.send("\x04")
    c.check(t.expect(r"To resume it: treeref --table 'garden 2' -r"), f"Ctrl-D at a table: {t.buf!r}")
    t.close()
    r = tr(["--table", "garden 2", "-r"], env, "status\n")
    c.check(r.returncode == 0 and "Round 1" in r.stdout, f"the way given works: {r.stdout!r} {r.stderr!r}")


def counts(c, env):
    """The count the resume question gives is the count resumed; one
    command is one command; an answer that is neither yes nor no is
    asked again."""
    env = dict(env, XDG_STATE_HOME=os.path.join(tempdir(), "state"))
    tr(["--journal"], env, "new bte ann bob\nplace ann red 2 1\nundo\n")
    t = Term(env)
    c.check(t.expect(r"was found: [\s\S]*\.\s+It has 1\s+command\.\s+Resume it\? \[Y/n\] "), f"found: {t.buf!r}")
    # neither a yes nor a no (a command typed by mistake): asked again,
    # nothing set aside
    t.send("status\r")
    c.check(t.expect(r"Answer y \(yes\) or n \(no\)\.\s+Resume it\? \[Y/n\] "),
            f"asked again after an answer that is no answer: {t.buf!r}")
    t.send("y\r")
    c.check(t.expect(r"Resumed the game of the journal \(1 command\)"), f"resumed: {t.buf!r}")
    t.send("quit\r")
    t.close()
    r = tr(["--journal", "-r"], env, "")
    c.check("(1 command)" in r.stderr, f"resumed with -r: {r.stderr!r}")


def asked_after_checked(c, env):
    """new is checked before the question to drop the game in play."""
    t = Term(env)
    t.expect(r"(treeref[^>]*> |\[Y/n\] )")
    if "Y/n" in t.seen:
        t.send("n\r")
        t.expect(r"treeref> ")
    t.run("new bte ann bob", r"treeref bte[^>]*> ")
    t.run("place ann red 2 1", r"treeref bte[^>]*> ")
    t.run("new magical ann bob", r"(treeref bte[^>]*> |\[y/N\] )")
    c.check("[y/N]" not in t.seen and "age" in t.seen, f"magical without ages: {t.seen!r}")
    t.run("new tlh ann", r"(treeref bte[^>]*> |\[y/N\] )")
    c.check("[y/N]" not in t.seen, f"tlh with one player: {t.seen!r}")
    t.run("new tlh ann bob", r"(treeref [^>]*> |\[y/N\] )")
    c.check("[y/N]" in t.seen, f"a good new asks: {t.seen!r}")
    t.send("n\r")
    t.expect(r"treeref bte[^>]*> ")
    t.send("quit\r")
    t.close()


def colour(c, env):
    """NO_COLOR set and not empty, or TERM=dumb: no colour; an empty
    NO_COLOR does not count (no-color.org).  Pictures either way."""
    cases = [({"TERM": "xterm"}, True), ({"TERM": "xterm", "NO_COLOR": ""}, True),
             ({"TERM": "xterm", "NO_COLOR": "1"}, False), ({"TERM": "dumb"}, False)]
    for extra, want in cases:
        e = dict(env, **extra)
        e["XDG_STATE_HOME"] = os.path.join(tempdir(), "state")
        t = Term(e)
        t.expect(r"treeref> ")
        t.run("new tlh ann bob", r"treeref tlh[^>]*> ")
        t.run("play ann blue2 red3", r"treeref tlh[^>]*> ")
        t.run("show", r"treeref tlh[^>]*> ")
        c.check(("\x1b[0m" in t.seen) == want and "trunk" in t.seen,
                f"{extra}: colour {want}: {t.seen!r}")
        t.send("quit\r")
        t.close()


def files(c, env, tmp):
    """~ and quoted names with blanks, at export and load."""
    home = env["HOME"]
    r = tr([], env, 'new bte ann bob\nplace ann red 2 1\nexport log ~/x.csv\n'
           'export scores "my scores.csv"\nload "my log.csv"\nload ~/x.csv\nstatus\n', cwd=tmp)
    c.check(os.path.exists(os.path.join(home, "x.csv")), f"~ expanded: {r.stderr!r}")
    c.check(os.path.exists(os.path.join(tmp, "my scores.csv")), f"quoted name: {r.stderr!r}")
    c.check("my log.csv" in r.stderr and "loaded " + os.path.join(home, "x.csv") in r.stdout,
            f"load: {r.stdout!r} {r.stderr!r}")
    r = tr([], env, 'new bte "ann marie" bob\n')
    c.check(r.returncode == 1 and "quotes are for file names" in r.stderr, f"quoted name: {r.stderr!r}")
    return os.path.join(home, "x.csv")


def options_anywhere(c, env, tmp, log):
    """Every option after a subcommand's files; -r with nothing exits 1."""
    out = os.path.join(tmp, "s.csv")
    open(out, "w").close()
    r = tr(["standings", log, "--csv", out, "-f"], env)
    c.check(r.returncode == 0 and os.path.getsize(out) > 0, f"standings -f after: {r.stderr!r}")
    r = tr(["check", log, "--lang", "fr"], env)
    c.check(r.returncode == 0 and "\u00a0: conforme\u00a0; " in r.stdout, f"check --lang after: {r.stdout!r}")
    r = tr(["replay", log, "-l", "fr"], env)
    c.check(r.returncode == 0 and "manche" in r.stdout, f"replay -l after: {r.stdout!r}")
    page = os.path.join(tmp, "r.html")
    open(page, "w").close()
    r = tr(["report", log, "-o", page, "-f"], env)
    c.check(r.returncode == 0 and os.path.getsize(page) > 0, f"report -f after: {r.stderr!r}")
    r = tr(["check", log, "--csv", out], env)
    c.check(r.returncode == 2, f"check refuses --csv: {r.returncode}")
    e = dict(env, XDG_STATE_HOME=os.path.join(tempdir(), "state"))
    r = tr(["-r"], e, "new bte ann bob\n")
    c.check(r.returncode == 1 and "No journalled game" in r.stderr and r.stdout == "",
            f"-r with nothing to resume: {r.returncode} {r.stdout!r} {r.stderr!r}")


def standings(c, env, tmp, log):
    """Headings over the table; an invalid log's error alone."""
    r = tr(["standings", log], env)
    c.check(re.search(r"^rank\s+player\s+games\s+wins\s+points\s+share\s+score$", r.stdout, re.M),
            f"headings: {r.stdout!r}")
    bad = os.path.join(tmp, "bad.csv")
    with open(bad, "w") as fp:
        fp.write("not,a,log\n")
    r = tr(["standings", bad], env)
    c.check(r.returncode == 1 and r.stdout == "" and "bad.csv" in r.stderr,
            f"invalid log: {r.stdout!r} {r.stderr!r}")


def game_typo(c, env):
    """A game's id mistyped at `new` (new btee ann bob) names the nearest
    game, in both languages, after the list of the games; nothing
    starts (a new user's walk: it said only 'Unknown game')."""
    for gid in registry(env):
        typo = gid + gid[-1]
        for lang, want in (("en", f"Did you mean {gid}?"),
                           ("fr", f"Vouliez-vous dire «\u00a0{gid}\u00a0»\u00a0?")):
            r = tr(["--lang", lang], env, f"new {typo} ann bob\nstatus\n")
            c.check(want in r.stderr and f"{typo}" in r.stderr.splitlines()[0] and
                    gid not in r.stdout, f"new {typo} ({lang}): {r.stdout!r} {r.stderr!r}")


def main():
    c = Checks("newcomer")
    tmp = tempdir()
    env = hermetic_env(tmp)
    within_80(c, env)
    terminal_wrap(c, env)
    goodbye(c, env)
    counts(c, env)
    asked_after_checked(c, env)
    colour(c, env)
    game_typo(c, env)
    log = files(c, env, tmp)
    # a finished game, for standings
    fin = os.path.join(tmp, "fin.csv")
    tr([], env, "new tlh ann bob\n" + "play ann down\nplay bob down\n" * 7 + f"export log {fin}\n")
    options_anywhere(c, env, tmp, log)
    standings(c, env, tmp, fin)
    c.finish()


if __name__ == "__main__":
    main()
