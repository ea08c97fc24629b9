"""Hostile input: every case gets a clear message within bounded memory,
never a crash or a hang; a full disk and kills during export leave no
half-written file and lose nothing."""
import os
import resource
import signal
import subprocess
import time

from common import DATE, TREEREF, Checks, hermetic_env, script_lines, tempdir, transcript, TOP

MB = 1 << 20
EXPORT_KILLS = int(os.environ.get("TREEREF_EXPORT_KILLS", "50"))


def run(args, env, cwd, data, limit_fsize=None, timeout=60):
    def pre():
        if limit_fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit_fsize, limit_fsize))
    wrapped = ["/usr/bin/time", "-f", "RSS %M"] + [TREEREF] + args
    r = subprocess.run(wrapped, input=data, env=env, cwd=cwd, capture_output=True,
                       timeout=timeout, preexec_fn=pre)
    err = r.stderr.decode("utf-8", "replace").replace("Command exited with non-zero status 1\n", "")
    rss = int(err.rsplit("RSS ", 1)[1].split()[0]) if "RSS " in err else -1
    return r.returncode, r.stdout, err.rsplit("RSS ", 1)[0], rss


# Memory is judged against what treeref takes for an empty script, so that
# the bounds hold in a sanitizer build too (ASan's shadow memory is large).
BASE_KB = 0
SLACK_KB = 16 * 1024


def sanitized():
    """Whether treeref is an ASan build, whose allocator keeps freed
    memory in quarantine and so needs a wider bound."""
    r = subprocess.run(["ldd", TREEREF], capture_output=True, text=True)
    return "libasan" in r.stdout


def lines_case(c, env, tmp, name, data, want):
    t = time.time()
    rc, out, err, rss = run([], env, tmp, data)
    secs = time.time() - t
    c.check(rc == 1, f"{name}: exit {rc}")
    c.check(want in err, f"{name}: message {err[:200]!r}")
    c.check("\x1b" not in err and "\x1b" not in out.decode("utf-8", "replace"),
            f"{name}: an escape sequence was echoed")
    c.check(0 < rss < BASE_KB + SLACK_KB, f"{name}: peak memory {rss} KiB (base {BASE_KB})")
    print(f"hostile: {name}: exit {rc}, {rss} KiB, {secs:.2f} s: {err.strip().splitlines()[0][:90]}")


