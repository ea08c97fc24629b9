"""A live protocol for programs (issue 21): treeref driven as a
co-process through pipes, one line at a time, each answer read with a
timeout before the next line is written; with --json, journalled or not.
A bulk script is still answered with few writes (no flush per line)."""
import json
import os
import select
import subprocess
import threading

from common import HANG, TREEREF, Checks, hermetic_env, script_lines, tempdir, transcript

# Only against a hang: an answer that never comes without more input
TIMEOUT = HANG


class CoProcess:
    def __init__(self, args, env):
        self.p = subprocess.Popen([TREEREF, *args], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  env=env)
        self.buf = b""

    def ask(self, line):
        """Write one line, then wait for one line of answer; None when
        none came within the timeout."""
        self.p.stdin.write(line.encode() + b"\n")
        self.p.stdin.flush()
        return self.answer()

    def answer(self):
        fd = self.p.stdout.fileno()
        while b"\n" not in self.buf:
            r, _, _ = select.select([fd], [], [], TIMEOUT)
            if not r:
                return None
            data = os.read(fd, 65536)
            if not data:
                return None
            self.buf += data
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode()

    def close(self):
        self.p.stdin.close()
        rc = self.p.wait(timeout=TIMEOUT)
        self.p.stdout.close()
        self.p.stderr.close()
        return rc


def dialogue(c, args, env, what):
    co = CoProcess(args, env)
    hello = co.answer()
    greeting = json.loads(hello) if hello else {}
    c.check(greeting.get("protocol") == 1 and "command" not in greeting,
            f"{what}: the greeting comes first, before any input: {hello!r}")
    # `why` answers as data once the game reports its checks through
    # verdict_check (game.h): then "verdict", "broken" and "checks" agree
    # with the move itself; a game that does not yet still answers ok
    def why(verdict, rule):
        def good(a):
            if not (a["ok"] and a["rules"] == []):
                return False
            if "verdict" not in a:
                return "checks" not in a and "broken" not in a
            failed = [k["rule"] for k in a["checks"] if k["passed"] is False]
            return (a["verdict"] == verdict and sorted(a["broken"]) == sorted(failed)
                    and (rule is None) == (a["broken"] == []) and (rule is None or rule in a["broken"]))
        return good
    steps = [
        ("new bte ann bob", lambda a: a["ok"] and a["command"] == "new"),
        ("why ann red 2 1", why("allowed", None)),
        ("why ann red 3 1", why("refused", "A")),
        ("place ann red 3 1", lambda a: not a["ok"] and "A" in a["rules"]),
        ("place ann red 2 1", lambda a: a["ok"]),
        ("score", lambda a: a["ok"] and a["sheet"][0][0] == "player"
            and [r[0] for r in a["sheet"][1:]] == ["ann", "bob"]),
        # a program writes a line and waits: blank and comment lines too
        ("", lambda a: a["ok"] and a["command"] == "" and a["events"] == []),
        ("# a comment", lambda a: a["ok"] and a["command"] == ""),
        ("legal", lambda a: a["ok"] and "place bob red 2 1" in a["moves"]
            and not any(m.split()[1] == "ann" for m in a["moves"])),
    ]
    for n, (line, good) in enumerate(steps, 1):
        got = co.ask(line)
        if not c.check(got is not None, f"{what}: no answer to {line!r} within {TIMEOUT} s"):
            co.p.kill()
            co.close()
            return
        a = json.loads(got)
        c.check(a["line"] == n and good(a), f"{what}: {line!r} answered {a}")
    # quit: its answer, then the end of the output
    got = co.ask("quit")
    c.check(got is not None and json.loads(got)["command"] == "quit",
            f"{what}: quit answered {got!r}")
    c.check(co.answer() is None and co.buf == b"", f"{what}: nothing after quit's answer")
    c.check(co.close() == 1, f"{what}: exit status 1 (one move refused)")


def plain_text(c, env):
    """Without --json the answer comes at once too."""
    co = CoProcess([], env)
    got = co.ask("new tlh ann bob")
    c.check(got is not None and "Tout" in got, f"text: answer to new: {got!r}")
    co.close()


def bulk(c, env):
    """A whole script at once: answered in few writes, not one per line.
    The count of write calls is read from /proc while treeref waits for
    more input."""
    lines = script_lines(transcript("bte-4p"))
    lines = [x for x in lines if not x.startswith(("export", "load"))]
    feed = ("\n".join(lines) + "\n").encode()
    p = subprocess.Popen([TREEREF, "--json"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    writer = threading.Thread(target=lambda: (p.stdin.write(feed), p.stdin.flush()))
    writer.start()
    got = b""
    fd = p.stdout.fileno()
    while got.count(b"\n") < len(lines) + 1:
        r, _, _ = select.select([fd], [], [], TIMEOUT)
        if not r:
            break
        data = os.read(fd, 65536)
        if not data:
            break
        got += data
    writer.join()
    answers = got.count(b"\n") - 1  # the greeting first
    c.check(answers == len(lines), f"bulk: {answers} answers for {len(lines)} lines")
    writes = None
    try:
        with open(f"/proc/{p.pid}/io") as fp:
            for row in fp:
                if row.startswith("syscw:"):
                    writes = int(row.split()[1])
    except OSError:
        pass
    p.stdin.close()
    p.wait(timeout=TIMEOUT)
    if writes is not None:
        c.check(writes * 10 < len(lines), f"bulk: {writes} writes for {len(lines)} answers")


def main():
    c = Checks("protocol")
    env = hermetic_env(tempdir())
    dialogue(c, ["--json"], env, "--json")
    dialogue(c, ["--json", "--journal"], env, "--json --journal")
    plain_text(c, env)
    bulk(c, env)
    c.finish()


if __name__ == "__main__":
    main()
