"""A French user never reads the journal's English: the question asked at
start about an unfinished game and the message about a damaged journal
quote the last command in French words (and undo after resuming echoes
it so), for every game that has a French
sample script (data/games/fr/GAME.txt), whatever language it was typed
in.  (review 2026-11-27, points 1 and 2)"""
import os
import re
import subprocess

from common import TOP, TREEREF, Checks, Term, hermetic_env, script_lines, tempdir

FR = "fr_FR.UTF-8"
QUERIES = ("état", "etat", "montrer", "score", "légal", "legal", "pourquoi", "aide",
           "règles", "regles", "exporter", "lang", "#")


def game_ids(env):
    return subprocess.run([TREEREF, "--game-ids"], env=env, capture_output=True,
                          text=True, timeout=60).stdout.split()


def moves_of(path):
    """The French sample's lines that are moves (no question, no export)."""
    return [ln for ln in script_lines(path) if ln.split() and ln.split()[0] not in QUERIES]


def journal_lines(env):
    path = os.path.join(env["XDG_STATE_HOME"], "treeref", "journal")
    with open(path, encoding="utf-8", errors="replace") as fp:
        # "COMMAND<TAB>SEQ CRC": the commands, records (@...) left out
        return [ln.split("\t")[0] for ln in fp.read().splitlines()
                if ln and not ln.startswith("@")]


def english_only(journal, french):
    """Words of the journal's English lines that no French line uses."""
    said = {w for ln in french for w in ln.split()}
    return {w for ln in journal for w in ln.split()} - said


def no_english(c, gid, said, bad, what):
    """A check that the command quoted in `said` holds no English-only word."""
    english = sorted(set(said.split()) & bad)
    c.check(not english, f"{gid}: English words {english} in the {what} command {said!r}")


def setup(gid, lines, lang):
    tmp = tempdir()
    env = hermetic_env(tmp)
    env["LANG"] = lang
    subprocess.run([TREEREF, "--journal"], input="\n".join(lines) + "\n", env=env,
                   capture_output=True, text=True, timeout=120)
    return env


def main():
    c = Checks("french_journal")
    base = hermetic_env(tempdir())
    games = [g for g in game_ids(base)
             if os.path.exists(os.path.join(TOP, "data", "games", "fr", g + ".txt"))]
    c.begin("a French sample for a game")
    c.check(len(games) > 0, "no game has a French sample in data/games/fr")
    for gid in games:
        french = moves_of(os.path.join(TOP, "data", "games", "fr", gid + ".txt"))
        part = french[:max(3, len(french) // 2)]
        with c.case(f"{gid}: resume question"):
            env = setup(gid, part, FR)
            bad = english_only(journal_lines(env), french)
            t = Term(env)
            ok = t.expect(r"\[O/n\] ")
            seen = " ".join(t.seen.replace("\r", "").split())
            m = re.search(r"Dernière commande : (.*?)\. Elle compte \d+ commandes?\.", seen)
            c.check(ok and m is not None, f"{gid}: the question quotes the last command: {seen!r}")
            if m:
                no_english(c, gid, m.group(1), bad, "quoted")
            t.send("n\r")
            t.expect(r"> ")
            t.send("quit\r")
            t.close()
        with c.case(f"{gid}: undo after resuming"):
            env = setup(gid, part, FR)
            bad = english_only(journal_lines(env), french)
            t = Term(env)
            ok = t.expect(r"\[O/n\] ")
            t.send("o\r")
            ok = ok and t.expect(r"> ")
            t.send("annuler\r")
            ok = ok and t.expect(r"Annulé\s*:\s*([^\r\n]*)\r?\n")
            said = " ".join(t.seen.split())
            m = re.search(r"Annulé : (.*)$", said)
            c.check(ok and m is not None, f"{gid}: undo echoes the command: {t.seen!r}")
            if m:
                no_english(c, gid, m.group(1), bad, "undone")
            t.send("quit\r")
            t.close()
        with c.case(f"{gid}: damaged journal"):
            env = setup(gid, part, FR)
            bad = english_only(journal_lines(env), french)
            with open(os.path.join(env["XDG_STATE_HOME"], "treeref", "journal"), "ab") as fp:
                fp.write(b"zzz")  # a torn last line
            r = subprocess.run([TREEREF, "--resume", "--journal"], input="", env=env,
                               capture_output=True, text=True, timeout=120)
            said = " ".join(r.stderr.split())  # no-break spaces as spaces
            m = re.search(r"la dernière : (.*?) ; où elle en est", said)
            c.check(m is not None, f"{gid}: the message quotes the last command: {r.stderr!r}")
            if m:
                no_english(c, gid, m.group(1), bad, "quoted")
    c.finish()


main()
