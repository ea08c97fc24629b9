"""Files treeref does not own, and output it did not write (issue 27,
items 5, 6, 8, 9, 10, 11, 14).  Every fault is real: planted symbolic
links in the state folder, a state folder chmodded or chowned to
another user, descriptors closed by the shell (`<&- >&-`), /dev/full,
a FIFO made with mkfifo, a device node made with mknod (the numbers of
/dev/null), a Unix socket."""
import os
import shutil
import stat
import subprocess
import threading

from common import played_at_date, TREEREF, TOP, Checks, Term, hermetic_env, tempdir

LOG = os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv")
LOGS = [os.path.join(TOP, "tests", "csv", "tournament", f"game{i}.csv") for i in range(1, 5)]


def tr(args, env, data="", cwd=None, stdout=subprocess.PIPE, timeout=120):
    return subprocess.run([TREEREF, *played_at_date(args)], input=data.encode(), env=env, stdout=stdout,
                          stderr=subprocess.PIPE, cwd=cwd, timeout=timeout)


def sh(cmd, env, cwd=None, timeout=120):
    """A shell line, for what only a shell does: closing descriptors."""
    env = dict(env, TREEREF=TREEREF)
    return subprocess.run(["sh", "-c", cmd], env=env, cwd=cwd, capture_output=True,
                          timeout=timeout)


def state(env, table=None):
    d = os.path.join(env["XDG_STATE_HOME"], "treeref")
    return os.path.join(d, "tables", table) if table else d


def commands(data):
    """The commands a journal holds, without the checked line format's
    sequence numbers and checksums and without its records."""
    return [line.split(b"\t")[0] for line in data.split(b"\n")
            if line and not line.startswith(b"@")]


def victim(tmp, text=b"precious\n"):
    """A file of the user's that a planted link points to."""
    path = os.path.join(tmp, "victim.txt")
    with open(path, "wb") as fp:
        fp.write(text)
    os.chmod(path, 0o644)
    return path


def read(path):
    with open(path, "rb") as fp:
        return fp.read()


# ---- item 11: output errors are reported, exit 2 ----

