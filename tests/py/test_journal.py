"""The journal's promise under faults (issue 15): a power cut's NUL bytes,
a second treeref on the same table, kills during load, new over an
unfinished game, kept games, and a full disk (a small tmpfs when this
machine lets us mount one, else a file-size limit)."""
import csv
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import time

from common import played_at_date, TREEREF, TOP, Checks, hermetic_env, json_answers, script_lines, tempdir, transcript

LOAD_KILLS = int(os.environ.get("TREEREF_LOAD_KILLS", "40"))


def journal_dir(env, table=None):
    d = os.path.join(env["XDG_STATE_HOME"], "treeref")
    return os.path.join(d, "tables", table) if table else d


def tr(args, env, data="", cwd=None, timeout=60):
    return subprocess.run([TREEREF, *played_at_date(args)], input=data, env=env, capture_output=True,
                          text=True, cwd=cwd, timeout=timeout)


def held(env, table=None):
    """The commands the journal's game holds, read back through treeref
    itself (--resume, export log)."""
    out = os.path.join(env["HOME"], "held.csv")
    if os.path.exists(out):
        os.unlink(out)
    args = ["--resume", "--journal", "--force"] + (["--table", table] if table else [])
    tr(args, env, f"export log {out}\n")
    if not os.path.exists(out):
        return []
    with open(out) as fp:
        return [r[3] for r in list(csv.reader(fp))[1:]]


def power_cut(c):
    """Point 1: a line of NUL bytes in the middle of the journal."""
    env = hermetic_env(tempdir())
    d = journal_dir(env)
    os.makedirs(d)
    damaged = b"new bte ann bob\n" + b"\0" * 8 + b"\n" + b"place ann red 2 1\n"
    with open(os.path.join(d, "journal"), "wb") as fp:
        fp.write(damaged)
    r = tr(["--resume", "--journal"], env, "place bob blue 2 2\n")
    c.check(r.returncode == 0, f"power cut: resume and one more command: {r.returncode} {r.stderr!r}")
    # the replay stops at the damage (issue 27 item 3): what follows it is
    # not the game as played, and is kept in the damaged copy only
    c.check("line 2 cannot be replayed" in r.stderr and "everything from line 2 on" in r.stderr,
            f"power cut: the damaged line is named: {r.stderr!r}")
    kept = [f for f in os.listdir(d) if f.endswith(".damaged")]
    c.check(len(kept) == 1, f"power cut: the damaged original kept aside: {os.listdir(d)}")
    if kept:
        with open(os.path.join(d, kept[0]), "rb") as fp:
            c.check(fp.read() == damaged, "power cut: the original is kept byte for byte")
        c.check(kept[0] in r.stderr, "power cut: the message says where the original is")
    got = held(env)
    c.check(got == ["new bte ann bob", "place bob blue 2 2"],
            f"power cut: the lines before the damage, then the new one: {got}")
    # NUL bytes at the very end (the usual case): a torn, unacknowledged tail
    with open(os.path.join(d, "journal"), "ab") as fp:
        fp.write(b"\0" * 300)
    r = tr(["--resume", "--journal"], env, "")
    c.check("cut short (300 bytes without an end)" in r.stderr, f"NUL tail: {r.stderr!r}")
    c.check(held(env) == got, "NUL tail: the complete lines all stay")


def start_holder(env, args=()):
    """A journalled treeref that keeps its table until its input closes."""
    p = subprocess.Popen([TREEREF, "--journal", "--json", *args], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
                         bufsize=1)
    p.stdout.readline()  # the greeting
    p.stdin.write("new bte ann bob\n")
    p.stdin.flush()
    p.stdout.readline()
    return p


