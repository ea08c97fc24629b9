"""Files treeref does not own, and output it did not write (issue 27,
items 5, 6, 8, 9, 10, 11, 14).  Every fault is real: planted symbolic
links in the state folder, a state folder chmodded or chowned to
another user, descriptors closed by the shell (`<&- >&-`), /dev/full,
a FIFO made with mkfifo, the device node /dev/null."""
import os
import shutil
import stat
import subprocess
import threading

from common import TREEREF, TOP, Checks, Term, hermetic_env, tempdir

LOG = os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv")
LOGS = [os.path.join(TOP, "tests", "csv", "tournament", f"game{i}.csv") for i in range(1, 5)]


def tr(args, env, data="", cwd=None, stdout=subprocess.PIPE, timeout=120):
    return subprocess.run([TREEREF, *args], input=data.encode(), env=env, stdout=stdout,
                          stderr=subprocess.PIPE, cwd=cwd, timeout=timeout)


def sh(cmd, env, cwd=None, timeout=120):
    """A shell line, for what only a shell does: closing descriptors."""
    env = dict(env, TREEREF=TREEREF)
    return subprocess.run(["sh", "-c", cmd], env=env, cwd=cwd, capture_output=True,
                          timeout=timeout)


def state(env, table=None):
    d = os.path.join(env["XDG_STATE_HOME"], "treeref")
    return os.path.join(d, "tables", table) if table else d


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
                "treeref: write error: No space left on device" in err,
                f"/dev/full: {name}: exit {r.returncode}, {err[-200:]!r}")
        # fault: standard output closed by the shell
        q = " ".join(f"'{a}'" for a in args)
        r = sh(f'"$TREEREF" {q} >&-', env)
        err = r.stderr.decode()
        c.check(r.returncode == 2 and "treeref: write error: Bad file descriptor" in err,
                f"closed stdout: {name}: exit {r.returncode}, {err[-200:]!r}")
    # a rejected command does not hide the write error: 2 wins
    with open(script, "w") as fp:
        fp.write("new bte ann bob\nplace nobody red 2 1\nstatus\n")
    with open("/dev/full", "wb") as full:
        r = tr([script], env, stdout=full)
    c.check(r.returncode == 2, f"/dev/full after a rejection: exit {r.returncode}")
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
    c.check(after == before + b"place bob blue 2 1\n",
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
                    read(j) == b"new bte ann bob\nplace ann red 2 1\n",
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


def main():
    c = Checks("owned")
    stdout_errors(c)
    closed_streams(c)
    planted_links(c)
    folder_rights(c)
    c.finish()


if __name__ == "__main__":
    main()
