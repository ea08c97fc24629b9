"""Signals and long work (issue 27, items 15 to 17), with real signals
and real pseudo-terminals, waiting for what the program shows (its
processes in /proc, a prompt, a file being read), never for a time:

- a signal (TERM, HUP, INT) sent to `check` alone takes its helper
  processes with it (a big log is checked in parts by child processes);
- SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, a
  real-time signal (every signal whose default ends treeref) at the
  prompt gives the terminal its echo back before treeref dies, and the
  game is in the journal;
- Ctrl-C during a long `load` at the prompt cancels it: the game is as
  it was before the load."""
import ctypes
import fcntl
import os
import pty
import resource
import select
import signal
import struct
import subprocess
import termios
import time

from common import TOP, TREEREF, Checks, Term, hermetic_env, tempdir

MB = 1 << 20
LIMIT = 120  # seconds: only against a hang, never a measure
# signals whose default action ends a process, beyond TERM, HUP, QUIT
# (issue 37: SIGUSR1 and SIGALRM left the terminal without echo)
ENDING = (signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGPIPE,
          signal.SIGVTALRM, signal.SIGRTMIN + 3)


def default_signals():
    """In the child, before treeref starts: the signals of the test at
    their default action, as at a user's shell (a test run under nohup,
    or as a background job, inherits them ignored)."""
    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGQUIT) + ENDING:
        signal.signal(sig, signal.SIG_DFL)