def stdout_errors(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    script = os.path.join(tmp, "s.txt")
    with open(script, "w") as fp:
        fp.write("new bte ann bob\nstatus\nscore\n")
    modes = {
        "check": ["check"] + LOGS * 40,
        "standings": ["standings"] + LOGS,
        "replay": ["replay", LOG],
        "report": ["report"] + LOGS,
        "script": [script],
        "--help": ["--help"],
        "--version": ["--version"],
    }
    for name, args in modes.items():
        # fault: /dev/full as standard output (every write: ENOSPC)
        with open("/dev/full", "wb") as full:
            r = tr(args, env, stdout=full)
        err = r.stderr.decode()
        c.check(r.returncode == 2 and
                "treeref: write error: No space left on device\n" in err,
                f"/dev/full: {name}: exit {r.returncode}, {err[-200:]!r}")
        # fault: standard output closed by the shell
        q = " ".join(f"'{a}'" for a in args)
        r = sh(f'"$TREEREF" {q} >&-', env)
        err = r.stderr.decode()
        c.check(r.returncode == 2 and "treeref: write error: Bad file descriptor\n" in err,
                f"closed stdout: {name}: exit {r.returncode}, {err[-200:]!r}")
    # a rejected command does not hide the write error: 2 wins
    with open(script, "w") as fp:
        fp.write("new bte ann bob\nplace nobody red 2 1\nstatus\n")
    with open("/dev/full", "wb") as full:
        r = tr([script], env, stdout=full)
    c.check(r.returncode == 2, f"/dev/full after a rejection: exit {r.returncode}")
    # in French too
    with open("/dev/full", "wb") as full:
        r = tr(["--version"], dict(env, LANG="fr_FR.UTF-8"), stdout=full)
    c.check(r.returncode == 2 and
            "treeref\u00a0: erreur d'écriture\u00a0: Aucun espace disponible" in r.stderr.decode(),
            f"/dev/full in French: {r.stderr!r}")
    # and nothing changes when the output gets out
    r = tr(["--version"], env)
    c.check(r.returncode == 0 and r.stdout.startswith(b"treeref"), "--version to a pipe: exit 0")


# ---- item 6: closed standard streams never receive a file ----

def closed_streams(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    r = tr(["--journal"], env, "new bte ann bob\nplace ann red 2 1\n")
    c.check(r.returncode == 0, f"closed fds: a journalled game to resume: {r.stderr!r}")
    journal = os.path.join(state(env), "journal")
    before = read(journal)
    script = os.path.join(tmp, "s.txt")
    with open(script, "w") as fp:
        fp.write("status\nplace nobody red 2 1\nscore\nplace bob blue 2 1\n")
    # fault: stdin, stdout and stderr closed by the shell; the journal and
    # the lock would take descriptors 0, 1 and 2
    r = sh(f'"$TREEREF" -r "{script}" <&- >&- 2>&-', env)
    after = read(journal)
    c.check(commands(after) == commands(before) + [b"place bob blue 2 1"],
            f"closed fds: the journal holds only commands: {after!r}")
    lock = read(os.path.join(state(env), "journal.lock"))
    c.check(lock.strip().isdigit(), f"closed fds: the lock holds only a pid: {lock!r}")
    c.check(r.returncode == 2, f"closed fds: the lost answers are an error: exit {r.returncode}")
    # stdout closed, stderr open: the cause is said
    r = sh(f'"$TREEREF" -r "{script}" <&- >&-', env)
    c.check(r.returncode == 2 and b"write error: Bad file descriptor" in r.stderr,
            f"closed stdout with -r: {r.returncode} {r.stderr!r}")
    c.check(read(journal).count(b"place ann red 2 1") == 1 and b"Round" not in read(journal),
            f"closed stdout with -r: no answer in the journal: {read(journal)!r}")


# ---- item 8: the state folder, never through a symbolic link ----

def planted_links(c):
    for name in ("journal.lock", "journal.new", "journal"):
        tmp = tempdir()
        env = hermetic_env(tmp)
        os.makedirs(state(env), mode=0o700)
        v = victim(tmp)
        # fault: a symbolic link planted at a state file's name
        os.symlink(v, os.path.join(state(env), name))
        r = tr(["--journal"], env, "new bte ann bob\nplace ann red 2 1\n")
        c.check(read(v) == b"precious\n" and stat.S_IMODE(os.stat(v).st_mode) == 0o644,
                f"planted {name}: the link's target was changed: {read(v)!r}")
        c.check(os.path.islink(os.path.join(state(env), name)) or name == "journal.new",
                f"planted {name}: the link itself was replaced")
        if name == "journal.new":
            # a leftover temporary is a name to remove, not a file to write
            j = os.path.join(state(env), "journal")
            c.check(r.returncode == 0 and not os.path.islink(j) and
                    commands(read(j)) == [b"new bte ann bob", b"place ann red 2 1"],
                    f"planted journal.new: the journal is written beside it: {r.stderr!r}")
        else:
            c.check("is a symbolic link, which treeref does not follow" in r.stderr.decode(),
                    f"planted {name}: the link is named: {r.stderr!r}")
    # the history, written by the interactive session
    tmp = tempdir()
    env = hermetic_env(tmp)
    os.makedirs(state(env), mode=0o700)
    v = victim(tmp)
    os.symlink(v, os.path.join(state(env), "history"))
    t = Term(env)
    ok = t.expect(r"> ")
    ok = ok and t.run("new bte ann bob", r"> ") and t.run("status", r"> ")
    t.send("quit\r")
    t.close()
    c.check(ok, "planted history: the session ran")
    c.check(read(v) == b"precious\n" and stat.S_IMODE(os.stat(v).st_mode) == 0o644,
            f"planted history: the link's target was appended to or chmodded: "
            f"{read(v)!r} {oct(os.stat(v).st_mode)}")


def folder_rights(c):
    # fault: the treeref folder writable by group and others (chmod 777)
    tmp = tempdir()
    env = hermetic_env(tmp)
    d = state(env)
    os.makedirs(d)
    os.chmod(d, 0o777)
    r = tr(["--journal"], env, "new bte ann bob\n")
    err = r.stderr.decode()
    c.check(r.returncode == 2 and d in err and "mode 0777" in err and f"chmod go-w {d}" in err,
            f"chmod 777 state folder: exit {r.returncode}, {err!r}")
    c.check(not os.path.exists(os.path.join(d, "journal")),
            "chmod 777 state folder: nothing written in it")
    os.chmod(d, 0o700)
    r = tr(["--journal"], env, "new bte ann bob\n")
    c.check(r.returncode == 0, f"after chmod go-w: journalled again: {r.stderr!r}")
    # fault: a table's folder writable by its group (chmod 775)
    td = state(env, "t2")
    os.makedirs(td)
    os.chmod(td, 0o775)
    r = tr(["--journal", "--table", "t2"], env, "new bte ann bob\n")
    err = r.stderr.decode()
    c.check(r.returncode == 2 and td in err and "mode 0775" in err,
            f"chmod 775 table folder: exit {r.returncode}, {err!r}")
    # fault: the treeref folder owned by another user (chown 65534)
    tmp = tempdir()
    env = hermetic_env(tmp)
    d = state(env)
    os.makedirs(d, mode=0o700)
    if os.geteuid() == 0:
        os.chown(d, 65534, 65534)
        r = tr(["--journal"], env, "new bte ann bob\n")
        err = r.stderr.decode()
        c.check(r.returncode == 2 and d in err and "uid 65534" in err and "chown" in err,
                f"state folder of uid 65534: exit {r.returncode}, {err!r}")
    # allowed: the user's own link to a state folder elsewhere, and the
    # parents above the treeref folder, whatever their mode
    tmp = tempdir()
    env = hermetic_env(tmp)
    elsewhere = os.path.join(tmp, "elsewhere")
    os.makedirs(elsewhere, mode=0o700)
    os.makedirs(env["XDG_STATE_HOME"])
    os.chmod(env["XDG_STATE_HOME"], 0o777)
    os.symlink(elsewhere, state(env))
    r = tr(["--journal"], env, "new bte ann bob\n")
    c.check(r.returncode == 0 and os.path.exists(os.path.join(elsewhere, "journal")),
            f"a linked state folder of the user's: {r.returncode} {r.stderr!r}")


# ---- item 5: no output onto a state file or an input of the same run ----

def own_files(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    tr(["--journal"], env, "new bte ann bob\nplace ann red 2 1\n")
    tr(["--journal", "--table", "t2"], env, "new tlh cy dee\n")
    d = state(env)
    journal = os.path.join(d, "journal")
    ino = os.stat(journal).st_ino
    before = read(journal)
    os.link(journal, os.path.join(tmp, "hardlink"))
    os.symlink(journal, os.path.join(tmp, "symlink"))
    targets = {
        "the journal": journal,
        "the lock": os.path.join(d, "journal.lock"),
        "another table's journal": os.path.join(state(env, "t2"), "journal"),
        "a new name in the state folder": os.path.join(d, "scores.csv"),
        "a hard link to the journal": os.path.join(tmp, "hardlink"),
        "a symbolic link to the journal": os.path.join(tmp, "symlink"),
    }
    for what, target in targets.items():
        for kind in ("log", "scores", "report"):
            r = tr(["--resume", "--journal", "--force"], env, f"export {kind} {target}\n")
            err = r.stderr.decode()
            c.check(r.returncode == 1 and "state folder" in err and "where only treeref writes" in err,
                    f"export {kind} onto {what}: exit {r.returncode}, {err!r}")
    c.check(os.stat(journal).st_ino == ino and read(journal) == before and
            not os.path.exists(os.path.join(d, "scores.csv")),
            "exports onto state files: the journal is the same file, unchanged")
    # the next commands still reach the journal on disk
    r = tr(["--resume", "--journal", "--force"], env,
           f"export log {journal}\nplace bob blue 2 2\n")
    c.check(commands(read(journal)) == commands(before) + [b"place bob blue 2 2"],
            f"after a refused export, commands reach the journal: {read(journal)!r}")
    # a script that would export onto itself
    script = os.path.join(tmp, "s.txt")
    text = f"new bte ann bob\nexport log {script}\nexport scores {script}\n"
    with open(script, "w") as fp:
        fp.write(text)
    r = tr(["--force", script], env)
    c.check(r.returncode == 1 and "is read by this same run" in r.stderr.decode() and
            read(script) == text.encode(),
            f"a script exporting onto itself: exit {r.returncode}, {r.stderr!r}")
    # standings --csv and report -o onto one of their own logs
    logs = []
    for src in LOGS:
        dst = os.path.join(tmp, os.path.basename(src))
        shutil.copy(src, dst)
        logs.append(dst)
    kept = read(logs[1])
    r = tr(["standings", *logs, "--csv", logs[1], "--force"], env)
    c.check(r.returncode == 2 and "is read by this same run" in r.stderr.decode() and
            read(logs[1]) == kept,
            f"standings --csv onto its own log: exit {r.returncode}, {r.stderr!r}")
    r = tr(["report", *logs, "-o", logs[2], "--force"], env)
    c.check(r.returncode == 2 and "is read by this same run" in r.stderr.decode() and
            read(logs[2]) == read(LOGS[2]),
            f"report -o onto its own log: exit {r.returncode}, {r.stderr!r}")
    r = tr(["standings", *logs, "--csv", journal, "--force"], env)
    c.check(r.returncode == 2 and "state folder" in r.stderr.decode() and read(journal) != b"",
            f"standings --csv onto the journal: exit {r.returncode}, {r.stderr!r}")
    # the history a user put elsewhere (TREEREF_HISTORY) is treeref's too
    hist = os.path.join(tmp, "hist.txt")
    t = Term(dict(env, TREEREF_HISTORY=hist), args=["--table", "t3"])
    ok = t.expect(r"> ") and t.run("new bte ann bob", r"> ") and t.run("status", r"> ")
    ok = ok and t.run(f"export log {hist}", r"> ")
    refused = "treeref's own file" in t.seen
    t.send("quit\r")
    t.close()
    c.check(ok and refused and not read(hist).startswith(b"game,"),
            f"export onto TREEREF_HISTORY's file: refused: {t.seen[-300:]!r}")
    # a file that is neither is written as before
    out = os.path.join(tmp, "fine.csv")
    r = tr(["standings", *logs, "--csv", out], env)
    c.check(r.returncode == 0 and os.path.exists(out), f"standings --csv elsewhere: {r.stderr!r}")


# ---- item 9: special files are written into, never replaced ----

def fifo_reader(fd, got):
    data = b""
    while True:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
    os.close(fd)
    got.append(data)


def special_files(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    # fault: a FIFO made with mkfifo, with a reader, then without one
    fifo = os.path.join(tmp, "fifo")
    os.mkfifo(fifo)
    cases = {
        "export log": (["--force"], "new bte ann bob\nexport log {t}\n"),
        "standings --csv": (["standings", *LOGS, "--force", "--csv", "{t}"], ""),
        "report -o": (["report", *LOGS, "--force", "-o", "{t}"], ""),
    }
    for name, (args, data) in cases.items():
        args = [a.replace("{t}", fifo) for a in args]
        got = []
        # a reader, and a writer of the test's own so that the reader's
        # end of file comes only once the test lets it go, whatever
        # treeref did with the FIFO
        rfd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        hold = os.open(fifo, os.O_WRONLY)
        os.set_blocking(rfd, True)
        reader = threading.Thread(target=fifo_reader, args=(rfd, got))
        reader.start()
        r = tr(args, env, data.replace("{t}", fifo))
        os.close(hold)
        reader.join(timeout=120)
        c.check(r.returncode == 0 and stat.S_ISFIFO(os.lstat(fifo).st_mode) and
                got and len(got[0]) > 100,
                f"{name} into a FIFO with a reader: exit {r.returncode}, "
                f"{got[0][:60] if got else None!r}, {r.stderr!r}")
        # no reader: fails at once, with the cause
        r = tr(args, env, data.replace("{t}", fifo))
        # a script's export is a command refused (1); a log tool's
        # output that could not be written, exit 2
        want = 1 if name == "export log" else 2
        c.check(r.returncode == want and "no program is reading this FIFO" in r.stderr.decode() and
                stat.S_ISFIFO(os.lstat(fifo).st_mode),
                f"{name} into a FIFO without a reader: exit {r.returncode}, {r.stderr!r}")
    # fault: a character device node (mknod, /dev/null's numbers) in place
    # of the file; never /dev/null itself, which the old binary would replace
    dev = os.path.join(tmp, "null")
    os.mknod(dev, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    for name, args, data in (("export log", ["--force"], f"new bte ann bob\nexport log {dev}\n"),
                             ("standings --csv", ["standings", *LOGS, "--csv", dev, "-f"], ""),
                             ("report -o", ["report", *LOGS, "-o", dev, "-f"], "")):
        r = tr(args, env, data)
        c.check(r.returncode == 0 and stat.S_ISCHR(os.lstat(dev).st_mode),
                f"{name} onto a device node: exit {r.returncode}, still a device: "
                f"{stat.S_ISCHR(os.lstat(dev).st_mode)}, {r.stderr!r}")
    # "-" and a link to /proc/self/fd/1 (what /dev/stdout is; never
    # /dev/stdout itself, which the old binary would replace): standard output
    r = tr([], env, "new bte ann bob\nexport log -\n", cwd=tmp)
    c.check(r.returncode == 0 and b"game,version,seq,command" in r.stdout and
            not os.path.exists(os.path.join(tmp, "-")),
            f"export log - writes to standard output: {r.stdout[-200:]!r}")
    # with --json, standard output carries only JSON lines
    stdout_link = os.path.join(tmp, "stdout")
    os.symlink("/proc/self/fd/1", stdout_link)
    r = tr(["--json", "--force"], env,
           f"new bte ann bob\nexport log -\nexport scores {stdout_link}\n", cwd=tmp)
    lines = r.stdout.decode().splitlines()
    c.check(r.returncode == 1 and len(lines) == 4 and all(x.startswith("{") for x in lines) and
            lines[2].count('"ok": false') == 1 and "standard output" in lines[3],
            f"--json: - and /dev/stdout refused: {lines!r}")
    # another kind of special file: refused, left as it is (a block
    # device node made with mknod, a Unix socket)
    blk = os.path.join(tmp, "blk")
    os.mknod(blk, stat.S_IFBLK | 0o600, os.makedev(7, 0))
    r = tr(["--force"], env, f"new bte ann bob\nexport log {blk}\n")
    c.check(r.returncode == 1 and "neither a regular file, a FIFO nor a character device" in
            r.stderr.decode() and stat.S_ISBLK(os.lstat(blk).st_mode),
            f"export onto a block device node: exit {r.returncode}, {r.stderr!r}")
    import socket
    sock_path = os.path.join(tmp, "sock")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(sock_path)
    r = tr(["--force"], env, f"new bte ann bob\nexport log {sock_path}\n")
    c.check(r.returncode == 1 and "neither a regular file, a FIFO nor a character device" in
            r.stderr.decode() and stat.S_ISSOCK(os.lstat(sock_path).st_mode),
            f"export onto a socket: exit {r.returncode}, {r.stderr!r}")
    sock.close()
    # a regular file is still replaced whole, with --force
    out = os.path.join(tmp, "out.csv")
    with open(out, "w") as fp:
        fp.write("old\n")
    r = tr(["--force"], env, f"new bte ann bob\nexport log {out}\n")
    c.check(r.returncode == 0 and read(out).startswith(b"game,version"), "a regular file: replaced")


# ---- item 10: names that look alike ----

def look_alike(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    for cp in ("\u200b", "\u200d", "\u2060", "\u00ad", "\ufeff", "\u180e"):
        r = tr([], env, f"new bte ann ann{cp}\n")
        err = r.stderr.decode()
        want = f"U+{ord(cp):04X}"
        c.check(r.returncode == 1 and want in err and "invisible character" in err and
                cp.encode() not in r.stderr,
                f"a name with {want}: exit {r.returncode}, {err!r}")
    r = tr([], env, "new bte ann bo\u202eb\n")
    c.check(r.returncode == 1 and "U+202E" in r.stderr.decode(), "a name with U+202E")
    # one name in two Unicode spellings (precomposed, and e + U+0301)
    r = tr([], env, "new bte \u00e9va e\u0301va\n")
    c.check(r.returncode == 1 and "Two players are named" in r.stderr.decode(),
            f"é and e + U+0301: one name: exit {r.returncode}, {r.stderr!r}")
    r = tr([], env, "new bte \u00e9va bob\nplace e\u0301va red 2 1\nplace bob blue 2 2\n")
    c.check(r.returncode == 0, f"a player typed decomposed is found: {r.stderr!r}")
    r = tr([], env, "new bte e\u0301va bob\nplace \u00e9va red 2 1\nplace bob blue 2 2\n")
    c.check(r.returncode == 0, f"a player named decomposed is found precomposed: {r.stderr!r}")
    # table names: refused, and shown so that every byte of them is seen
    for raw, shown in ((b"ab\xe2\x80\xaecd", "ab<U+202E>cd"), (b"ab\xe2\x80\x8b", "ab<U+200B>"),
                       (b"ab\xc3(", "ab\\xC3("), (b"t\xff", "t\\xFF")):
        r = subprocess.run([TREEREF.encode(), b"--table", raw], env=env, capture_output=True,
                           stdin=subprocess.DEVNULL, timeout=120)
        c.check(r.returncode == 2 and shown.encode() in r.stderr and raw not in r.stderr and
                b"cannot name a table" in r.stderr,
                f"table name {raw!r}: exit {r.returncode}, {r.stderr!r}")


# ---- item 14: a byte order mark inside joined files ----

def joined_marks(c):
    tmp = tempdir()
    env = hermetic_env(tmp)
    bom = b"\xef\xbb\xbf"
    joined = os.path.join(tmp, "joined.csv")
    with open(joined, "wb") as fp:
        fp.write(bom + read(LOG) + bom + read(LOG))
    rows = read(LOG).count(b"\n")
    for sub in ("check", "replay", "standings"):
        r = tr([sub, joined], env)
        out = r.stdout + r.stderr
        c.check(r.returncode == 1 and b"byte order mark (U+FEFF" in out and
                f"joined.csv:{rows + 1}:1:".encode() in out and bom not in out,
                f"{sub} of two logs joined with their marks: exit {r.returncode}, {out[-300:]!r}")
    script = os.path.join(tmp, "joined.txt")
    with open(script, "wb") as fp:
        fp.write(bom + b"new bte ann bob\n" + bom + b"status\n")
    r = tr([script], env)
    c.check(r.returncode == 1 and b"joined.txt:2: A byte order mark (U+FEFF" in r.stderr and
            bom not in r.stderr,
            f"two scripts joined with their marks: exit {r.returncode}, {r.stderr!r}")


def main():
    c = Checks("owned")
    stdout_errors(c)
    closed_streams(c)
    planted_links(c)
    folder_rights(c)
    own_files(c)
    special_files(c)
    look_alike(c)
    joined_marks(c)
    c.finish()


if __name__ == "__main__":
    main()
