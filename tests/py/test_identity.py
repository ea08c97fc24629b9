"""Event log version 5 (issue 37 item 1): every game has an identity on its
`new` row (a game id unique across machines, a revision, the hash of the
older log's game a correction replaces, and the event, round and table
labels, empty until given); ids are drawn at random, or derived when the
date is fixed so that a script gives the same log; dates and ids are data
that load, the journal and export keep; logs of versions 1 to 4 still
read."""
import glob
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, played_at_date, tempdir, read_or_none as read, csv_rows as rows, tlh_game_lines as game_lines

IDENT = ["game_id", "revision", "corrects", "event", "event_round", "event_table"]


def run(args, env, stdin="", cwd=None, date=True):
    """treeref ARGS, its games played at the tests' --date unless date is
    False (the clock) or ARGS give their own."""
    if date and "--date" not in args:
        args = played_at_date(args)
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def export(env, tmp, name, lines, args=(), date=True):
    out = os.path.join(tmp, name)
    r = run(["--force", "--no-archive", *args], env, "\n".join(lines) + f"\nexport log {out}\n", date=date)
    return read(out), r


def columns(c, env, tmp):
    """The header ends with time and the identity; only `new` fills it."""
    log, r = export(env, tmp, "a.csv", game_lines())
    rs = rows(log)
    header = (log or b"").splitlines()[0].decode().split(",") if log else []
    c.check(header[-7:] == ["time"] + IDENT, f"header: {header}")
    c.check(rs and all(r["version"] == "5" for r in rs), "every row of version 5")
    c.check(rs and re.fullmatch(r"[0-9a-f]{32}", rs[0]["game_id"]) and rs[0]["revision"] == "1"
            and rs[0]["corrects"] == "" and rs[0]["event"] == "" and rs[0]["event_round"] == ""
            and rs[0]["event_table"] == "", f"the new row's identity: {rs[:1]}")
    c.check(rs and all(r[k] == "" for r in rs[1:] for k in IDENT), "no identity on the other rows")
    r = run(["check", os.path.join(tmp, "a.csv")], env)
    c.check(r.returncode == 0 and ": ok: " in r.stdout, f"check: {r.stdout}")
    # the same script, the same fixed date: the same bytes
    again, _ = export(env, tmp, "b.csv", game_lines())
    c.check(again == log, "a fixed date: the same id, the same log")
    # another table: another id
    other, _ = export(env, tmp, "c.csv", game_lines(), ("--table", "two"))
    c.check(rows(other) and rows(other)[0]["game_id"] != rs[0]["game_id"], "another table, another id")
    # two games of one session: two ids
    two = game_lines() + [f"export log {os.path.join(tmp, 'first.csv')}"] + game_lines()
    second, _ = export(env, tmp, "second.csv", two)
    first = read(os.path.join(tmp, "first.csv"))
    c.check(rows(first) and rows(second) and rows(first)[0]["game_id"] != rows(second)[0]["game_id"],
            "two games of a session have two ids")
    # the clock: drawn at random, another each time (SOURCE_DATE_EPOCH,
    # which a nix-shell sets, is not read)
    clock = dict(env, SOURCE_DATE_EPOCH="315532800")
    ids = set()
    for k in range(3):
        log, _ = export(clock, tmp, f"clock{k}.csv", ["new tlh ann bob"], date=False)
        rs = rows(log)
        if rs:
            ids.add(rs[0]["game_id"])
    c.check(len(ids) == 3 and all(re.fullmatch(r"[0-9a-f]{32}", i) for i in ids),
            f"without a fixed date, random ids: {ids}")


