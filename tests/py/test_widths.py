"""No line wider than the terminal (issue 38, "a table that needs no
manual"): `games`, `games --table NAME`, `kept`, `seat` (and `seat
--round`), the archive message at `quit` and Best Treehouse Ever's
`legal NAME` heading, for every game of `treeref --game-ids`, in English
and in French, at a real pseudo-terminal of 80 columns and through a pipe
(COLUMNS unset: 80 is assumed; and COLUMNS=80): every line within 80
display columns, measured as a terminal does (unicodedata's East Asian
width: 李 two columns, a combining mark none).  The players have long
names, one of them in Han characters, so that lines must be wrapped.
Also: a line `kept` or `games` wraps goes on under the entry's text (five
columns in), never at the number's column where it could pass for
another entry; and every finished game of the listing is said in one
sentence of the same shape whatever the game ("NAME wins with N points;
NAME N, NAME N.", a shared win, a draw, or the team's result)."""
import os
import re
import subprocess
import unicodedata

from common import HANG, TOP, TREEREF, Checks, Term, at_terminal, hermetic_env, tempdir

COLS = 80
# Long names, to be wrapped: one of width 12 in 6 characters (Han).
NAMES = {"ann": "Annabelle-Marguerite", "bob": "李小龍李小龍", "cy": "Éléonore-Cyrielle",
         "cid": "Éléonore-Cyrielle", "sam": "Samantha-Wilhelmina"}
WORD = {"en": dict(kept="kept", quit="quit", legal="legal", new="new"),
        "fr": dict(kept="gardées", quit="quitter", legal="légal", new="nouveau")}
# The one sentence of a finished game in the listings (game_summary).
SHAPE = {
    "en": re.compile(r"^     (?:.+ wins with -?\d+ points?(?: \(tie broken by [^)]+\))?; .+"
                     r"|.+ share the win with -?\d+ points?(?:; .+)?"
                     r"|.+ draw with -?\d+ points?(?:; .+)?"
                     r"|The team (?:won|lost): .+)\.$"),
    "fr": re.compile(r"^     (?:.+ l'emporte avec -?\d+\xa0points?(?: \(égalité départagée\xa0: [^)]+\))?"
                     r"\xa0; .+"
                     r"|.+ se partagent la victoire avec -?\d+\xa0points?(?:\xa0; .+)?"
                     r"|.+ font match nul avec -?\d+\xa0points?(?:\xa0; .+)?"
                     r"|L'équipe a (?:gagné|perdu)\xa0: .+)\.$"),
}
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def width(line):
    """The columns a terminal gives a line."""
    w = 0
    for ch in ANSI.sub("", line):
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


def too_wide(text):
    return [x for x in text.replace("\r", "").split("\n") if width(x) > COLS]


def long_names(text):
    for short, name in NAMES.items():
        text = re.sub(rf"(?<![\w-]){short}(?=[\s:]|$)", name, text, flags=re.M)
    return text


def sample(game, lang):
    """A whole game of `game` as a script (data/games/LANG/GAME.txt), the
    players renamed; None when the game has no sample."""
    path = os.path.join(TOP, "data", "games", lang, f"{game}.txt")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as fp:
        return long_names(fp.read())


def piped(args, env, data="", columns=None):
    e = {k: v for k, v in env.items() if k != "COLUMNS"}
    if columns:
        e["COLUMNS"] = columns
    return subprocess.run([TREEREF, *args], input=data, env=e, capture_output=True,
                          text=True, timeout=HANG)


def check_fits(c, what, text):
    wide = too_wide(text)
    c.check(text.strip() != "" and not wide,
            f"{what}: {len(wide)} lines over {COLS} columns: {wide[:3]!r}")


