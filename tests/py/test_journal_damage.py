"""The journal exactly as played, under damage and faults (issue 27 items
1, 2, 3, 4, 7, 12, 13): every byte of a small journal flipped, cut or
zeroed resumes exactly the lines before it and keeps the original byte
for byte; a damaged first line is damage, kept aside; nothing is written
after a damage that cannot be repaired (a folder another user owns, run
as nobody with setpriv; a full 64 KiB tmpfs); an export in a failed group
holds only what the journal holds; a read-only state folder (a read-only
bind mount) resumes its game to be looked at; the lock is never seen
without its pid (the first treeref stopped right after taking the lock,
by strace, while a second one asks)."""
import csv
import json
import os
import re
import shutil
import signal
import subprocess
import time

from common import played_at_date, TREEREF, TOP, Checks, Term, hermetic_env, script_lines, tempdir, transcript


def jdir(env):
    return os.path.join(env["XDG_STATE_HOME"], "treeref")


def tr(args, env, data="", timeout=120, **kw):
    return subprocess.run([TREEREF, *played_at_date(args)], input=data, env=env, capture_output=True,
                          text=True, timeout=timeout, **kw)


def commands_of(log):
    if not os.path.exists(log):
        return None
    with open(log) as fp:
        return [r[3] for r in list(csv.reader(fp))[1:]]


def held(env):
    """The commands the journal's game holds, through treeref itself."""
    out = os.path.join(env["HOME"], "held.csv")
    if os.path.exists(out):
        os.unlink(out)
    tr(["--resume", "--journal", "--force"], env, f"export log {out}\n")
    return commands_of(out) or []


def bte_game():
    return script_lines(transcript("bte-4p"))


def damaged_copies(env):
    return sorted(f for f in os.listdir(jdir(env)) if f.endswith(".damaged"))


def wait_for(what, cond, limit=120):
    """Wait for what the program shows (a state in /proc, a file), with a
    generous limit against a hang only."""
    end = time.monotonic() + limit
    while not cond():
        if time.monotonic() > end:
            raise AssertionError(f"waited {limit} s for {what}")
        time.sleep(0.01)


