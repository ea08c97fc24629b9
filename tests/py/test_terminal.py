"""The interactive session's side of issue 15, through real pseudo-
terminals: a 2 MB paste at the prompt is capped like a script line; only
accepted, clean lines reach the history file (refused ones stay for the
Up arrow); a terminal left without echo by a treeref killed with SIGKILL
is made sane again; a question at a narrow terminal is cut at blanks;
a session with no journal says so before its first
prompt and in every prompt; each table has its own history, and a second
treeref on a table in use is told so."""
import fcntl
import os
import pty
import signal
import struct
import subprocess
import termios
import threading
import time

from common import HANG, TREEREF, Checks, Term, hermetic_env, tempdir

MB = 1 << 20


def vm_hwm(pid):
    """Peak resident memory of a process, in KiB."""
    with open(f"/proc/{pid}/status") as fp:
        for line in fp:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return -1


def paste(c):
    env = hermetic_env(tempdir())
    t = Term(env)
    c.check(t.expect(r"treeref> "), "paste: first prompt")
    t.run("new bte ann bob", r"treeref bte[^>]*> ")
    before = vm_hwm(t.p.pid)
    data = ("place ann " + "a" * (2 * MB) + "\r").encode()

    def writer():
        view = memoryview(data)
        while view:
            n = os.write(t.master, view[:65536])
            view = view[n:]
    w = threading.Thread(target=writer, daemon=True)
    start = time.time()
    w.start()
    ok = t.expect(r"longer than 4096 bytes; nothing was done")
    secs = time.time() - start
    c.check(ok, "paste: refused as longer than 4096 bytes")
    c.check(t.expect(r"treeref bte[^>]*> "), "paste: a fresh prompt after it")
    w.join(timeout=HANG)
    grown = vm_hwm(t.p.pid) - before
    # how long it took depends on the machine: shown, never checked
    c.check(grown < 8 * 1024, f"paste: memory grew by {grown} KiB")
    t.run("status", r"treeref bte[^>]*> ")
    c.check("still to play: ann and bob" in t.seen, f"paste: the game is as before: {t.seen!r}")
    t.send("quit\r")
    t.close()
    hist = os.path.join(env["XDG_STATE_HOME"], "treeref", "history")
    with open(hist, "rb") as fp:
        longest = max((len(x) for x in fp.read().split(b"\n")), default=0)
    c.check(longest < 100, f"paste: history's longest line {longest} bytes")
    print(f"terminal: a 2 MiB paste: refused in {secs:.2f} s, peak memory +{grown} KiB", flush=True)


def history(c):
    env = hermetic_env(tempdir())
    t = Term(env)
    t.expect(r"treeref> ")
    t.run("new bte ann bob", r"treeref bte[^>]*> ")
    t.run("plase ann red 2 1", r"treeref bte[^>]*> ")
    c.check("is neither a command nor a move" in t.seen, "history: the typo is refused")
    t.drain()
    t.send("\x1b[A")  # Up: the refused line is there to be fixed
    c.check(t.expect(r"plase ann red 2 1"), "history: Up brings back the refused line")
    t.send("\x15")  # Ctrl-U
    t.run("status", r"treeref bte[^>]*> ")
    t.send("status\x16\x01\r")  # Ctrl-V Ctrl-A: a raw control byte in the line
    c.check(t.expect(r"control character"), "history: a control byte is refused")
    t.send("quit\r")
    t.close()
    hist = os.path.join(env["XDG_STATE_HOME"], "treeref", "history")
    with open(hist, "rb") as fp:
        saved = fp.read().decode("utf-8", "replace").splitlines()
    c.check(saved == ["new bte ann bob", "status", "quit"], f"history file: {saved!r}")


def killed_terminal(c):
    env = hermetic_env(tempdir())
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 120, 0, 0))

    def ctty():
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 1)

    def start():
        return subprocess.Popen([TREEREF], stdin=slave, stdout=slave, stderr=slave, env=env,
                                preexec_fn=ctty)

    def read_until(text, timeout=HANG):
        buf, end = b"", time.time() + timeout
        while text.encode() not in buf and time.time() < end:
            import select
            r, _, _ = select.select([master], [], [], 0.1)
            if r:
                buf += os.read(master, 4096)
        return buf.decode("utf-8", "replace")

    p = start()
    c.check("treeref> " in read_until("treeref> "), "kill -9: first prompt")
    p.send_signal(signal.SIGKILL)
    p.wait()
    lflag = termios.tcgetattr(slave)[3]
    c.check(not lflag & termios.ECHO, "kill -9: the killed treeref left the terminal without echo")
    p = start()
    c.check("treeref> " in read_until("treeref> "), "kill -9: the restarted prompt")
    os.write(master, b"stat")
    c.check("stat" in read_until("stat"), "kill -9: what is typed shows again")
    os.write(master, b"us\r")
    read_until("treeref> ")
    os.write(master, b"quit\r")
    try:
        p.wait(timeout=HANG)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
    lflag = termios.tcgetattr(slave)[3]
    c.check(lflag & termios.ECHO and lflag & termios.ICANON, "kill -9: the terminal is left sane")
    os.close(master)
    os.close(slave)