def check_listing(c, what, text, lang, finished):
    """The entries of a listing: numbered 1, 2, ... at the number's
    column, every other line five columns in; each finished game's
    sentence, after its file, of the one shape."""
    lines = text.replace("\r", "").rstrip("\n").split("\n")
    start = next((i for i, x in enumerate(lines) if re.match(r"^ {0,2}1  ", x)), None)
    c.check(start is not None, f"{what}: no entry 1: {lines!r}")
    if start is None:
        return
    entries = []
    for x in lines[start:]:
        m = re.match(r"^( {0,2}\d+)  ", x)
        if m and len(m.group(1)) == 3:
            c.check(int(m.group(1)) == len(entries) + 1,
                    f"{what}: entry {m.group(1)} after {len(entries)}: {x!r}")
            entries.append(x.strip())
            continue
        if re.match(r"^treeref[^>]*> ", x) or x == "":
            break
        c.check(x.startswith("     ") and not x[5:6].isspace(),
                f"{what}: a line of entry {len(entries)} not under its text: {x!r}")
        entries[-1] += " " + x.strip()
    said = [e for e in entries if re.search(r"\(\S+\.csv\) ", e) and
            SHAPE[lang].match("     " + e.split(".csv) ", 1)[1])]
    c.check(len(said) >= finished, f"{what}: {len(said)} sentences of the shape for "
            f"{finished} finished games: {entries!r}")


def archive_games(c, env, games, lang, table):
    """Each game's sample played to its end in a journalled session of
    `table`, archived; then an unfinished game kept aside."""
    played = 0
    for game in games:
        script = sample(game, lang)
        c.check(script is not None, f"{game} has a sample in data/games/{lang}/")
        if script is None:
            continue
        r = piped(["--lang", lang, "--table", table, "--journal"], env, script)
        c.check(r.returncode == 0, f"{lang} {game}: the sample plays: {r.stderr[-300:]!r}")
        played += r.returncode == 0
    # an unfinished game, set aside by the next `new`
    new = WORD[lang]["new"]
    first = next(g for g in games if sample(g, lang))
    start = next(x for x in sample(first, lang).splitlines() if x.startswith(new + " "))
    piped(["--lang", lang, "--table", table, "--journal"], env, start + "\n")
    piped(["--lang", lang, "--table", table, "--journal"], env, start + "\n")
    return played


def listings(c, env, games):
    for lang in WORD:
        table = f"club-{lang}"
        played = archive_games(c, env, games, lang, table)
        for args in (["games"], ["games", "--table", table]):
            args = ["--lang", lang] + args
            for columns in (None, "80"):
                out = piped(args, env, columns=columns).stdout
                check_fits(c, f"{' '.join(args)} piped, COLUMNS={columns}", out)
                if "--table" in args:
                    check_listing(c, f"{' '.join(args)} piped", out, lang, played)
            out = at_terminal(args, env, COLS)[1]
            check_fits(c, f"{' '.join(args)} at {COLS} columns", out)
            if "--table" in args:
                check_listing(c, f"{' '.join(args)} at {COLS} columns", out, lang, played)
        # kept in a session: piped (80 assumed), and at the prompt
        r = piped(["--lang", lang, "--table", table, "--journal"], env, WORD[lang]["kept"] + "\n")
        check_fits(c, f"{lang}: kept piped", r.stdout)
        check_listing(c, f"{lang}: kept piped", r.stdout, lang, played)
        t = Term(env, cols=COLS, rows=50, args=("--lang", lang, "--table", table))
        c.check(t.expect(r"treeref@[^>]*> "), f"{lang}: the prompt: {t.buf[-300:]!r}")
        c.check(t.run(WORD[lang]["kept"], r"treeref@[^>]*> "), f"{lang}: kept answers")
        shown = t.seen.split("\r\n", 1)[-1]
        check_fits(c, f"{lang}: kept at {COLS} columns", shown)
        check_listing(c, f"{lang}: kept at {COLS} columns", shown, lang, played)
        t.send(WORD[lang]["quit"] + "\r")
        t.close()


