"""A club night's small things, run as an organiser does: players equal
on every tie-break listed as `new` compares names (bjørn, Léa, Zoé, not
capitals first); --since on logs without dates; seat's messages and its
players file's errors."""
import json
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, Term, hermetic_env, play, played_at_date, tempdir

SCRIPT = os.path.join(TOP, "data", "tournament", "scripts", "table1-round1.txt")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def ties_by_name(c, env, tmp):
    """Three winners equal on every tie-break share rank 1 and are listed
    bjørn, Léa, Zoé: case and accents aside."""
    logs = [play(c, env, tmp, w, l, f"g{i}")
            for i, (w, l) in enumerate([("Zoé", "kim"), ("Léa", "max"), ("bjørn", "ned")])]
    out = os.path.join(tmp, "standings.csv")
    r = run(["standings", "--csv", out] + logs, env, tmp)
    rows = []
    if os.path.exists(out):
        with open(out, encoding="utf-8") as fp:
            rows = [line.split(",") for line in fp.read().splitlines()[1:]]
    c.check(r.returncode == 0 and [row[2] for row in rows[:3]] == ["bjørn", "Léa", "Zoé"]
            and [row[1] for row in rows[:3]] == ["1", "1", "1"],
            f"standings' tied winners: {r.returncode} {rows!r} {r.stderr!r}")
    t = run(["standings"] + logs, env, tmp)
    names = re.findall(r"^\s+1\s+(\S+)", t.stdout, re.M)
    c.check(names == ["bjørn", "Léa", "Zoé"], f"standings' text: {t.stdout!r}")
    return logs


def since_undated(c, env, tmp, dated):
    """--since on logs with no dates (version 1) says they were left out
    for having no date, in English and in French; beside a dated game,
    a warning counts them and the dated game is ranked."""
    old = sorted(os.path.join(TOP, "tests", "csv", "v1", f)
                 for f in os.listdir(os.path.join(TOP, "tests", "csv", "v1")))
    for sub in ("standings", "check", "report"):
        args = [sub, "--since", "2026-01-01"] + old
        if sub == "report":
            args += ["-o", os.path.join(tmp, "r.html")]
        r = run(args, env, tmp)
        c.check(r.returncode == 1 and "No finished game" not in r.stdout + r.stderr
                and f"the {len(old)} games of these logs have no date" in r.stderr,
                f"{sub} --since on undated logs: {r.returncode} {r.stdout!r} {r.stderr!r}")
    fr = dict(env, LANG="fr_FR.UTF-8")
    r = run(["standings", "--until", "2030-01-01"] + old, fr, tmp)
    c.check(r.returncode == 1 and "n'ont pas de date" in r.stderr,
            f"standings --until on undated logs in French: {r.stderr!r}")
    r = run(["standings", "--since", "2026-01-01"] + old + dated[:1], env, tmp)
    c.check(r.returncode == 0 and "Zoé" in r.stdout and
            f"warning: {len(old)} games were left out for having no date" in r.stderr,
            f"standings --since, undated and dated logs: {r.returncode} {r.stdout!r} {r.stderr!r}")


def seat_players_file(c, env, tmp):
    """A name refused on the players file's line 2 is said of that line
    ("the name"), never "player 1"; every message ends its sentence on
    its own line, no full stop left alone on the next, in English and in
    French."""
    cases = {"Аnn": "could pass for another name",   # a Cyrillic A
             "an\u200bn": "invisible character",
             "an\u202en": "turns the direction"}
    for lang in ("C.UTF-8", "fr_FR.UTF-8"):
        e = dict(env, LANG=lang)
        for bad, words in cases.items():
            players = os.path.join(tmp, "players.txt")
            with open(players, "w", encoding="utf-8") as fp:
                fp.write(f"zed\n{bad}\nkim\n")
            r = run(["seat", "bte", "players.txt", "--seed", "1"], e, tmp)
            lines = r.stderr.splitlines()
            c.check(r.returncode == 2 and r.stdout == "" and len(lines) == 1
                    and lines[0].startswith("players.txt:2: ")
                    and lines[0].endswith(".")
                    and "player 1" not in r.stderr and "joueur 1" not in r.stderr
                    and (lang != "C.UTF-8" or words in r.stderr),
                    f"seat, {bad!r} on line 2 ({lang}): {r.returncode} {r.stderr!r}")


