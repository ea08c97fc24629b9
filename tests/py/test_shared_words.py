"""Every shared word works the same in all four games, in both languages
(issue 17): games x words x spellings, each run in --json after `new`.
A word is the front end's when it is recognised under its English name
in every game, with the same outcome whatever spelling was typed, and
the same usage wording when its arguments are wrong."""
import json
import re
import subprocess

from common import GAME_LINE, GAME_LINE_FR, TREEREF, Checks, hermetic_env, json_answers, registry, tempdir

# English word, then every other spelling a user may type (French, with
# and without accents, upper case): each must answer as the English one.
WORDS = [
    ("status", ["etat", "état", "STATUS"]),
    ("score", ["points", "Score"]),
    ("show", ["montrer", "voir"]),
    ("legal", ["légal"]),
    ("why", ["pourquoi"]),
    ("rules", ["regles", "règles"]),
    ("help", ["aide"]),
    ("undo", ["annuler"]),
    ("redo", ["refaire", "retablir", "rétablir"]),
]


def answers(lines, lang):
    r = subprocess.run([TREEREF, "--json", "--lang", lang], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, env=ENV, timeout=60)
    return json_answers(r.stdout)


def main():
    c = Checks("shared words")
    # every game the program referees (treeref --game-ids): a game added
    # later is walked without a line changed here
    c.check(len(GAMES) >= 4, f"treeref --game-ids: {list(GAMES)}")
    for game, new in GAMES.items():
        with c.case(f"every shared word in {game}"):
            each_word(c, game, new)
    check_new(c)
    check_counts(c)
    help_new(c)
    c.finish()


def each_word(c, game, new):
    """Each shared word in one game, in both languages and every
    spelling."""
    for english, others in WORDS:
        for lang in ("en", "fr"):
            base = answers([new, english], lang)
            if not c.check(len(base) == 2, f"{game} {english} {lang}: {base}"):
                continue
            want = base[1]
            c.check(want["command"] == english and "unknown command" not in want["message"]
                    and "commande inconnue" not in want["message"]
                    and "neither a command nor a move" not in want["message"]
                    and "ni une commande ni un coup" not in want["message"],
                    f"{game}: {english} ({lang}) is not a word of the game: {want}")
            for other in others:
                got = answers([new, other], lang)
                c.check(len(got) == 2 and got[1]["command"] == english
                        and got[1]["ok"] == want["ok"] and got[1]["message"] == want["message"],
                        f"{game}: {other} ({lang}) does not answer as {english}: {got[1:]}")
        # one usage wording for too many arguments, in every game
        # (why takes a game's whole move; rules a name of several words)
        extra = answers([new, english + " a b c d e f g"], "en")
        if english not in ("why", "rules"):
            c.check(len(extra) == 2 and not extra[1]["ok"]
                    and extra[1]["message"].splitlines()[-1].startswith("Usage: "),
                    f"{game}: {english} with too many arguments: {extra[1:]}")


# The front end's own words with a wrong number of arguments: too few, too
# many, and (export) a --sep without its separator.
WRONG_COUNTS = {
    "export": ["export", "export log", "export log a --sep", "export log a --sep ; b"],
    "load": ["load", "load a b"],
    "kept": ["kept 1 2"],
    "picture": ["picture", "picture on off"],
    "lang": ["lang", "lang en fr"],
    "help": ["help status score"],
    "undo": ["undo 1"],
    "redo": ["redo 1"],
    "quit": ["quit now"],
}
USAGE = {"en": "Usage: ", "fr": "Utilisation\u00a0: "}


def check_counts(c):
    """One table gives each front-end word its usage and how many words
    may follow it: a wrong count is refused with exactly the usage that
    `help WORD` shows, in both languages, game or no game."""
    for lang in ("en", "fr"):
        for word, lines in WRONG_COUNTS.items():
            helped = answers([f"help {word}"], lang)
            usage = helped[0]["message"].splitlines()[0] if helped else ""
            if not c.check(usage.startswith(USAGE[lang]), f"help {word} ({lang}): {helped}"):
                continue
            for new in ("", *list(GAMES.values())[:1]):
                got = answers(([new] if new else []) + lines, lang)[1 if new else 0:]
                for line, a in zip(lines, got):
                    # a word that takes nothing names the word too
                    # many first ('undo 1': undo takes nothing after it)
                    alone = word in ("undo", "redo", "quit")
                    c.check(not a["ok"] and a["message"].splitlines()[-1] == usage and
                            (not alone or line.split()[1] in a["message"].splitlines()[0]),
                            f"{line!r} ({lang}, {new or 'no game'}): {a}, want {usage!r}")
                c.check(len(got) == len(lines), f"{word} ({lang}): {len(got)} answers")


