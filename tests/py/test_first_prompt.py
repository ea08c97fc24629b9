"""The first prompt says how to start, and help fits the terminal (issue
38).  The first prompt: at a real
pseudo-terminal of 80 columns, in English and in French, before any game
the lines above the first prompt name `new` with an example that starts
the registry's first game, and `help`; each fits the terminal; the
example, typed as shown, starts a game.  A script is told nothing (its
output is only the answers).  `help`, before a game and in every game
of the registry, in both languages, at 80 columns and 24 rows: at most
22 lines (the command and the prompt take the other two), none wider
than the terminal, naming `help all`; `help all` names every command
word that `help` lists."""
import re
import subprocess

from common import TREEREF, Checks, Term, hermetic_env, registry, tempdir

WANT = {
    "en": (r"No game yet\. Start one with new.*\r\n  (new \S+ ann bob)\r\n"
           r"help new lists the games; help lists the commands\.\r\ntreeref> "),
    "fr": (r"Pas encore de partie\. Commencez-en une avec «\xa0nouveau\xa0».*\r\n"
           r"  (nouveau \S+ ann bob)\r\n«\xa0aide nouveau\xa0» liste les jeux.*\r\ntreeref> "),
}


def main():
    c = Checks("test_first_prompt")
    first = subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True,
                           timeout=60).stdout.split()[0]
    for lang, want in WANT.items():
        env = hermetic_env(tempdir())
        t = Term(env, cols=80, rows=24, args=("--lang", lang))
        ok = t.expect(r"treeref> ")
        c.check(ok, f"{lang}: first prompt")
        m = re.search("(?s)" + want, t.seen)
        c.check(m is not None, f"{lang}: the first prompt says how to start: {t.seen!r}")
        for line in t.seen.split("\r\n"):
            c.check(len(line) <= 80, f"{lang}: a line wider than 80 columns: {line!r}")
        if m:
            example = m.group(1)
            c.check(example.split()[1] == first, f"{lang}: the example starts the first game: {example}")
            c.check(t.run(example, r"treeref \S+ [^>]*> "), f"{lang}: {example} starts a game")
        t.send("quit\r")
        t.close()
        c.check(t.p.returncode == 0, f"{lang}: exit status {t.p.returncode}")
        r = subprocess.run([TREEREF, "--lang", lang], input="", env=env, capture_output=True,
                           text=True, timeout=60)
        c.check(r.stdout == "" and r.stderr == "", f"{lang}: a script is told nothing: {r.stdout!r}")
    env = hermetic_env(tempdir())
    games = registry(env)
    for lang, start, all_ in (("en", "new", "help all"), ("fr", "nouvelle", "aide tout")):
        for gid in [None, *games]:
            t = Term(hermetic_env(tempdir()), cols=80, rows=24, args=("--lang", lang))
            c.check(t.expect(r"treeref> "), f"{lang}: first prompt")
            if gid:
                line = games[gid]["new"].replace("new", start, 1)
                c.check(t.run(line, r"treeref \S+ [^>]*> "), f"{lang}: {line}")
            prompt = r"treeref[^>\n]*> "
            c.check(t.run(all_.split()[0], prompt), f"{lang} {gid}: help answers")
            shown = t.seen.split("\r\n")[1:-1]
            c.check(len(shown) <= 22, f"{lang} {gid}: help takes {len(shown)} lines: {shown}")
            c.check(all(len(x) <= 80 for x in shown), f"{lang} {gid}: a help line over 80: {shown}")
            c.check(all_.split()[1] in " ".join(shown), f"{lang} {gid}: help names {all_}: {shown}")
            words = " ".join(shown)
            c.check(t.run(all_, prompt), f"{lang} {gid}: {all_} answers")
            full = t.seen
            lists = [x.split(":", 1)[1] for x in shown if ":" in x and not x.startswith(("help", "«"))]
            for w in " ".join(lists).split():
                c.check(w in full, f"{lang} {gid}: {all_} lacks {w}")
            t.send("quit\r")
            t.close()
    c.finish()


if __name__ == "__main__":
    main()
