"""A club night's small things, run as an organiser does: players equal
on every tie-break listed as `new` compares names (bjørn, Léa, Zoé, not
capitals first); --since on logs without dates; seat's messages and its
players file's errors."""
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, played_at_date, tempdir

SCRIPT = os.path.join(TOP, "data", "tournament", "scripts", "table1-round1.txt")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def play(c, env, tmp, winner, loser, name):
    """The sample tournament's first game (ann beats bob) played by
    `winner` and `loser`, its log exported as NAME.csv."""
    with open(SCRIPT, encoding="utf-8") as fp:
        text = fp.read()
    text = re.sub(r"\bann\b", winner, text)
    text = re.sub(r"\bbob\b", loser, text)
    text = text.replace("export log table1-round1.csv", f"export log {name}.csv")
    script = os.path.join(tmp, name + ".txt")
    with open(script, "w", encoding="utf-8") as fp:
        fp.write(text)
    r = run(["--lang", "en", script], env, tmp)
    c.check(r.returncode == 0 and os.path.exists(os.path.join(tmp, name + ".csv")),
            f"playing {name}: {r.returncode} {r.stderr!r}")
    return os.path.join(tmp, name + ".csv")


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
                    and lines[0].startswith(("treeref: players.txt:2: ", "treeref\u00a0: players.txt:2: "))
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


def main():
    c = Checks("club")
    tmp = tempdir()
    env = hermetic_env(tmp)
    dated = ties_by_name(c, env, tmp)
    since_undated(c, env, tmp, dated)
    seat_players_file(c, env, tmp)
    seat_other_games_once(c, env, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