def seat_other_games_once(c, env, tmp):
    """Logs of other games in a folder are said once, with their count,
    not once a log."""
    folder = os.path.join(tmp, "mixed")
    os.makedirs(folder, exist_ok=True)
    v1 = os.path.join(TOP, "tests", "csv", "v1")
    others = [f for f in sorted(os.listdir(v1)) if "-bte-" not in f]
    for f in others:
        shutil.copy(os.path.join(v1, f), folder)
    players = os.path.join(tmp, "four.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write("ann\nbob\ncy\ndan\n")
    r = run(["seat", "bte", "four.txt", "mixed", "--seed", "1"], env, tmp)
    said = [line for line in r.stderr.splitlines() if "left out of the order" in line]
    c.check(r.returncode == 0 and len(said) == 1 and
            f"{len(others)} logs are of other games than Best Treehouse Ever" in said[0],
            f"seat with {len(others)} logs of other games: {r.returncode} {r.stderr!r}")
    one = os.path.join(folder, others[0])
    r = run(["seat", "bte", "four.txt", one, "--seed", "1"], env, tmp)
    c.check(r.returncode == 0 and r.stderr.count("left out of the order") == 1
            and "a log of" in r.stderr, f"seat with one log of another game: {r.stderr!r}")


def labelled_log(path):
    """The labels of the `new` row of an event log: (event, round, table)."""
    import csv
    with open(path, encoding="utf-8-sig", newline="") as fp:
        rows = list(csv.reader(fp))
    head = rows[0]
    for row in rows[1:]:
        if len(row) == len(head) and any(row[head.index(k)] for k in ("event", "event_round", "event_table")):
            return tuple(row[head.index(k)] for k in ("event", "event_round", "event_table"))
    return None


def event_round_table(c, env, tmp):
    """--event, --round and --table fill the labels of the log's new row
    (archive and export), status shows them first (English, French and
    --json), a log loaded keeps them, and so does a journalled game
    resumed; a look-alike event or a round not 1 to 999 is refused."""
    with open(SCRIPT, encoding="utf-8") as fp:
        text = fp.read().replace("export log table1-round1.csv", "export log night.csv")
    script = os.path.join(tmp, "night.txt")
    with open(script, "w", encoding="utf-8") as fp:
        fp.write(text)
    arch = os.path.join(tmp, "arch")
    labels = ["--event", "Club night", "--round", "02", "--table", "t1"]
    r = run(labels + ["--archive", arch, script], env, tmp)
    c.check(r.returncode == 0 and "Event: Club night. Round 2. Table t1.\n" in r.stdout,
            f"status with labels: {r.returncode} {r.stdout[-400:]!r} {r.stderr!r}")
    archived = []
    for top, _dirs, files in os.walk(arch):
        archived += [os.path.join(top, f) for f in files if f.endswith(".csv")]
    want = ("Club night", "2", "t1")
    c.check(len(archived) == 1 and labelled_log(archived[0]) == want,
            f"archived labels: {archived} {[labelled_log(a) for a in archived]}")
    exported = os.path.join(tmp, "night.csv")
    c.check(os.path.exists(exported) and labelled_log(exported) == want,
            f"exported labels: {os.path.exists(exported) and labelled_log(exported)}")
    # a log loaded keeps its labels: status says them without any option
    r = run([], env, tmp, stdin="load night.csv\nstatus\n")
    c.check("Event: Club night. Round 2. Table t1." in r.stdout,
            f"status after load: {r.returncode} {r.stdout[-300:]!r} {r.stderr!r}")
    fr = dict(env, LANG="fr_FR.UTF-8")
    r = run([], fr, tmp, stdin="charger night.csv\nétat\n")
    c.check("Événement\u00a0: Club night. Ronde 2. Table t1." in r.stdout,
            f"status in French: {r.stdout[-300:]!r} {r.stderr!r}")
    r = run(["--json"], env, tmp, stdin="load night.csv\nstatus\n")
    last = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    c.check(last and any(d.get("event") == "Club night" and d.get("round") == "2"
                         and d.get("table") == "t1" for d in
                         [x.get("data", x) for x in last]),
            f"status --json: {r.stdout[-400:]!r}")
    # a journalled game, resumed, keeps them
    first = "".join(text.splitlines(True)[:8])
    r = run(["--journal", "--event", "Soirée", "--round", "3", "--table", "t2"], env, tmp,
            stdin=first)
    r = run(["--table", "t2", "--resume"], env, tmp, stdin="status\n")
    c.check("Event: Soirée. Round 3. Table t2." in r.stdout,
            f"status of a resumed game: {r.returncode} {r.stdout[-300:]!r} {r.stderr!r}")
    # the log readers take the labels from the logs: never silently
    for sub in ("standings", "check", "report", "replay"):  # seat: seat_round
        r = run([sub, exported, "--event", "Club night"], env, tmp)
        c.check(r.returncode == 2 and f"{sub} takes no option --event" in r.stderr,
                f"{sub} --event: {r.returncode} {r.stderr!r}")
    r = run(["standings", "--round", "2", exported], env, tmp)
    c.check(r.returncode == 2 and "takes no option --round" in r.stderr,
            f"standings --round: {r.returncode} {r.stderr!r}")
    for bad, words in ((["--event", "Сlub"], "cannot name an event"),
                       (["--event", "=1+1"], "cannot name an event"),
                       (["--event", ""], "cannot name an event"),
                       (["--round", "0"], "--round takes a whole number"),
                       (["--round", "two"], "--round takes a whole number")):
        r = run(bad, env, tmp, stdin="status\n")
        c.check(r.returncode == 2 and r.stdout == "" and words in r.stderr,
                f"{bad}: {r.returncode} {r.stdout!r} {r.stderr!r}")


def prompt_labels(c, env):
    """At a terminal, the prompt shows the event and the round of the
    game in play, and status says all three labels first."""
    t = Term(env, args=["--event", "Club night", "--round", "2", "--table", "t5"])
    c.check(t.expect(r"treeref@t5> "), f"the prompt before a game: {t.buf!r}")
    c.check(t.run("new bte ann bob", r"treeref@t5 \[Club night, round 2\] bte r1 p1[^>]*> "),
            f"the prompt of a labelled game: {t.seen!r}")
    c.check(t.run("status", r"treeref@t5 \[Club night, round 2\] bte[^>]*> ")
            and "Event: Club night. Round 2. Table t5." in t.seen,
            f"status at the terminal: {t.seen!r}")
    t.send("quit\r")
    t.close()


def seat_round(c, env, tmp):
    """seat --round N --event TEXT prints for each table the line that
    starts it and its new line; run as printed (the shell's words), each
    starts its table's game with the labels and the players printed; no
    sentence says the names are only listed."""
    import shlex
    players = os.path.join(tmp, "seven.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write("ann\nbob\ncy\ndan\neve\nfinn\nZoé\n")
    event = "Club night's \"best\" $HOME"
    r = run(["seat", "bte", "seven.txt", "--seed", "3", "--round", "2", "--event", event],
            env, tmp)
    tables = re.findall(r"^Table (t\d+): (.*)\n  (treeref .*)\n  (new .*)$", r.stdout, re.M)
    c.check(r.returncode == 0 and len(tables) == 2 and "only listed" not in r.stdout,
            f"seat --round: {r.returncode} {r.stdout!r} {r.stderr!r}")
    for name, names, start, new in tables:
        words = shlex.split(start)
        c.check(words == ["treeref", "--event", event, "--round", "2", "--table", name],
                f"the line that starts {name}: {start!r} -> {words}")
        c.check(new.split()[2:] == names.split(", "), f"{name}'s new line: {new!r} {names!r}")
        r2 = run(words[1:], env, tmp, stdin=f"{new}\nstatus\n")
        c.check(r2.returncode == 0 and
                f"Event: {event}. Round 2. Table {name}." in r2.stdout,
                f"{name} started as printed: {r2.returncode} {r2.stdout[-300:]!r} {r2.stderr!r}")
    r = run(["seat", "bte", "seven.txt", "--seed", "3", "--event", "X"], env, tmp)
    c.check(r.returncode == 2 and r.stdout == "" and
            r.stderr == "treeref: --event needs --round: it names the event of the round being seated.\n",
            f"seat --event without --round: {r.returncode} {r.stderr!r}")


def main():
    c = Checks("club")
    tmp = tempdir()
    env = hermetic_env(tmp)
    dated = ties_by_name(c, env, tmp)
    since_undated(c, env, tmp, dated)
    seat_players_file(c, env, tmp)
    seat_other_games_once(c, env, tmp)
    event_round_table(c, env, tmp)
    prompt_labels(c, env)
    seat_round(c, env, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