def every_byte(c):
    """Done-when of issue 27: any single byte flipped, cut or zeroed resumes
    exactly the lines before the damage, says so, and keeps the original."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    game = ["new bte ann bob", "place ann red 2 1", "place bob blue 2 2", "undo"]
    tr(["--journal"], env, "\n".join(game) + "\n")
    path = os.path.join(jdir(env), "journal")
    with open(path, "rb") as fp:
        orig = fp.read()
    lines = orig.split(b"\n")[:-1]
    # the commands, and the records (a line starting with @: when the
    # game started, the archive folder) that the archive (issue 28) adds
    cmds_of = [x.split(b"\t")[0].decode() for x in lines]
    typed = [x for x in cmds_of[1:] if not x.startswith("@")]
    c.check(all(re.fullmatch(rb"[^\t]*\t\d+ [0-9a-f]{8}", x) for x in lines)
            and lines[0].startswith(b"@journal ") and typed == game,
            f"every byte: each line is its command, a tab, its number and checksum: {orig!r}")
    out = os.path.join(tmp, "out.csv")
    # what an undone command leaves: the log holds the game after undo
    def expected(n_lines):
        cmds = [x for x in cmds_of[1:n_lines] if not x.startswith("@")]
        if os.path.exists(out):
            os.unlink(out)
        r = tr([], hermetic_env(tmp), "\n".join(cmds + [f"export log {out}"]) + "\n") if cmds else None
        return commands_of(out) if r else []

    want = {n: expected(n) for n in range(len(lines) + 1)}
    starts = [0]
    for x in lines:
        starts.append(starts[-1] + len(x) + 1)
    bad = []
    runs = 0
    for kind in ("flip", "zero", "cut"):
        for pos in range(len(orig)):
            if kind == "flip":
                data = orig[:pos] + bytes([orig[pos] ^ 0x01]) + orig[pos + 1:]
            elif kind == "zero":
                if orig[pos] == 0:
                    continue
                data = orig[:pos] + b"\0" + orig[pos + 1:]
            else:
                data = orig[:pos]
            # the line the damage is in (from 1); a cut at a line's end
            # leaves only whole lines: nothing is damaged
            line = next(i for i in range(len(lines)) if starts[i + 1] > pos) + 1
            damaged = not (kind == "cut" and pos in starts)
            before = line - 1
            shutil.rmtree(jdir(env))
            os.makedirs(jdir(env))
            with open(path, "wb") as fp:
                fp.write(data)
            if os.path.exists(out):
                os.unlink(out)
            r = tr(["--resume", "--journal", "--force"], env, f"export log {out}\n")
            runs += 1
            got = commands_of(out) or []
            problems = []
            if got != want[before]:
                problems.append(f"resumed {got}, not {want[before]}")
            copies = damaged_copies(env)
            if damaged:
                if f"line {line}" not in r.stderr or "damaged" not in r.stderr:
                    problems.append(f"message {r.stderr!r}")
                if len(copies) != 1:
                    problems.append(f"copies {copies}")
                else:
                    with open(os.path.join(jdir(env), copies[0]), "rb") as fp:
                        if fp.read() != data:
                            problems.append("the copy is not the original")
                    if copies[0] not in r.stderr:
                        problems.append("the copy is not named")
            elif copies or "damaged" in r.stderr:
                problems.append(f"whole lines taken for damage: {r.stderr!r}")
            if problems:
                bad.append((kind, pos, line, problems))
    c.check(not bad, f"every byte: {len(bad)} of {runs} damaged journals not as promised: {bad[:5]}")
    print(f"journal damage: {runs} journals with one byte flipped, zeroed or cut, "
          f"{len(bad)} wrong", flush=True)

    # at a terminal, all of it is said before the question: the damage
    # in the line of the second place (line k + 1)
    k = cmds_of.index(game[2])
    with open(path, "wb") as fp:
        fp.write(orig[:starts[k] + 2] + b"X" + orig[starts[k] + 3:])
    t = Term(env)
    try:
        ok = t.expect(r"Resume it\?")
        seen = t.seen
        c.check(ok and seen.find(f"line {k + 1} fails its check") >= 0 and
                seen.find(f"up to line {k} (2 commands, the last: place ann red 2 1")
                >= 0 and seen.find(f"everything from line {k + 1} on") >= 0 and
                seen.find(f"line {k + 1} fails") < seen.find("Resume it?"),
                f"terminal: the damage, what is kept and what is not, before the question: {seen!r}")
        t.send("n\r")
        t.send("quit\r")
    finally:
        t.close()


def first_line(c):
    """Item 1: a damaged first line is damage: kept aside, never overwritten."""
    env = hermetic_env(tempdir())
    game = bte_game()[:40]
    os.makedirs(jdir(env))
    path = os.path.join(jdir(env), "journal")
    # a journal as treeref wrote them before the checksums
    old = ("\n".join(["nev" + game[0][3:]] + game[1:]) + "\n").encode()
    with open(path, "wb") as fp:
        fp.write(old)
    r = tr(["--resume", "--journal"], env)
    c.check(r.returncode == 1 and "line 1 cannot be replayed" in r.stderr,
            f"first line: named as damage: {r.returncode} {r.stderr!r}")
    copies = damaged_copies(env)
    c.check(len(copies) == 1 and copies[0] in r.stderr, f"first line: kept aside: {copies}")
    tr(["--journal"], env, "new tlh cy dee\n")
    tr(["--journal"], env, "new bte ann bob\n")
    if copies:
        with open(os.path.join(jdir(env), copies[0]), "rb") as fp:
            c.check(fp.read() == old, "first line: the 40 lines are kept byte for byte after two new")
    # a checked journal whose first command is damaged
    env = hermetic_env(tempdir())
    tr(["--journal"], env, "\n".join(game[:10]) + "\n")
    path = os.path.join(jdir(env), "journal")
    with open(path, "rb") as fp:
        data = fp.read().replace(b"new bte", b"nev bte", 1)
    with open(path, "wb") as fp:
        fp.write(data)
    r = tr(["--resume", "--journal"], env)
    c.check(r.returncode == 1 and "line 2 fails its check" in r.stderr and
            "Nothing before line 2 can be resumed" in r.stderr,
            f"first command: named as damage: {r.returncode} {r.stderr!r}")
    copies = damaged_copies(env)
    if c.check(len(copies) == 1, f"first command: kept aside: {copies}"):
        with open(os.path.join(jdir(env), copies[0]), "rb") as fp:
            c.check(fp.read() == data, "first command: kept byte for byte")


def as_nobody():
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def torn_unrepairable(c):
    """Item 2: a torn tail that cannot be repaired: nothing is appended
    after it; moves are refused with the cause, queries answer."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    game = bte_game()[:6]
    tr(["--journal"], env, "\n".join(game) + "\n")
    d = jdir(env)
    path = os.path.join(d, "journal")
    with open(path, "ab") as fp:
        fp.write(b"place bob bl")
    with open(path, "rb") as fp:
        torn = fp.read()
    # the folder is nobody's and read-only to its owner; the journal is
    # writable: run as nobody (setpriv), the damaged copy cannot be made
    for p in (env["HOME"], tmp, env["XDG_STATE_HOME"]):
        os.chmod(p, 0o755)
    for f in os.listdir(d):
        os.chown(os.path.join(d, f), 65534, 65534)
    os.chown(d, 65534, 65534)
    os.chmod(d, 0o555)
    print("journal damage: an unrepairable torn line as nobody (setpriv) in a 0555 folder", flush=True)
    status = tr([], hermetic_env(tempdir()), "\n".join(game + ["status"]) + "\n").stdout.splitlines()[-1]
    r = subprocess.run(as_nobody() + [TREEREF, "--resume"], input="status\nplace bob blue 2 2\nstatus\n",
                       env=env, capture_output=True, text=True, timeout=120)
    c.check("Cannot keep the damaged journal aside" in r.stderr and "Permission denied" in r.stderr,
            f"torn, read-only folder: the cause at start: {r.stderr!r}")
    c.check(re.search(r"-:\d+: this command cannot be saved in the journal \([^)]*Permission denied",
                      r.stderr) is not None and r.returncode == 1,
            f"torn, read-only folder: the move refused with the cause: {r.stderr!r}")
    c.check(r.stdout.splitlines().count(status) == 2,
            f"torn, read-only folder: queries answer: {r.stdout!r} (want {status!r})")
    with open(path, "rb") as fp:
        c.check(fp.read() == torn, "torn, read-only folder: the journal is untouched")
    os.chmod(d, 0o755)

    # a full disk (a 64 KiB tmpfs): refused while full, then repaired and
    # accepted once there is room, nothing glued to the torn line
    tmp = tempdir()
    env = hermetic_env(tmp)
    state = env["XDG_STATE_HOME"]
    os.makedirs(state)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", state],
                      capture_output=True).returncode != 0:
        c.check(False, "torn, full disk: cannot mount a tmpfs (run as root)")
        return
    print("journal damage: an unrepairable torn line on a full 64 KiB tmpfs", flush=True)
    try:
        tr(["--journal"], env, "\n".join(game) + "\n")
        path = os.path.join(jdir(env), "journal")
        with open(path, "ab") as fp:
            fp.write(b"place bob bl")
        with open(path, "rb") as fp:
            torn = fp.read()
        filler = os.path.join(state, "filler")
        try:
            with open(filler, "ab") as fp:
                while True:
                    fp.write(b"x" * 4096)
                    fp.flush()
        except OSError:
            pass
        p = subprocess.Popen([TREEREF, "--resume", "--journal", "--json"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
                             bufsize=1)
        p.stdout.readline()  # the greeting
        def say(line):
            p.stdin.write(line + "\n")
            p.stdin.flush()
            return json.loads(p.stdout.readline())
        try:
            r = say("place bob blue 2 2")
            c.check(not r["ok"] and "No space left on device" in r["message"],
                    f"torn, full disk: the move is refused with the cause: {r}")
            c.check(say("status")["ok"], "torn, full disk: a query answers")
            with open(path, "rb") as fp:
                c.check(fp.read() == torn, "torn, full disk: nothing appended after the torn line")
            os.unlink(filler)
            r = say("place bob blue 2 2")
            c.check(r["ok"], f"torn, full disk: with room, repaired and accepted: {r}")
        finally:
            p.stdin.close()
            err = p.stderr.read()
            p.wait()
        c.check("No space left on device" in err and "no move can be saved" in err,
                f"torn, full disk: said at start: {err!r}")
        want = game + ["place bob blue 2 2"]
        ref = os.path.join(tmp, "ref.csv")
        tr([], hermetic_env(tmp), "\n".join(want + [f"export log {ref}"]) + "\n")
        c.check(held(env) == commands_of(ref), f"torn, full disk: the journal holds the game: {held(env)}")
        copies = damaged_copies(env)
        if c.check(len(copies) == 1, f"torn, full disk: the original kept once there was room: {copies}"):
            with open(os.path.join(jdir(env), copies[0]), "rb") as fp:
                c.check(fp.read() == torn, "torn, full disk: kept byte for byte")
    finally:
        if subprocess.run(["umount", state]).returncode != 0:
            subprocess.run(["umount", "-l", state])


def export_in_failed_group(c):
    """Item 7: an export in a group whose commit fails holds only what the
    journal holds, and its answer is true."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    state = env["XDG_STATE_HOME"]
    os.makedirs(state)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", state],
                      capture_output=True).returncode != 0:
        c.check(False, "export in a failed group: cannot mount a tmpfs (run as root)")
        return
    print("journal damage: a failed group commit on a full 64 KiB tmpfs", flush=True)
    try:
        game = bte_game()
        tr(["--journal"], env, "\n".join(game[:6]) + "\n")
        before = held(env)
        filler = os.path.join(state, "filler")
        try:
            with open(filler, "ab") as fp:
                while True:
                    fp.write(b"x" * 4096)
                    fp.flush()
        except OSError:
            pass
        out = os.path.join(tmp, "out.csv")
        batch = os.path.join(tmp, "batch.txt")
        # more than the journal's last page can take: the group's fsync fails
        lines = game[6:9] + ["undo", "redo"] * 400
        with open(batch, "w") as fp:
            fp.write("\n".join(lines + [f"export log {out}"] + ["undo", "redo"] * 400) + "\n")
        r = tr(["--resume", "--journal", batch], env)
        c.check(r.returncode == 1 and f"{batch}:1: this command cannot be saved" in r.stderr,
                f"export in a failed group: the moves are refused: {r.returncode} {r.stderr[:300]!r}")
        at = f"{batch}:{len(lines) + 1}:"
        c.check(at not in r.stderr and os.path.exists(out),
                f"export in a failed group: the export is not told it was not answered: "
                f"{[l for l in r.stderr.splitlines() if l.startswith(at)]}")
        os.unlink(filler)
        journal = held(env)
        c.check(journal == before, f"export in a failed group: the journal as before: {journal}")
        c.check(commands_of(out) == journal,
                f"export in a failed group: the log holds what the journal holds: "
                f"{commands_of(out)} vs {journal}")
    finally:
        if subprocess.run(["umount", state]).returncode != 0:
            subprocess.run(["umount", "-l", state])


def read_only(c):
    """Item 12: -r on a read-only state folder holding a game resumes it:
    queries answer, moves are refused with the real cause."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    game = bte_game()[:6]
    tr(["--journal"], env, "\n".join(game) + "\n")
    state = env["XDG_STATE_HOME"]
    status = tr([], hermetic_env(tempdir()), "\n".join(game + ["status"]) + "\n").stdout.splitlines()[-1]
    if subprocess.run(["mount", "--bind", "-o", "ro", state, state], capture_output=True).returncode:
        c.check(False, "read-only: cannot bind-mount the state folder read-only (run as root)")
        return
    print("journal damage: -r on a read-only bind mount of the state folder", flush=True)
    try:
        r = tr(["--resume"], env, "status\nplace bob blue 2 2\nstatus\n")
        c.check("no journalled game" not in r.stderr and "Resumed the game" in r.stderr,
                f"read-only: the game is resumed: {r.stderr!r}")
        c.check(r.stdout.splitlines().count(status) == 2, f"read-only: queries answer: {r.stdout!r}")
        c.check(r.returncode == 1 and re.search(r"-:2: this command cannot be saved in the journal "
                                                 r"\([^)]*Read-only file system", r.stderr),
                f"read-only: the move is refused with the real cause: {r.returncode} {r.stderr!r}")
    finally:
        if subprocess.run(["umount", state]).returncode != 0:
            subprocess.run(["umount", "-l", state])


def treeref_of(env):
    """The pid of the treeref running with this test's state folder (its
    environment says which), or None."""
    want = f"XDG_STATE_HOME={env['XDG_STATE_HOME']}".encode()
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/comm") as fp:
                if fp.read().strip() != "treeref":
                    continue
            with open(f"/proc/{d}/environ", "rb") as fp:
                if want in fp.read().split(b"\0"):
                    return int(d)
        except OSError:
            continue
    return None


def stopped(pid):
    try:
        with open(f"/proc/{pid}/status") as fp:
            return re.search(r"^State:\s+[tT]", fp.read(), re.M) is not None
    except OSError:
        return False


def holds_flock(pid):
    with open("/proc/locks") as fp:
        return any(l.split()[1:2] == ["FLOCK"] and l.split()[4:5] == [str(pid)] for l in fp)


def lock_pid(c):
    """Item 13: the first treeref is stopped right after it takes the lock
    (strace stops it on its flock), before anything else: the lock file
    already names it, and a second treeref names it or nobody, never 0."""
    if shutil.which("strace") is None:
        c.check(False, "lock: strace is needed (make deps)")
        return
    print("journal damage: the lock, the first treeref stopped by strace after its flock", flush=True)
    for stale in (False, True):
        env = hermetic_env(tempdir())
        if stale:  # a lock file left by a treeref that has exited
            tr(["--journal"], env, "new bte ann bob\n")
        s = subprocess.Popen(["strace", "-f", "-o", os.devnull, "-e", "trace=flock",
                              "-e", "inject=flock:signal=SIGSTOP", TREEREF, "--journal"],
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=env)
        try:
            wait_for("treeref under strace", lambda: treeref_of(env))
            a = treeref_of(env)
            # stopped, and holding its lock (/proc/locks names it): not
            # the stop strace makes at its exec
            wait_for("treeref stopped after its flock", lambda: stopped(a) and holds_flock(a))
            with open(os.path.join(jdir(env), "journal.lock")) as fp:
                content = fp.read()
            pid = int(content) if content.strip().isdigit() else 0
            c.check(pid > 0 and (stale or pid == a),
                    f"lock (stale={stale}): the lock file holds a pid: {content!r} (holder {a})")
            r = tr(["--journal"], env)
            m = re.search(r"process (\d+)", r.stderr)
            c.check(r.returncode == 2 and "open in another treeref" in r.stderr and
                    (m is None and stale or m is not None and int(m.group(1)) == a),
                    f"lock (stale={stale}): the second treeref names the holder or nobody: "
                    f"{r.stderr!r} (holder {a})")
            os.kill(a, signal.SIGCONT)
        finally:
            s.stdin.close()
            s.wait(timeout=120)


def main():
    c = Checks("journal damage")
    first_line(c)
    torn_unrepairable(c)
    export_in_failed_group(c)
    read_only(c)
    lock_pid(c)
    every_byte(c)
    c.finish()


if __name__ == "__main__":
    main()