def no_journal(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    blocker = os.path.join(tmp, "blocker")
    open(blocker, "w").close()
    env["XDG_STATE_HOME"] = os.path.join(blocker, "state")
    t = Term(env)
    c.check(t.expect(r"Cannot keep a journal.*not saved"), "no journal: said before the first prompt")
    c.check(t.expect(r"\ntreeref \[not saved\]> "), f"no journal: the prompt says it: {t.buf!r}")
    t.run("new bte ann bob", r"> ")
    c.check(t.seen.rstrip().endswith("[not saved]>"), f"no journal: every prompt: {t.seen[-60:]!r}")
    t.send("quit\r")
    t.close()
    # with a journal, no mark
    t = Term(hermetic_env(tempdir()))
    c.check(t.expect(r"treeref> "), "a journalled session's prompt has no mark")
    t.send("quit\r")
    t.close()


def tables(c):
    env = hermetic_env(tempdir())
    t = Term(env, args=["--table", "table2"])
    c.check(t.expect(r"treeref@table2> "), f"table2's prompt: {t.buf!r}")
    c.check(t.run("new tlh cy dee", r"treeref@table2 tlh[^>]*> "), f"table2's game: {t.seen!r}")
    second = Term(env, args=["--table", "table2"])
    c.check(second.expect(r"open in another treeref \(process %d\)" % t.p.pid),
            "table in use: the second treeref is told")
    second.close()
    c.check(second.p.returncode == 2, f"table in use: exit {second.p.returncode}")
    t.send("quit\r")
    t.close()
    state = os.path.join(env["XDG_STATE_HOME"], "treeref")
    hist = os.path.join(state, "tables", "table2", "history")
    c.check(os.path.exists(hist) and "new tlh cy dee" in open(hist).read(), "table2 has its own history")
    c.check(not os.path.exists(os.path.join(state, "history")), "the default table's history is apart")
    t = Term(env, args=["--table", "table2"])
    c.check(t.expect(r"Resume it\? \[Y/n\] "), "table2's game is offered again")
    t.send("\r")
    c.check(t.expect(r"treeref@table2 tlh[^>]*> "), f"table2's game resumed: {t.buf!r}")
    t.send("quit\r")
    t.close()


def narrow_question(c):
    """At a 40-column terminal a question is cut at blanks, never inside
    a word (readline would cut its prompt where the edge falls: "En c" /
    "ommencer"), and the answer still counts (only a yes word is a yes); a score table too wide for
    it becomes one entry a player, and a table again once the window is
    widened."""
    env = hermetic_env(tempdir())
    env["LANG"] = "fr_FR.UTF-8"
    t = Term(env, cols=40)
    c.check(t.expect(r"treeref[^>]*> "), "first prompt at 40 columns")
    t.send("nouveau bte ann bob\r")
    c.check(t.expect(r"treeref bte[^>]*> "), "a game at 40 columns")
    t.send("placer ann rouge 2 1\r")
    c.check(t.expect(r"treeref bte[^>]*> "), "a move at 40 columns")
    t.send("nouveau tlh ann bob\r")
    ok = t.expect(r"\[o/N\] ")
    lines = t.seen.replace("\r", "").split("\n")
    asked = [x for x in lines if x.strip()][-2:]
    c.check(ok and asked == ["La partie en cours n'est pas finie. En",
                             "commencer une nouvelle\u00a0? [o/N] "],
            f"the question wrapped at a blank: {asked!r}")
    c.check(all(len(x) <= 40 for x in lines), f"no line wider than the terminal: {lines!r}")
    t.send("n\r")
    c.check(t.expect(r"La partie en cours continue"), f"no keeps the game: {t.buf!r}")
    c.check(t.expect(r"treeref bte[^>]*> "), "the prompt after no")
    # a command typed at the question by mistake is not a yes, even
    # one that starts with o (oui)
    t.send("nouveau tlh ann bob\r")
    c.check(t.expect(r"\[o/N\] "), "asked again")
    t.send("objectif commun violet petites\r")
    c.check(t.expect(r"La partie en cours continue"), f"a command is not a yes: {t.buf!r}")
    c.check(t.expect(r"treeref bte[^>]*> "), "the prompt after the mistaken answer")
    # the score table is wider than 40 columns: one entry a player,
    # wrapped at blanks, each heading with its value
    t.send("points\r")
    ok = t.expect(r"treeref bte[^>]*> ")
    lines = [x for x in t.seen.replace("\r", "").split("\n") if x.strip()]
    c.check(ok and "ann\u00a0: manche\u00a01\u00a0=\u00a0-, manche\u00a02\u00a0=\u00a0-," in lines
            and all(len(x) <= 40 for x in lines) and not any(x.startswith("joueur ") for x in lines),
            f"a narrow score table: {lines!r}")
    # the window widened: the next answer is a table again
    fcntl.ioctl(t.master, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 100, 0, 0))
    t.p.send_signal(signal.SIGWINCH)
    time.sleep(0.2)
    t.send("points\r")
    ok = t.expect(r"treeref bte[^>]*> ")
    lines = [x for x in t.seen.replace("\r", "").split("\n") if x.strip()]
    c.check(ok and any(x.startswith("joueur  manche\u00a01  manche\u00a02") for x in lines),
            f"the table at 100 columns after a resize: {lines!r}")
    t.send("\x04")
    t.close()


def main():
    c = Checks("terminal")
    killed_terminal(c)
    narrow_question(c)
    history(c)
    no_journal(c)
    tables(c)
    paste(c)
    c.finish()


if __name__ == "__main__":
    main()
