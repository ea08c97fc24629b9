"""Helpers shared by treeref's Python tests: a hermetic environment and
named test cases, counted in the line `N passed, N failed` that ends
each file's output."""
import contextlib
import csv
import faulthandler
import fcntl
import io
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

# A test file stopped by tests/run.sh's timeout (SIGTERM) says where it
# hung: the stack of each thread, before it ends as the signal would.
faulthandler.register(signal.SIGTERM, all_threads=True, chain=True)

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The program under test: the build tree's, or another build of it that
# tests/run.sh names (tests/toy/treeref-toy, a registry with a fifth game)
TREEREF = os.path.abspath(os.environ.get("TREEREF_PROGRAM") or os.path.join(TOP, "treeref"))
# The transcripts: a folder a game (tests/cli/bte/...), the words every
# game shares in tests/cli/shared/.
CLI = os.path.join(TOP, "tests", "cli")


def transcript(name, ext=".in"):
    """A transcript's file (NAME.in, .out, .args...) by its name, in
    whichever folder of tests/cli holds it."""
    import glob
    hits = glob.glob(os.path.join(CLI, "**", name + ext), recursive=True)
    return hits[0] if hits else os.path.join(CLI, name + ext)


def transcripts(pattern="*"):
    """Every transcript's .in whose name matches, by name."""
    import glob
    return sorted(glob.glob(os.path.join(CLI, "**", pattern + ".in"), recursive=True),
                  key=os.path.basename)


# How long a test waits for what treeref shows before calling it a hang:
# minutes, so that a loaded machine only makes a test slower, never fail.
HANG = 180.0


def hermetic_env(tmp):
    # no TREEREF_LOCALEDIR: the binary finds its catalogue as a user's does
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "LC_")) and
           k not in ("LANGUAGE", "NO_COLOR", "TREEREF_LOCALEDIR", "COLUMNS")}
    # a time zone of its own for the dates logs write (a test that needs
    # them reproducible plays at --date DATE); COLUMNS=100: the width
    # tests/run.sh gives the transcripts' pictures; no SOURCE_DATE_EPOCH,
    # which treeref never reads (a nix-shell sets it)
    env = {k: v for k, v in env.items() if k != "SOURCE_DATE_EPOCH"}
    env.update(HOME=os.path.join(tmp, "home"), LANG="C", TERM="dumb", COLUMNS="100",
               XDG_STATE_HOME=os.path.join(tmp, "state"), TZ="Europe/Paris")
    os.makedirs(env["HOME"], exist_ok=True)
    return env


# The date of play of the tests' games (--date DATE), as tests/run.sh
# gives the transcripts: 2026-11-26T18:54:05Z.
DATE = "2026-11-26T19:54:05+01:00"
SUBCOMMANDS = {"replay", "rejouer", "check", "vérifier", "verifier", "standings",
               "classement", "report", "rapport", "seat", "répartir", "repartir",
               "games", "parties"}


def played_at_date(args):
    """ARGS with --date DATE before them when they run a session (a
    subcommand reads the dates its logs hold and takes no --date)."""
    args = list(args)
    if any(a in SUBCOMMANDS for a in args):
        return args
    return ["--date", DATE] + args


def play(c, env, tmp, winner, loser, name):
    """The sample tournament's first game (ann beats bob) played by
    `winner` and `loser` at --date DATE, its log exported as NAME.csv in
    tmp; its path."""
    with open(os.path.join(TOP, "data", "tournament", "scripts", "table1-round1.txt"),
              encoding="utf-8") as fp:
        text = fp.read()
    text = re.sub(r"\bann\b", winner, text)
    text = re.sub(r"\bbob\b", loser, text)
    text = text.replace("export log table1-round1.csv", f"export log {name}.csv")
    script = os.path.join(tmp, name + ".txt")
    with open(script, "w", encoding="utf-8") as fp:
        fp.write(text)
    r = subprocess.run([TREEREF] + played_at_date(["--lang", "en", script]), env=env, cwd=tmp,
                       capture_output=True, text=True)
    c.check(r.returncode == 0 and os.path.exists(os.path.join(tmp, name + ".csv")),
            f"playing {name}: {r.returncode} {r.stderr!r}")
    return os.path.join(tmp, name + ".csv")


def json_answers(text, blank=False):
    """The answers of a --json command stream, as objects: without its
    first line, the greeting (the one without "command"), and without
    the answers to blank and comment lines unless `blank`."""
    import json
    out = []
    for x in text.splitlines():
        if not x.startswith("{"):
            continue
        a = json.loads(x)
        if "command" not in a:
            continue
        if not blank and a["command"] == "" and a["ok"] and a["message"] == "":
            continue
        out.append(a)
    return out