# the range, or its one number when the game is of one size ("by 2 players")
TOO_MANY = {"en": r"^{t} is played by (\d to \d|\d) players?, not 6\.\nUsage: new {g} ",
            "fr": r"^{t} se joue (de \d à \d|à \d)\u00a0joueurs?, pas 6\.\nUtilisation\u00a0: nouveau {g} "}
TWICE = {"en": 'The variant "{v}" is named twice.',
         "fr": "La variante «\u00a0{v}\u00a0» est indiquée deux fois."}


def check_new(c):
    """`new` is the front end's too: one wording for a wrong number of
    players and for a variant named twice, in every game and both
    languages, and a variant typed in French starts the same game."""
    for game, title in TITLES.items():
        c.check(title != "", f"{game}: no title in help new")
        for lang, (typed, new) in (("en", ("new", game)), ("fr", ("nouveau", game))):
            got = answers([f"{typed} {new} a1 b2 c3 d4 e5 f6"], lang)
            pat = TOO_MANY[lang].format(t=re.escape(title), g=re.escape(game))
            m = len(got) == 1 and re.match(pat, got[0]["message"])
            c.check(m and not got[0]["ok"] and not re.fullmatch(r"\D*(\d)\D+\1", m.group(1)),
                    f"{game} ({lang}): six players: {got}")
            if game not in VARIANTS:
                continue
            v = VARIANTS[game][0 if lang == "en" else 1]
            got = answers([f"{typed} {game} {v} {v} ann bob"], lang)
            c.check(len(got) == 1 and not got[0]["ok"]
                    and got[0]["message"] == TWICE[lang].format(v=v),
                    f"{game} ({lang}): a variant named twice: {got}")
            en = answers([f"new {game} {VARIANTS[game][0]} ann bob", "status"], "en")
            fr = answers([f"new {game} {VARIANTS[game][1]} ann bob", "status"], "en")
            c.check(len(en) == 2 and len(fr) == 2 and en[1]["message"] == fr[1]["message"]
                    and en[0]["ok"] and fr[0]["ok"],
                    f"{game}: {VARIANTS[game][1]} does not start the game {VARIANTS[game][0]} does")


# help new: its usage, what it does, its heading, the games, an example
HELP_NEW = {
    "en": ("help new", ["Usage: new GAME [VARIANT...] NAME...", "Start a game.",
                        "Games, and the variants each may be played with:"],
           "Example: new ", GAME_LINE),
    "fr": ("aide nouveau", ["Utilisation\u00a0: nouveau JEU [VARIANTE...] NOM...",
                            "Commence une partie.", "Les jeux, et les variantes de chacun\u00a0:"],
           "Exemple\u00a0: nouveau ", GAME_LINE_FR),
}


def help_new(c):
    """help new says what new does, then lists every game the program
    referees (treeref --game-ids), in the registry's order, once each,
    with its title and variants (English, then French), then an example
    of a listed game: no transcript lists the games."""
    ids = subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True, env=ENV,
                         timeout=60).stdout.split()
    for lang, (line, head, example, pattern) in HELP_NEW.items():
        out = subprocess.run([TREEREF, "--lang", lang], input=line + "\n", capture_output=True,
                             text=True, env=ENV, timeout=60).stdout.splitlines()
        games = [pattern.match(l) for l in out[len(head):-1]]
        c.check(out[:len(head)] == head and all(games) and len(out) == len(head) + len(ids) + 1,
                f"{line}: {out!r}")
        c.check([m.group(1) for m in games if m] == ids, f"{line}: the games {out!r}, not {ids}")
        for m in filter(None, games):
            title = TITLES.get(m.group(1))
            c.check(m.group(2) == title, f"{line}: {m.group(1)} titled {m.group(2)!r}, not {title!r}")
            want = [v[0 if lang == "en" else 1] for v in REGISTRY[m.group(1)]["variants"]]
            got = [w.strip() for w in (m.group(3) or "").split(",") if w.strip()]
            c.check(got == want, f"{line}: {m.group(1)}'s variants {got}, not {want}")
        c.check(out and out[-1].startswith(example) and out[-1][len(example):].split()[:1] in
                [[i] for i in ids], f"{line}: its example {out[-1:]!r}")


ENV = hermetic_env(tempdir())
REGISTRY = registry(ENV)
GAMES = {g: r["new"] for g, r in REGISTRY.items()}
TITLES = {g: r["title"] for g, r in REGISTRY.items()}
# one variant of each game that has some, in English and in French
VARIANTS = {g: r["variants"][0] for g, r in REGISTRY.items() if r["variants"]}
main()
