"""Kill treeref with SIGKILL at random moments while a game is fed to it
(--journal, one command at a time), resume with --resume each time, and
check that every acknowledged command survived and the final score sheet
is the one an uninterrupted run gives.  Also: a torn last journal line is
recovered, and an unwritable journal directory costs one warning only."""
import csv
import glob
import os
import random
import signal
import subprocess
import sys
import time

from common import TREEREF, Checks, hermetic_env, script_lines, tempdir, transcripts

KILLS = int(os.environ.get("TREEREF_KILLS", "50"))


def reference_sheet(lines, env, tmp):
    path = os.path.join(tmp, "ref.csv")
    subprocess.run([TREEREF, "--force"], input="\n".join(lines + [f"export scores {path}"]) + "\n",
                   env=env, capture_output=True, text=True, cwd=tmp)
    with open(path) as fp:
        return fp.read()


def journal_commands(env):
    """The commands a resumed session holds, from its own event log."""
    path = os.path.join(env["HOME"], "held.csv")
    if os.path.exists(path):
        os.unlink(path)
    subprocess.run([TREEREF, "--resume", "--journal", "--force"],
                   input=f"export log {path}\n", env=env, capture_output=True, text=True)
    if not os.path.exists(path):
        return []
    with open(path) as fp:
        rows = list(csv.reader(fp))
    return [r[3] for r in rows[1:]]


def run_with_kills(lines, env, checks, rng, kills, first):
    """Feed the whole game `lines`, killing the process at random moments
    until KILLS kills in all were made; returns the kills made so far."""
    done = 0
    # each pass is a new game: the finished one of the pass before is
    # cleared away, so that what the journal holds is this pass's alone
    journal = os.path.join(env["XDG_STATE_HOME"], "treeref", "journal")
    if not first and os.path.exists(journal):
        os.unlink(journal)
    while done < len(lines):
        # nothing acknowledged yet: nothing to resume, start afresh
        args = [TREEREF, "--journal", "--json"] + ([] if first or done == 0 else ["--resume"])
        first = False
        p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=env, text=True, bufsize=1)
        p.stdout.readline()  # the greeting
        budget = rng.randint(0, 2) if kills < KILLS else len(lines)
        acked = done
        killed = False
        for i in range(done, len(lines)):
            p.stdin.write(lines[i] + "\n")
            p.stdin.flush()
            if budget == 0 and kills < KILLS:
                time.sleep(rng.random() * 0.002)  # somewhere inside the command
                p.send_signal(signal.SIGKILL)
                killed = True
                break
            ack = p.stdout.readline()
            if not ack:
                break
            checks.check('"ok": true' in ack, f"line {i + 1} {lines[i]!r} rejected: {ack.strip()}")
            acked = i + 1
            budget -= 1
        if not killed:
            p.stdin.close()
        p.wait()
        if killed:
            kills += 1
        held = journal_commands(env)
        # every acknowledged command is there; the one in flight may be too
        checks.check(acked <= len(held) <= acked + 1,
                     f"after kill {kills}: {len(held)} commands kept, {acked} acknowledged")
        checks.check(held == [canon(x) for x in lines[:len(held)]],
                     f"after kill {kills}: journal differs from the script")
        done = len(held)
    return kills


def canon(line):
    return " ".join(line.split())


def main():
    rng = random.Random(20261122)
    checks = Checks("crash")
    games = transcripts("bte-4p*")
    if not checks.check(bool(games), "no 4-player game transcript to replay"):
        checks.finish()
    lines = script_lines(games[0])
    tmp = tempdir()
    env = hermetic_env(tmp)
    ref = reference_sheet(lines, env, tmp)
    kills, passes = 0, 0
    while kills < KILLS or passes == 0:
        kills = run_with_kills(lines, env, checks, rng, kills, passes == 0)
        passes += 1
    checks.check(kills == KILLS, f"{kills} kills made, {KILLS} wanted")
    out = os.path.join(tmp, "after.csv")
    subprocess.run([TREEREF, "--resume", "--journal", "--force"], input=f"export scores {out}\n",
                   env=env, capture_output=True, text=True)
    with open(out) as fp:
        checks.check(fp.read() == ref, "score sheet after the kills differs from an uninterrupted run")
    print(f"crash: {kills} kills survived over {passes} games of {len(lines)} commands", flush=True)

    # A torn last line: cut the journal in the middle of its last entry.
    journal = os.path.join(env["XDG_STATE_HOME"], "treeref", "journal")
    with open(journal, "rb") as fp:
        data = fp.read()
    # in the middle of the last command (the records of the game's end
    # and archive follow it), everything after it dropped
    body = data.rstrip(b"\n")
    cut = body.rfind(b"\n") + 4
    while body[cut - 3:cut - 2] == b"@":
        body = body[:cut - 4].rstrip(b"\n")
        cut = body.rfind(b"\n") + 4
    with open(journal, "wb") as fp:
        fp.write(data[:cut])
    r = subprocess.run([TREEREF, "--resume", "--journal"], input="", env=env,
                       capture_output=True, text=True)
    checks.check("cut short" in r.stderr, f"torn tail not reported: {r.stderr!r}")
    checks.check(len(journal_commands(env)) == len(lines) - 1, "torn tail: complete entries not all kept")

    # An unwritable state directory: a regular file where the directory should be.
    env2 = hermetic_env(tempdir())
    blocker = os.path.join(env2["HOME"], "blocker")
    open(blocker, "w").close()
    env2["XDG_STATE_HOME"] = os.path.join(blocker, "state")
    r = subprocess.run([TREEREF, "--journal"], input="\n".join(lines) + "\nscore\n", env=env2,
                       capture_output=True, text=True)
    checks.check(r.returncode == 0, f"unwritable journal: exit {r.returncode}")
    checks.check(r.stderr.count("warning") == 1, f"unwritable journal: warnings {r.stderr!r}")
    checks.check("wins" in r.stdout or "winner" in r.stdout.lower(), "unwritable journal: game did not finish")
    checks.finish()


if __name__ == "__main__":
    main()