def kept(c, env, tmp):
    """Load, the journal and resuming keep the identity."""
    log, _ = export(env, tmp, "k.csv", game_lines())
    gid = rows(log)[0]["game_id"] if log else "?"
    later = dict(env, TZ="America/New_York")
    out = os.path.join(tmp, "k2.csv")
    run(["--force", "--no-archive", "--date", "2027-01-15"], later, f"load {os.path.join(tmp, 'k.csv')}\nexport log {out}\n")
    c.check(read(out) == log, "export, load (elsewhere, later), export: the same bytes")
    # the journal keeps the id: a game resumed (another day) keeps it
    e = dict(env, XDG_STATE_HOME=os.path.join(tmp, "jstate"))
    run(["--journal", "--no-archive"], e, "\n".join(game_lines()[:5]) + "\n")
    j = read(os.path.join(e["XDG_STATE_HOME"], "treeref", "journal")) or b""
    c.check(f"@game_id {gid}".encode() in j, f"the journal records the id: {j[:300]!r}")
    out = os.path.join(tmp, "resumed.csv")
    run(["--resume", "--journal", "--force", "--no-archive"], e,
        "\n".join(game_lines()[5:]) + f"\nexport log {out}\n")
    rs = rows(read(out))
    c.check(rs and rs[0]["game_id"] == gid, f"resumed: the same id {rs[:1]}")


def checked(c, env, tmp):
    """check names a wrong identity cell, with its row and column."""
    log, _ = export(env, tmp, "good.csv", game_lines())
    lines = (log or b"").decode().splitlines()
    if not c.check(len(lines) > 3, "a log to edit"):
        return
    ncol = len(lines[0].split(","))

    def edit(row, col, value):
        L = list(lines)
        cells = L[row].split(",")
        cells[col] = value
        L[row] = ",".join(cells)
        return L

    cases = {
        "id": (edit(1, ncol - 6, "XYZ"), '2:%d: Game_id "XYZ" is not a game id' % (ncol - 5)),
        "rev": (edit(1, ncol - 5, "0"), '2:%d: Revision "0" is not a positive number' % (ncol - 4)),
        "corrects": (edit(1, ncol - 4, "abc"), '2:%d: Corrects "abc" is not a content hash' % (ncol - 3)),
        "round": (edit(1, ncol - 2, "two"), '2:%d: Event_round "two" is not a positive number' % (ncol - 1)),
        "middle": (edit(2, ncol - 3, "Club"), "3:%d: The column event is written only on the row that starts a game"
                   % (ncol - 2)),
        "v4rows": ([lines[0]] + [l.replace(",5,", ",4,", 1) for l in lines[1:]],
                   "A log of version 4 has no game_id column, but the header has one"),
        "v5short": ([",".join(lines[0].split(",")[:-6])] +
                    [",".join(l.split(",")[:-6]) for l in lines[1:]],
                    "A log of version 5 ends with the columns time, game_id"),
    }
    # each identity column, written on a row that starts no game (check
    # reads such rows without ident_take when the six are empty)
    for k, column in enumerate(("game_id", "revision", "corrects", "event",
                                "event_round", "event_table")):
        cases[f"middle-{column}"] = (
            edit(3, ncol - 6 + k, "1"),
            "4:%d: The column %s is written only on the row that starts a game"
            % (ncol - 5 + k, column))
    for name, (L, want) in cases.items():
        p = os.path.join(tmp, f"bad-{name}.csv")
        with open(p, "w", encoding="utf-8") as fp:
            fp.write("\n".join(L) + "\n")
        r = run(["check", p], env)
        c.check(r.returncode == 1 and want in r.stdout, f"{name}: {r.stdout!r}")
    # labels are data: filled by hand, they load and export again
    p = os.path.join(tmp, "labelled.csv")
    L = edit(1, ncol - 3, "Club night")
    cells = L[1].split(",")
    cells[ncol - 2], cells[ncol - 1] = "2", "t1"
    L[1] = ",".join(cells)
    with open(p, "w", encoding="utf-8") as fp:
        fp.write("\n".join(L) + "\n")
    out = os.path.join(tmp, "labelled2.csv")
    r = run(["--force", "--no-archive"], env, f"load {p}\nexport log {out}\n")
    c.check(read(out) == read(p), f"labels kept by load and export: {r.stderr}")
    # and by the journal: loaded in a journalled session, resumed later
    e = dict(env, XDG_STATE_HOME=os.path.join(tmp, "lstate"))
    run(["--journal", "--no-archive"], e, f"load {p}\n")
    again = os.path.join(tmp, "labelled3.csv")
    r = run(["--resume", "--journal", "--force", "--no-archive"], e, f"export log {again}\n")
    c.check(read(again) == read(p), f"labels kept by the journal: {r.stderr}")