def script_lines(path):
    """The command lines of a transcript test, without comments."""
    out = []
    with open(path, encoding="utf-8") as fp:
        for line in fp:
            line = line.split("#", 1)[0].strip()
            if line:
                out.append(line)
    return out


def read_or_none(path):
    """A file's bytes, or None when it cannot be read (not there)."""
    try:
        with open(path, "rb") as fp:
            return fp.read()
    except OSError:
        return None


def csv_rows(data):
    """An event log's rows (bytes, or None for no file) as dictionaries."""
    return list(csv.DictReader(io.StringIO((data or b"").decode())))


def tlh_game_lines():
    """A whole Tout là-haut game (transcript tlh-2p), its moves only."""
    return [l for l in script_lines(transcript("tlh-2p"))
            if l.split()[0] in ("new", "objective", "play")]


class Checks:
    """A test file's named test cases.  A case is the test function that
    main() called (its name), or the checks main() itself makes after
    begin(NAME), or else one such check (its line); `with c.case(NAME):`
    names one explicitly.  A case passes when every
    check made in it passed, however many: a loop over 8,000 strings is
    one case that says how many it checked.  finish() prints each case,
    then `N passed, N failed` counting cases."""

    def __init__(self, name):
        self.name = name
        self.cases = {}  # name -> [checks made, checks failed], in order
        self.named = []  # the names given by case(), innermost last
        self.section = None  # the name begin() gave main's checks

    @contextlib.contextmanager
    def case(self, name):
        self.named.append(name)
        try:
            yield
        finally:
            self.named.pop()

    def begin(self, name):
        """Name the case of the checks main() itself makes from here on
        (until the next begin), without indenting them under a with."""
        self.section = name

    def current(self):
        if self.named:
            return self.named[-1]
        frames = []
        f = sys._getframe(2)
        while f is not None:
            frames.append(f)
            f = f.f_back
        for inner, outer in zip(frames, frames[1:]):
            if outer.f_code.co_name == "main":
                return inner.f_code.co_name
        if self.section:
            return self.section
        here = frames[0]
        return f"{here.f_code.co_name}, line {here.f_lineno}"

    def check(self, ok, what):
        case = self.cases.setdefault(self.current(), [0, 0])
        case[0] += 1
        if not ok:
            case[1] += 1
            print(f"FAIL: {self.name}: {what}", flush=True)
        return ok

    def finish(self):
        """Each case with its count of checks, the checks in all, then
        the cases passed and failed; exit status 1 when one failed."""
        failed = [n for n, (_, bad) in self.cases.items() if bad]
        for n, (made, bad) in self.cases.items():
            state = f"FAIL ({bad} of {made} checks failed)" if bad else f"ok ({made} checks)"
            print(f"case {self.name}: {n}: {state}")
        print(f"checks: {sum(m for m, _ in self.cases.values())}")
        print(f"{len(self.cases) - len(failed)} passed, {len(failed)} failed")
        sys.exit(1 if failed or not self.cases else 0)


def tempdir():
    return tempfile.mkdtemp(prefix="treeref-test-")


def sanitized():
    """Whether the program under test is an ASan build, whose allocator
    keeps freed memory in quarantine: its peak memory says nothing of
    treeref's own."""
    r = subprocess.run(["ldd", TREEREF], capture_output=True, text=True)
    return "libasan" in r.stdout