def second_session(c):
    """Point 2: a second treeref on the same table, and a second table."""
    env = hermetic_env(tempdir())
    a = start_holder(env)
    r = tr(["--resume", "--journal"], env, "new tlh cy dee\n")
    c.check(r.returncode == 2, f"lock: second session exit {r.returncode}")
    c.check(f"open in another treeref (process {a.pid})" in r.stderr,
            f"lock: the holder's pid is named: {r.stderr!r}")
    c.check("--table NAME" in r.stderr, "lock: the message says how to run a second table")
    r = tr(["--journal"], env, "new tlh cy dee\n")
    c.check(r.returncode == 2, "lock: a second --journal session is refused too")
    # a second table of its own beside the first
    r = tr(["--journal", "--table", "table2"], env, "new tlh cy dee\nplay cy red3 red2\n")
    c.check(r.returncode == 0, f"second table: {r.returncode} {r.stderr!r}")
    c.check(os.path.exists(os.path.join(journal_dir(env, "table2"), "journal")),
            "second table: its own journal")
    a.stdin.write("place ann red 2 1\n")
    a.stdin.flush()
    c.check('"ok": true' in a.stdout.readline(), "lock: the first session goes on untouched")
    a.stdin.close()
    a.wait()
    c.check(held(env) == ["new bte ann bob", "place ann red 2 1"],
            f"lock: the first table's game is whole: {held(env)}")
    c.check(held(env, "table2")[:1] == ["new tlh cy dee"], "second table: its game is there")
    # the lock is the lock file's, not the journal's: replacing the
    # journal (new, load) does not let a second session in
    a = start_holder(env)
    a.stdin.write("new tlh eve fay\n")
    a.stdin.flush()
    a.stdout.readline()
    r = tr(["--resume", "--journal"], env, "")
    c.check(r.returncode == 2, "lock: still held after new replaced the journal")
    a.stdin.close()
    a.wait()
    for bad in ("../x", "a/b", ".hidden", "", "x" * 65):
        r = tr(["--table", bad], env, "")
        c.check(r.returncode == 2 and "cannot name a table" in r.stderr,
                f"table name {bad!r} refused: {r.returncode} {r.stderr!r}")


def bte_game():
    return script_lines(transcript("bte-4p"))