def main():
    global BASE_KB, SLACK_KB
    c = Checks("hostile")
    if sanitized():
        SLACK_KB = 64 * 1024
    tmp = tempdir()
    env = hermetic_env(tmp)
    BASE_KB = run([], env, tmp, b"")[3]
    print(f"hostile: an empty script takes {BASE_KB} KiB")
    lines_case(c, env, tmp, "1 MiB line", b"new bte " + b"a" * MB + b"\n", "longer than 4096 bytes")
    lines_case(c, env, tmp, "NUL byte", b"new bte ann\0bob cy\n", "NUL byte")
    lines_case(c, env, tmp, "invalid UTF-8", b"new bte ann \xc3\x28 bob\n", "not valid UTF-8")
    lines_case(c, env, tmp, "ANSI escape in a name", b"new bte ann \x1b[31mbob\n", "control character")
    lines_case(c, env, tmp, "control character", b"new bte ann b\x07ob\n", "control character")
    players = b"new bte " + b" ".join(b"p%d" % i for i in range(10000)) + b"\n"
    lines_case(c, env, tmp, "10,000 players", players, "longer than 4096 bytes")
    lines_case(c, env, tmp, "65 words", b"new bte " + b" ".join(b"p%d" % i for i in range(63)) + b"\n",
               "Too many words")

    # undo and redo a hundred thousand times: bounded, quick, state kept
    game = "\n".join(script_lines(transcript("bte-4p")))
    data = (game + "\n" + "undo\nredo\n" * 50000 + "status\n").encode()
    t = time.time()
    rc, out, err, rss = run([], env, tmp, data, timeout=120)
    c.check(rc == 0 and b"The game is over" in out.splitlines()[-1], f"undo/redo x100000: exit {rc}")
    c.check(rss < BASE_KB + SLACK_KB, f"undo/redo: peak memory {rss} KiB (base {BASE_KB})")
    print(f"hostile: 100000 undo/redo: exit {rc}, {rss} KiB, {time.time() - t:.2f} s")

    # 1 GiB in one CSV field, through a pipe, never written to disk
    p = subprocess.Popen(["/usr/bin/time", "-f", "RSS %M", TREEREF, "check", "-"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=tmp)
    sent = 0
    chunk = b"game,version,seq,command\nbte,1,1,\"" + b"x" * (MB - 30)
    t = time.time()
    try:
        while sent < 1024 * MB:
            p.stdin.write(chunk)
            sent += len(chunk)
            chunk = b"x" * MB
        p.stdin.close()
    except BrokenPipeError:
        pass
    out, err = p.communicate(timeout=60)
    err = err.decode()
    rss = int(err.rsplit("RSS ", 1)[1].split()[0])
    c.check(p.returncode == 1, f"1 GiB field: exit {p.returncode}")
    c.check(b"longer than 65536 bytes" in out, f"1 GiB field: {out!r}")
    c.check(rss < BASE_KB + SLACK_KB, f"1 GiB field: peak memory {rss} KiB (base {BASE_KB})")
    print(f"hostile: 1 GiB CSV field through a pipe: exit {p.returncode}, {rss} KiB, "
          f"treeref stopped reading within the first {(sent + MB) // MB} MiB, {time.time() - t:.2f} s: "
          f"{out.decode().strip()}")

    # a full disk (a 4 KiB file-size limit): export fails cleanly, nothing
    # half-written is left, and the game goes on
    data = (game + "\nexport log full.csv\nscore\n").encode()
    rc, out, err, rss = run([], env, tmp, data, limit_fsize=4096)
    c.check(rc == 1 and "Cannot write full.csv" in err, f"full disk: {err!r}")
    c.check(not any(f.startswith("full.csv") for f in os.listdir(tmp)), "full disk: a file was left behind")
    c.check(b"dan" in out.splitlines()[-1], "full disk: the game did not go on")
    print(f"hostile: full disk on export: exit {rc}: "
          f"{[l for l in err.splitlines() if 'Cannot write' in l][0]}")

    # the journal on a full disk (a 512-byte file-size limit): a command
    # that cannot be saved is refused, never acknowledged (test_journal
    # does it on a real full tmpfs)
    jenv = dict(env, XDG_STATE_HOME=os.path.join(tmp, "jstate"))
    rc, out, err, rss = run(["--journal"], jenv, tmp, (game + "\nstatus\n").encode(), limit_fsize=512)
    c.check(rc == 1 and "cannot be saved in the journal" in err and "File too large" in err,
            f"journal on a full disk: {rc} {err[:300]!r}")
    print(f"hostile: journal on a full disk: exit {rc}: {err.strip().splitlines()[0][:120]}")

    # kills during export: the file is either absent or whole
    big = os.path.join(tmp, "kill.csv")
    ref = os.path.join(tmp, "ref.csv")
    many = "\n".join([game] * 1)  # one game; the log is a few KiB
    subprocess.run([TREEREF, "--date", DATE, "--force"], input=f"{many}\nexport log {ref}\n", text=True, env=env, cwd=tmp,
                   capture_output=True)
    with open(ref, "rb") as fp:
        want = fp.read()
    half = 0
    for i in range(EXPORT_KILLS):
        if os.path.exists(big):
            os.unlink(big)
        q = subprocess.Popen([TREEREF, "--date", DATE, "--force"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=env, cwd=tmp)
        q.stdin.write(f"{many}\nexport log {big}\n".encode())
        q.stdin.close()
        time.sleep((i % 25) * 0.0004)
        q.send_signal(signal.SIGKILL)
        q.wait()
        if os.path.exists(big):
            with open(big, "rb") as fp:
                if fp.read() != want:
                    half += 1
    leftovers = [f for f in os.listdir(tmp) if f.startswith("kill.csv.tmp")]
    c.check(half == 0, f"export kills: {half} half-written files")
    print(f"hostile: {EXPORT_KILLS} kills during export: {half} half-written files, "
          f"{len(leftovers)} temporary files left beside it")
    c.finish()


if __name__ == "__main__":
    main()