def at_terminal(args, env, cols, cwd=None):
    """Everything treeref writes when standard output (and error) is a
    terminal `cols` wide and standard input is not: a script run by hand."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, cols, 0, 0))
    p = subprocess.Popen([TREEREF, *args], stdin=subprocess.DEVNULL, stdout=slave,
                         stderr=slave, env=env, cwd=cwd)
    os.close(slave)
    out = b""
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # the other end closed: all is read
            break
        if not data:
            break
        out += data
    p.wait(timeout=HANG)
    os.close(master)
    return p.returncode, out.decode("utf-8", "replace").replace("\r\n", "\n")


class Term:
    def __init__(self, env, cols=120, rows=50, args=()):
        self.master, slave = pty.openpty()
        # the window size readline reads, so pictures know their width
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

        def controlling_tty():
            # a session of its own with the pty as its terminal, as at a
            # real terminal
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.p = subprocess.Popen([TREEREF, *args], stdin=slave, stdout=slave, stderr=slave,
                                  env=env, close_fds=True, preexec_fn=controlling_tty)
        os.close(slave)
        self.buf = ""
        self.seen = ""  # the text matched by the last expect, and before it

    def send(self, text):
        os.write(self.master, text.encode())

    def expect(self, pattern, timeout=HANG):
        """Wait until `pattern` (a regex) appears in the output since the
        last match; returns whether it did (false only on a hang, the
        end of the output or the process gone)."""
        end = time.time() + timeout
        while True:
            m = re.search(pattern, self.buf)
            if m:
                self.seen = self.buf[:m.end()]
                self.buf = self.buf[m.end():]
                return True
            left = end - time.time()
            if left <= 0:
                return False
            r, _, _ = select.select([self.master], [], [], left)
            if r:
                try:
                    data = os.read(self.master, 4096)
                except OSError:
                    return False
                if not data:
                    return False
                self.buf += data.decode("utf-8", "replace")

    def drain(self):
        """Forget the output read so far and what is waiting to be read
        (never waiting for more: what is asked next is waited for)."""
        self.expect(r"(?!)", timeout=0)
        self.buf = ""

    def run(self, line, prompt):
        """Type a whole line and wait for its echo, then for the prompt
        after its answer; the echo and the answer are then in self.seen.
        (Waiting for the echo first: a prompt readline draws again for a
        key typed before, such as Ctrl-U, is not taken for the answer's.)
        The echo is known by the line's last characters and the end of
        line that accepts it: a line wider than what is left after the
        prompt is shown by readline scrolled sideways ("<" and its end,
        as on a dumb terminal) or wrapped, never whole on one line."""
        self.drain()
        self.send(line + "\r")
        tail = line.rstrip()[-8:]
        if not self.expect(re.escape(tail) + r"[ \x08]*\r?\n"):
            return False
        echo = self.seen
        ok = self.expect(prompt)
        self.seen = echo + self.seen
        return ok

    def close(self):
        """Wait for treeref to end, reading what it still writes (a
        goodbye, a sanitizer's report) so that a full terminal never
        holds it; killed only after HANG."""
        end = time.time() + HANG
        while self.p.poll() is None and time.time() < end:
            r, _, _ = select.select([self.master], [], [], 1)
            if r:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    data = b""
                if not data:
                    break
                self.buf += data.decode("utf-8", "replace")
        try:
            self.p.wait(timeout=max(end - time.time(), 1))
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
        os.close(self.master)


GAME_LINE = re.compile(r"^  (\S+) \((.*)\), (?:variants?: (.*)|no variant)$")
GAME_LINE_FR = re.compile(r"^  (\S+) \((.*)\), (?:variantes?\u00a0: (.*)|sans variante)$")


def registry(env):
    """The games the program under test referees, asked of it (treeref
    --game-ids, then `help new` in both languages): {id: {"title",
    "variants": [(English, French)...], "new": a line that starts it for
    two players, built from its usage (NAME -> ann, bob; AGE -> 30, 40)}}.
    So that a suite that walks every game walks a game added later."""
    ids = subprocess.run([TREEREF, "--game-ids"], env=env, capture_output=True,
                         text=True, timeout=60).stdout.split()
    helped = {}
    for lang, pat in (("en", GAME_LINE), ("fr", GAME_LINE_FR)):
        out = subprocess.run([TREEREF, "--lang", lang], input="help new\n", env=env,
                             capture_output=True, text=True, timeout=60).stdout
        for line in out.splitlines():
            m = pat.match(line)
            if m:
                helped.setdefault(m.group(1), {})[lang] = (
                    m.group(2), [w.strip() for w in (m.group(3) or "").split(",") if w.strip()])
    games = {}
    for gid in ids:
        r = subprocess.run([TREEREF, "--json"], input=f"new {gid}\n", env=env,
                           capture_output=True, text=True, timeout=60).stdout
        usage = r.split("Usage: ", 1)[1].split('"', 1)[0].split()[2:] if "Usage: " in r else []
        words = [w for w in usage if not w.startswith("[") and not w.endswith("]")]
        if len(words) == 1 and words[0].endswith("..."):
            words *= 2
        line = [f"new {gid}"]
        for i, w in enumerate(words[:2]):
            line.append(w.rstrip(".").replace("NAME", ("ann", "bob")[i])
                        .replace("AGE", str(30 + 10 * i)))
        en, fr = helped.get(gid, {}).get("en", ("", [])), helped.get(gid, {}).get("fr", ("", []))
        games[gid] = {"title": en[0], "variants": list(zip(en[1], fr[1])), "new": " ".join(line)}
    return games