def kills_during_load(c):
    """Point 3: a load killed at any moment leaves the journal holding
    either the acknowledged game or the loaded one, whole."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    game = bte_game()
    # a long log: many games one after the other, the last one unfinished
    # (load continues it)
    whole, part, big = (os.path.join(tmp, x) for x in ("whole.csv", "part.csv", "big.csv"))
    tr(["--force"], env, "\n".join(game + [f"export log {whole}"] + game[:-6] +
                                   [f"export log {part}"]) + "\n")
    with open(big, "w") as out:
        for f in [whole] * 300 + [part]:
            with open(f) as fp:
                out.write(fp.read())
    mine = ["new bte ann bob", "place ann red 2 1"]
    loaded = [" ".join(x.split()) for x in game[:-6]]
    rng = random.Random(15)
    bad = before = after = 0
    # kills spread over the time a whole load takes here (a sanitizer
    # build is slower)
    tr(["--journal"], env, "\n".join(mine) + "\n")
    t0 = time.time()
    tr(["--resume", "--journal"], env, f"load {big}\n")
    span = time.time() - t0
    for i in range(LOAD_KILLS):
        shutil.rmtree(journal_dir(env), ignore_errors=True)
        r = tr(["--journal"], env, "\n".join(mine) + "\n")
        p = subprocess.Popen([TREEREF, "--resume", "--journal"], stdin=subprocess.PIPE,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, text=True)
        p.stdin.write(f"load {big}\n")
        p.stdin.flush()
        time.sleep(rng.random() * span * 1.5)
        p.send_signal(signal.SIGKILL)
        p.wait()
        got = held(env)
        if got == mine:
            before += 1
            continue
        after += 1
        kept = [f for f in os.listdir(journal_dir(env)) if f.startswith("journal-")]
        if got != loaded or len(kept) != 1:
            bad += 1
            print(f"load kill {i}: {len(got)} commands held, kept {kept}", flush=True)
    c.check(bad == 0, f"kills during load: {bad} of {LOAD_KILLS} left neither game whole")
    c.check(before > 0 and after > 0, "kills during load: some before the rename, some after")
    print(f"journal: {LOAD_KILLS} kills during load: {before} left the old game, {after} the "
          f"loaded one, {bad} a broken journal", flush=True)
    # the loaded game replaced an unfinished one: it is kept and said where
    shutil.rmtree(journal_dir(env), ignore_errors=True)
    r = tr(["--journal"], env, "\n".join(mine + [f"load {big}"]) + "\n")
    c.check("The unfinished game before it was kept in" in r.stdout, f"load over a game: {r.stdout[-300:]!r}")


def kept_games(c):
    """Point 3: new over an unfinished game keeps it aside, says where;
    kept lists and brings back; at most 20 are kept."""
    env = hermetic_env(tempdir())
    r = tr(["--journal"], env, "new bte ann bob\nplace ann red 2 1\nnew tlh cy dee\nkept\n")
    c.check("The unfinished game before it was kept in" in r.stdout, f"new over a game: {r.stdout!r}")
    c.check("  1  " in r.stdout and "new bte ann bob (2 commands)" in r.stdout,
            f"kept lists it: {r.stdout!r}")
    r = tr(["--resume", "--journal", "--json"], env, "kept 1\nstatus\n")
    lines = json_answers(r.stdout)
    c.check(lines[0]["ok"] and "Brought back kept game 1" in lines[0]["message"], f"kept 1: {lines[0]}")
    c.check(held(env) == ["new bte ann bob", "place ann red 2 1"], f"kept 1: the game is back: {held(env)}")
    r = tr(["--resume", "--journal"], env, "kept\n")
    c.check("new tlh cy dee (1 command)" in r.stdout, f"the game it replaced is kept in turn: {r.stdout!r}")
    r = tr(["--resume", "--journal"], env, "kept 5\n")
    c.check(r.returncode == 1 and "There is no kept game 5" in r.stderr, f"kept 5: {r.stderr!r}")
    r = tr([], env, "kept\n")
    c.check(r.returncode == 1 and "keeps no journal" in r.stderr, "kept without a journal is refused")
    # the policy: the newest 20
    feed = "".join(f"new bte p{i} q{i}\n" for i in range(25))
    tr(["--resume", "--journal"], env, feed)
    kept = [f for f in os.listdir(journal_dir(env)) if f.startswith("journal-")]
    c.check(len(kept) == 20, f"at most 20 kept games: {len(kept)}")
    r = tr(["--resume", "--journal"], env, "kept\n")
    c.check("new bte p23 q23" in (r.stdout.splitlines() + ["", ""])[1], f"newest first: {r.stdout.splitlines()[:2]}")


def try_mount_tmpfs(where, size):
    os.makedirs(where, exist_ok=True)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", where],
                       capture_output=True)
    return r.returncode == 0


def fill(path):
    """Take every free byte of the file system `path` is on."""
    try:
        with open(path, "ab") as fp:
            while True:
                fp.write(b"x" * 4096)
                fp.flush()
    except OSError:
        pass


def full_disk(c):
    """Point 4: a journal write that fails is never acknowledged."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    state = os.path.join(tmp, "small")
    mounted = try_mount_tmpfs(state, "64k")
    env["XDG_STATE_HOME"] = state
    limit = None
    if mounted:
        print("journal: full disk on a 64 KiB tmpfs", flush=True)
    else:
        os.makedirs(state, exist_ok=True)
        limit = 1024
        print("journal: cannot mount a tmpfs here; full disk as a 1 KiB file-size limit", flush=True)

    def pre():
        if limit:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    # --amend: the undo and redo of the game's last move after its end take
    # the archived game back and end it again unchanged (nothing written)
    p = subprocess.Popen([TREEREF, "--journal", "--json", "--amend"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True,
                         bufsize=1, preexec_fn=pre)
    p.stdout.readline()  # the greeting
    try:
        def say(line):
            p.stdin.write(line + "\n")
            p.stdin.flush()
            return json.loads(p.stdout.readline())
        game = bte_game()
        acked = []
        c.check(say(game[0])["ok"], "full disk: new accepted")
        acked.append(game[0])
        filler = os.path.join(state, "filler")
        if mounted:
            fill(filler)
        refused = None
        # past the journal's last page, which the fill could not take
        for line in game[1:] + ["undo", "redo"] * 2000:
            r = say(line)
            if not r["ok"]:
                refused = (line, r)
                break
            acked.append(line)
        c.check(refused is not None, "full disk: a write failed at last")
        if refused:
            line, r = refused
            why = "No space left on device" if mounted else "File too large"
            c.check(why in r["message"] and os.path.join(state, "treeref", "journal") in r["message"],
                    f"full disk: the cause and the file are named: {r['message']!r}")
            before = say("status")["message"]
            c.check(not say(line)["ok"], "full disk: the same command is refused again")
            c.check(say("status")["message"] == before, "full disk: the state is unchanged")
            if mounted:
                os.unlink(filler)
                c.check(say(line)["ok"], "full disk: once there is room, the command is accepted")
                acked.append(line)
        p.stdin.close()
        p.wait()
        got = held(env)
        ref = os.path.join(tmp, "ref.csv")
        tr(["--force"], hermetic_env(tmp), "\n".join(acked + [f"export log {ref}"]) + "\n")
        with open(ref) as fp:
            canon = [r[3] for r in list(csv.reader(fp))[1:]]
        c.check(got == canon, f"full disk: the journal holds exactly the acknowledged commands "
                f"({len(got)} held, {len(canon)} acknowledged)")
        # a script: the refusal is exit status 1
        if mounted:
            fill(filler)
        r = subprocess.run([TREEREF, "--resume", "--journal"], input="undo\nredo\n" * 2000,
                           env=env, capture_output=True, text=True, preexec_fn=pre)
        c.check(r.returncode == 1 and "cannot be saved in the journal" in r.stderr,
                f"full disk: a script exits 1: {r.returncode} {r.stderr[-200:]!r}")
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        if mounted and subprocess.run(["umount", state]).returncode != 0:
            subprocess.run(["umount", "-l", state])


def group_commit(c):
    """Issue 20: a script's journal lines are fsync'd in groups (every line
    read without waiting), each answer given after its group's fsync; when
    that fails, every line of the group is refused and the game is as the
    journal on disk holds it."""
    tmp = tempdir()
    env = hermetic_env(tmp)
    game = bte_game()
    text = "\n".join(game + ["status", "bogus", "undo", "redo", "score"]) + "\n"
    # the same archive folder: the finished game is archived by both (the
    # second finds it there, whole, and names the same file)
    games = os.path.join(env["HOME"], ".local", "share", "treeref", "games")
    plain = tr(["--archive", games], env, text)
    journalled = tr(["--journal"], env, text)
    c.check((journalled.stdout, journalled.stderr, journalled.returncode) ==
            (plain.stdout, plain.stderr, plain.returncode),
            "group commit: a script's answers are those without a journal, byte for byte")
    ref = os.path.join(tmp, "ref.csv")
    tr([], env, text + f"export log {ref}\n")
    with open(ref) as fp:
        canon = [r[3] for r in list(csv.reader(fp))[1:]]
    c.check(held(env) == canon, "group commit: the journal holds every accepted command")

    # a full disk under a group of lines read without waiting (a file)
    state = os.path.join(tmp, "small")
    mounted = try_mount_tmpfs(state, "64k")
    env["XDG_STATE_HOME"] = state
    limit = None if mounted else 2048
    if not mounted:
        os.makedirs(state, exist_ok=True)

    def pre():
        if limit:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    try:
        tr(["--journal"], env, "\n".join(game[:6]) + "\n")
        before = held(env)
        c.check(before == canon[:len(before)] and len(before) > 1,
                f"group commit: a game begun ({len(before)} commands)")
        status = tr(["--resume", "--journal"], env, "status\n").stdout
        filler = os.path.join(state, "filler")
        if mounted:
            fill(filler)
        batch = os.path.join(tmp, "batch.txt")
        after = os.path.join(tmp, "after.txt")
        # the game does not end in the batch: one group (an end commits
        # its group at once, to archive the game: issue 28)
        lines = game[6:-1] + ["status"] + ["undo", "redo"] * 400
        with open(batch, "w") as fp:
            fp.write("\n".join(lines) + "\n")
        with open(after, "w") as fp:
            fp.write("status\n")
        r = subprocess.run([TREEREF, "--resume", "--journal", batch, after], env=env,
                           capture_output=True, text=True, preexec_fn=pre, timeout=60)
        refusals = [l for l in r.stderr.splitlines() if "cannot be saved in the journal" in l]
        c.check(r.returncode == 1, f"group commit: a failed group is exit status 1 ({r.returncode})")
        c.check(len(refusals) == len(lines) and
                all(l.startswith(f"{batch}:{i + 1}: ") for i, l in enumerate(refusals)),
                f"group commit: every line of the group is refused, in order "
                f"({len(refusals)} of {len(lines)}): {r.stderr[:300]!r}")
        # the question wrote nothing: it is not answered, from a game gone
        q = len(game[6:-1])
        c.check(len(refusals) > q and refusals[q].startswith(f"{batch}:{q + 1}: not answered: ")
                and all("not answered" not in l for i, l in enumerate(refusals) if i != q),
                f"group commit: a question in a failed group: {refusals[q - 1:q + 2]!r}")
        c.check(r.stdout == status,
                f"group commit: after the failed group the game is as the journal holds it: "
                f"{r.stdout[-300:]!r} vs {status!r}")
        if mounted:
            os.unlink(filler)
        c.check(held(env) == before, "group commit: the journal is as before the group")
    finally:
        if mounted and subprocess.run(["umount", state]).returncode != 0:
            subprocess.run(["umount", "-l", state])


def main():
    c = Checks("journal")
    group_commit(c)
    power_cut(c)
    second_session(c)
    kept_games(c)
    kills_during_load(c)
    full_disk(c)
    c.finish()


if __name__ == "__main__":
    main()