def older(c, env, tmp):
    """Logs of versions 1 to 4 still load, replay, check, stand and seat."""
    logs = sorted(glob.glob(os.path.join(TOP, "tests", "csv", "v*", "*.csv")))
    c.check(any("/v4/" in p for p in logs) and any("/v1/" in p for p in logs), "old logs kept as tests")
    for p in logs:
        for args in (["check", p], ["replay", p], ["standings", p]):
            r = run(args, env)
            c.check(r.returncode == 0, f"{args[0]} {p}: {r.stdout[-200:]} {r.stderr}")
    v4 = [p for p in logs if "/v4/" in p]
    players = os.path.join(tmp, "players.txt")
    with open(players, "w") as fp:
        fp.write("ann\nbob\ncy\ndee\n")
    r = run(["seat", "bte", players, *v4, "--seed", "1"], env)
    c.check(r.returncode == 0 and "ann" in r.stdout, f"seat with a version 4 log: {r.stdout} {r.stderr}")
    out = os.path.join(tmp, "from-v4.csv")
    r = run(["--force", "--no-archive"], env, f"load {v4[0]}\nexport log {out}\n")
    rs = rows(read(out))
    c.check(rs and rs[0]["version"] == "5" and rs[0]["game_id"] == "" and rs[0]["revision"] == "1",
            f"a version 4 game loaded is exported without an id: {rs[:1]}")


def pooled(c, env, tmp):
    """Ids drawn at random come from the kernel's bytes taken 512 at a
    time (issue 43): forty games of one session, forty distinct ids, two
    getrandom calls at most where there were forty."""
    if shutil.which("strace") is None:
        c.check(False, "strace is needed (make deps installs it)")
        return
    lines = []
    for k in range(40):
        lines += ["new tlh ann bob", f"export log {os.path.join(tmp, f'pool{k}.csv')}"]
    trace = os.path.join(tmp, "getrandom.trace")
    # an ASan build's leak check cannot run under ptrace: off for strace
    senv = dict(env, ASAN_OPTIONS=":".join(filter(None, [env.get("ASAN_OPTIONS"), "detect_leaks=0"])))
    r = subprocess.run(["strace", "-f", "-qq", "-o", trace, "-e", "trace=getrandom", TREEREF,
                        "--force", "--no-archive"], input="\n".join(lines) + "\n", env=senv,
                       capture_output=True, text=True, timeout=300)
    c.check(r.returncode == 0, f"exit {r.returncode}: {r.stderr}")
    ids = [(rows(read(os.path.join(tmp, f"pool{k}.csv"))) or [{}])[0].get("game_id") for k in range(40)]
    c.check(all(i and re.fullmatch(r"[0-9a-f]{32}", i) for i in ids), f"ids: {ids}")
    c.check(len(set(ids)) == 40, f"{len(set(ids))} distinct ids of 40")
    with open(trace, encoding="utf-8", errors="replace") as fp:
        # the program's own draws, flags 0 (glibc's temporary file names
        # draw 8 bytes with GRND_NONBLOCK)
        calls = len(re.findall(r"getrandom\(.*, \d+, 0\) =", fp.read()))
    c.check(1 <= calls <= 2, f"{calls} getrandom calls for 40 games")


def main():
    c = Checks("identity")
    tmp = tempdir()
    env = hermetic_env(tmp)
    columns(c, env, tmp)
    kept(c, env, tmp)
    checked(c, env, tmp)
    older(c, env, tmp)
    pooled(c, env, tmp)
    c.finish()


main()