def seat(c, env, games, tmp):
    players = os.path.join(tmp, "players.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write("\n".join(list(dict.fromkeys(NAMES.values())) +
                           ["Wilhelmina-Josephine", "Maximilian-Alexander", "Konstantin",
                            "Bartholomew-Fitzgerald", "Gwendolyn-Rosalind"]) + "\n")
    import glob
    archive = os.path.join(env["HOME"], ".local", "share", "treeref", "games")
    for lang in WORD:
        for game in games:
            # the game's own logs
            logs = sorted(glob.glob(os.path.join(archive, "**", f"*-{game}.csv"), recursive=True))
            c.check(logs != [], f"{game}: its archived logs")
            for extra in ([], ["--round", "2", "--event", "Club night's long evening"]):
                args = ["--lang", lang, "seat", game, players, *logs, "--seed", "7"] + extra
                what = f"{lang}: seat {game} {' '.join(extra)}"
                for columns in (None, "80"):
                    r = piped(args, env, columns=columns)
                    c.check(r.returncode in (0, 1), f"{what}: exit {r.returncode}: {r.stderr!r}")
                    check_fits(c, f"{what} piped, COLUMNS={columns}", r.stdout)
                check_fits(c, f"{what} at {COLS} columns", at_terminal(args, env, COLS)[1])
            # the whole folder: its logs of other games, and their players
            # missing from the file, said on standard error, within the
            # terminal too
            args = ["--lang", lang, "seat", game, players, archive, "--seed", "7"]
            out = at_terminal(args, env, COLS)[1]
            c.check("treeref" in out.split("\n", 1)[0], f"{lang} seat {game}: warned: {out[:200]!r}")
            check_fits(c, f"{lang}: seat {game} FOLDER at {COLS} columns (both streams)", out)


def quit_message(c, env, games):
    """The game typed to its end at the prompt (its notation record),
    then quit: where it is archived, within the terminal."""
    for lang in WORD:
        for game in games:
            script = sample(game, lang)
            if script is None:
                continue
            path = os.path.join(env["HOME"], f"one-{lang}-{game}.csv")
            r = piped(["--lang", lang, "--no-archive"], env, script + f"\nexport log {path}\n")
            rec = piped(["notation", path], env).stdout
            lines = [x for x in rec.splitlines() if x.strip() and not x.startswith("#")]
            c.check(len(lines) > 2, f"{lang} {game}: a record: {r.stderr!r} {rec!r}")
            t = Term(env, cols=COLS, rows=50, args=("--lang", lang, "--table", f"q-{lang}-{game}"))
            c.check(t.expect(r"treeref@[^>]*> "), f"{lang} {game}: the prompt")
            ok = all(t.run(x, r"treeref@[^>]*> ") for x in lines)
            c.check(ok, f"{lang} {game}: the record typed: {t.seen[-300:]!r}")
            t.drain()
            t.send(WORD[lang]["quit"] + "\r")
            said = t.expect(r"(?s)(?:archived in|archivée dans).*?\.csv\.\r\n")
            c.check(said, f"{lang} {game}: quit says where the game is: {t.buf!r}")
            said = t.seen.split("\r\n", 1)[-1]
            t.close()
            check_fits(c, f"{lang} {game}: quit at {COLS} columns", said)


def legal(c, env, games):
    """legal NAME at the start of every game: at the terminal every line,
    piped Best Treehouse Ever's heading (the French one was 97 wide)."""
    for lang in WORD:
        for game in games:
            script = sample(game, lang)
            if script is None:
                continue
            new = next(x for x in script.splitlines() if x.startswith(WORD[lang]["new"] + " "))
            first = new.split()[2].split(":")[0]
            line = f"{WORD[lang]['legal']} {first}"
            path = os.path.join(env["HOME"], f"legal-{lang}-{game}.txt")
            with open(path, "w", encoding="utf-8") as fp:
                fp.write(f"{new}\n{line}\n")
            out = at_terminal(["--lang", lang, path], env, COLS)[1]
            check_fits(c, f"{lang} {game}: {line} at {COLS} columns", out)
            if game == "bte":
                r = piped(["--lang", lang, "--json"], env, f"{new}\n{line}\n")
                import json
                answer = [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")][-1]
                check_fits(c, f"{lang} {game}: {line} piped", answer.get("message", ""))


def main():
    c = Checks("test_widths")
    tmp = tempdir()
    env = hermetic_env(tmp)
    games = subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True,
                           timeout=60).stdout.split()
    c.check(games != [], "the games")
    with c.case("listings"):
        listings(c, env, games)
    with c.case("seat"):
        seat(c, env, games, tmp)
    with c.case("quit"):
        quit_message(c, env, games)
    with c.case("legal"):
        legal(c, env, games)
    c.finish()


if __name__ == "__main__":
    main()