def big_log(path, size):
    """A legal log of many games of Best Treehouse Ever (the games of a
    test log, again and again), of at least `size` bytes."""
    with open(os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv"), "rb") as fp:
        head, body = fp.read().split(b"\n", 1)
    with open(path, "wb") as fp:
        fp.write(head + b"\n" + body * (size // len(body) + 1))


def children(pid):
    """The processes whose parent is `pid`."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as fp:
            return [int(x) for x in fp.read().split()]
    except FileNotFoundError:
        pass
    out = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as fp:
                    stat = fp.read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(d))
    return out


def proc_status(pid):
    """State letter and pending signals (thread and process) of `pid`;
    None when it is gone."""
    try:
        with open(f"/proc/{pid}/status") as fp:
            fields = dict(line.split(":", 1) for line in fp if ":" in line)
    except OSError:
        return None
    pending = int(fields["SigPnd"], 16) | int(fields["ShdPnd"], 16)
    return fields["State"].split()[0], pending


def bytes_read(pid):
    """The bytes process `pid` has read so far (a fresh child: 0)."""
    try:
        with open(f"/proc/{pid}/io") as fp:
            return int(fp.readline().split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def stop_children(p):
    """Wait until `check` (process p) has helper processes at work, and
    stop them (SIGSTOP), so that they are still there when their parent
    dies.  A helper is stopped only once it reads its part: it has then
    done what it does first, before its work.  Returns the stopped ones."""
    end = time.time() + LIMIT
    while time.time() < end and p.poll() is None:
        stopped = []
        for kid in children(p.pid):
            if bytes_read(kid) == 0:
                continue
            try:
                os.kill(kid, signal.SIGSTOP)
                stopped.append(kid)
            except ProcessLookupError:
                pass
        # a stop is sent, not yet taken: wait until each shows it
        for kid in stopped:
            while time.time() < end and proc_status(kid) and proc_status(kid)[0] not in "TZ":
                pass
        stopped = [k for k in stopped if proc_status(k) and proc_status(k)[0] == "T"]
        if stopped:
            return stopped
    return []


def check_children(c, tmp, env):
    """Item 15.  The test process is made the subreaper of what treeref
    leaves behind, so that it can see how each helper ended."""
    if (os.cpu_count() or 1) < 2:
        # check cuts a log into one part per CPU: here, none
        print("signals: one CPU: check has no helper processes to test")
        return
    libc = ctypes.CDLL(None, use_errno=True)
    PR_SET_CHILD_SUBREAPER = 36
    c.check(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0,
            "check's helpers: the test can adopt orphans")
    big = os.path.join(tmp, "big.csv")
    big_log(big, 12 * MB)  # over the 4 MiB from which check splits a log
    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        name = signal.Signals(sig).name
        # the file many times: check is busy long enough to be caught
        p = subprocess.Popen([TREEREF, "check"] + [big] * 400, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             preexec_fn=default_signals)
        kids = stop_children(p)
        if not c.check(kids, f"{name}: check's helper processes were seen"):
            p.kill()
            p.wait()
            continue
        os.kill(p.pid, sig)
        try:
            p.wait(timeout=LIMIT)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        c.check(p.returncode == -sig, f"{name}: check ended by the signal: {p.returncode}")
        # The parent is gone: any helper left is now the test's child.  A
        # helper that goes with its parent was sent SIGKILL before the
        # parent could be waited for; one that does not is still stopped.
        for kid in kids:
            st = proc_status(kid)
            left = st is not None and st[0] == "T" and not st[1] & (1 << (signal.SIGKILL - 1))
            c.check(not left, f"{name}: helper {kid} outlived check (state {st})")
            if left:
                os.kill(kid, signal.SIGKILL)
            end = time.time() + LIMIT
            while time.time() < end:
                try:
                    pid, status = os.waitpid(kid, os.WNOHANG)
                except ChildProcessError:
                    break  # reaped by someone else
                if pid:
                    c.check(os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL,
                            f"{name}: helper {kid} killed with its parent: status {status}")
                    break
    libc.prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0)


class Tty(Term):
    """A treeref at a terminal of its own, which cannot dump core (SIGQUIT),
    and the terminal's own side, to read its mode.  `ignore`: signals
    ignored from its start, as nohup does."""
    def __init__(self, env, args=(), ignore=()):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 120, 0, 0))
        self.slave_name = os.ttyname(slave)

        def pre():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            default_signals()
            for sig in ignore:
                signal.signal(sig, signal.SIG_IGN)

        self.p = subprocess.Popen([TREEREF, *args], stdin=slave, stdout=slave, stderr=slave,
                                  env=env, close_fds=True, preexec_fn=pre)
        os.close(slave)
        self.buf = ""
        self.seen = ""

    def wait(self):
        try:
            self.p.wait(timeout=LIMIT)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()

    def lflag(self):
        fd = os.open(self.slave_name, os.O_RDWR | os.O_NOCTTY)
        try:
            return termios.tcgetattr(fd)[3]
        finally:
            os.close(fd)


def prompt_signals(c):
    """Item 16; issue 37: every signal that ends treeref."""
    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT) + ENDING:
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = f"SIGRTMIN+{sig - signal.SIGRTMIN}"
        env = hermetic_env(tempdir())
        t = Tty(env)
        c.check(t.expect(r"treeref[^>]*> ", timeout=LIMIT), f"{name}: the prompt")
        t.run("new bte ann bob", r"treeref bte[^>]*> ")
        c.check(t.run("place ann red 2 1", r"treeref bte[^>]*> "), f"{name}: a move played")
        c.check(not t.lflag() & termios.ECHO, f"{name}: readline has echo off at its prompt")
        t.p.send_signal(sig)
        t.wait()
        c.check(t.p.returncode == -sig, f"{name}: treeref ended by the signal: {t.p.returncode}")
        lflag = t.lflag()
        c.check(lflag & termios.ECHO and lflag & termios.ICANON,
                f"{name}: the terminal has its echo and line editing back")
        os.close(t.master)
        # the game is in the journal: resumed with the move
        r = subprocess.run([TREEREF, "-r"], input=b"status\n", env=env, capture_output=True,
                           timeout=LIMIT)
        c.check(b"Resumed the game of the journal (2 commands)" in r.stderr and
                b"still to play: bob" in r.stdout,
                f"{name}: the game was in the journal: {r.stderr[-200:]!r} {r.stdout[-200:]!r}")
        # the same at the question that offers to resume it (readline's
        # own handler there)
        t = Tty(env)
        c.check(t.expect(r"Resume it\? \[Y/n\] ", timeout=LIMIT), f"{name}: the resume question")
        t.p.send_signal(sig)
        t.wait()
        c.check(t.lflag() & termios.ECHO, f"{name}: echo back after the resume question")
        os.close(t.master)
    # Ctrl-C at that question ends treeref, the terminal as it was
    # (treeref's handler there, not readline's, as at the prompt)
    env = hermetic_env(tempdir())
    t = Tty(env)
    c.check(t.expect(r"treeref[^>]*> ", timeout=LIMIT), "Ctrl-C: the prompt")
    t.run("new bte ann bob", r"treeref bte[^>]*> ")
    t.p.send_signal(signal.SIGTERM)
    t.wait()
    os.close(t.master)
    t = Tty(env)
    c.check(t.expect(r"Resume it\? \[Y/n\] ", timeout=LIMIT), "Ctrl-C: the resume question")
    t.send("\x03")
    t.wait()
    c.check(t.p.returncode == -signal.SIGINT,
            f"Ctrl-C: treeref ended at the resume question: {t.p.returncode}")
    lflag = t.lflag()
    c.check(lflag & termios.ECHO and lflag & termios.ICANON,
            "Ctrl-C: echo and line editing back after the resume question")
    os.close(t.master)


def nohup(c):
    """A signal ignored from the start (nohup treeref) stays ignored at
    the prompt: treeref answers after it."""
    t = Tty(hermetic_env(tempdir()), ignore=(signal.SIGHUP,))
    c.check(t.expect(r"treeref> ", timeout=LIMIT), "nohup: the prompt")
    t.p.send_signal(signal.SIGHUP)  # ignored: discarded as it is sent
    c.check(t.run("new bte ann bob", r"treeref bte[^>]*> "), "nohup: still answering after SIGHUP")
    t.send("quit\r")
    t.close()


def reading(pid, path):
    """Where process `pid` is in the file `path` it has open; None while
    it has it not open."""
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return None
    for fd in fds:
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}") == path:
                with open(f"/proc/{pid}/fdinfo/{fd}") as fp:
                    return int(fp.readline().split()[1])
        except OSError:
            continue
    return None


def load_cancelled(c, tmp, env):
    """Item 17."""
    big = os.path.join(tmp, "long.csv")
    big_log(big, 64 * MB)
    size = os.path.getsize(big)
    t = Tty(env)
    c.check(t.expect(r"treeref[^>]*> ", timeout=LIMIT), "load: the prompt")
    t.run("new tlh cy dee", r"treeref tlh[^>]*> ")
    t.run("status", r"treeref tlh[^>]*> ")
    before = t.seen
    t.drain()
    t.send(f"load {big}\r")
    # once treeref is reading the log (and not at its end), Ctrl-C
    end = time.time() + LIMIT
    at = None
    while time.time() < end and t.p.poll() is None:
        at = reading(t.p.pid, big)
        if at is not None and 0 < at < size:
            break
    c.check(at is not None and 0 < at < size, f"load: treeref was seen reading the log ({at})")
    t.send("\x03")
    c.check(t.expect(r"load cancelled.*\n.*treeref tlh[^>]*> ", timeout=LIMIT),
            f"load: Ctrl-C cancelled it: {t.buf[-300:]!r}")
    c.check("loaded" not in t.seen, f"load: nothing loaded: {t.seen[-300:]!r}")
    t.run("status", r"treeref tlh[^>]*> ")
    c.check(t.seen.replace("\r", "") == before.replace("\r", ""),
            f"load: the game as before: {t.seen!r} / {before!r}")
    # and the next load, not interrupted, is not cancelled by the last Ctrl-C
    small = os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv")
    t.run(f"load {small}", r"treeref bte[^>]*> ")
    c.check("loaded" in t.seen, f"load: a later load runs to its end: {t.seen[-200:]!r}")
    t.send("quit\r")
    t.close()


def main():
    c = Checks("signals")
    tmp = tempdir()
    env = hermetic_env(tmp)
    check_children(c, tmp, env)
    prompt_signals(c)
    nohup(c)
    load_cancelled(c, tmp, env)
    c.finish()


if __name__ == "__main__":
    main()
