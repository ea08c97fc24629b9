"""The protocol, version 1 (cli.md): a generic client, with no code for
any game, plays random games of every game the program referees (asked
with --game-ids) to their end, in English and in French, entering only
lines that `legal` listed in "moves", and checks every answer against
the JSON Schema shipped in data/ (the toy's build too: run.sh runs this
file again with tests/toy/treeref-toy).  It starts games with the
greeting's "new" line, and its own way too: its own random names of the
form the greeting's "player" and "player_suffix" give (Magical
Treehouse's NAME:AGE), one of them name_max bytes long, with no variant
and with each variant the greeting lists, in its word of the session's
language.

What it holds: the greeting line first; one answer a line, blank and
comment lines and quit included, then the end of the output (and at
the end of the input without quit, nothing more); every
line of "moves" accepted as it stands; "moves" never empty until status
says "over"; each player's moves (legal NAME for every player status
says is to play) among everyone's; numbers as numbers."""
import json
import os
import random
import subprocess

import jsonschema

from test_protocol import CoProcess
from common import HANG, TOP, TREEREF, Checks, hermetic_env, tempdir, transcripts

SCHEMA = os.path.join(TOP, "data", "protocol-1.schema.json")
# More moves than any game takes: a game that never ends is a failure.
MOVES_MAX = 3000


class Client(CoProcess):
    """treeref --json as a co-process (test_protocol.py's), its answers
    read as objects."""

    def __init__(self, args, env):
        super().__init__(["--json", *args], env)
        self.sent = 0

    def read(self):
        line = self.answer()
        return json.loads(line) if line is not None else None

    def ask(self, line):
        self.p.stdin.write(line.encode() + b"\n")
        self.p.stdin.flush()
        self.sent += 1
        return self.read()

    def end(self, quit=True):
        """quit: its answer, then the end of the output; without quit
        (the end of the input), no answer and nothing more."""
        a = self.ask("quit") if quit else None
        self.p.stdin.close()
        rest = self.buf + self.p.stdout.read()
        self.p.wait(timeout=HANG)
        self.p.stdout.close()
        err = self.p.stderr.read()
        self.p.stderr.close()
        return a, rest, err


LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def own_start(g, variant, rnd, longest):
    """The client's own line starting game g, from the greeting alone:
    the command word its "new" line begins with, the game's id, the
    variant's word in the session's language, and players of its own
    (as many as it likes in the range) written as "player" and
    "player_suffix" say: random names, one of them `name_max` bytes
    long when `longest`, each with a number of the suffix's range after
    its separator (no two alike where it says distinct)."""
    n = rnd.randint(g["min_players"], g["max_players"])
    names, seen = [], set()
    while len(names) < n:
        size = g["name_max"] if longest and not names else rnd.randint(5, 12)
        name = rnd.choice(LETTERS) + "".join(
            rnd.choice(LETTERS + "0123456789") for _ in range(size - 1))
        if name.lower() not in seen:
            seen.add(name.lower())
            names.append(name)
    sx = g["player_suffix"]
    if sx is None:
        assert g["player"] == "NAME", g
        players = names
    else:
        assert g["player"] == "NAME" + sx["sep"] + sx["id"].upper(), g
        span = range(sx["min"], sx["max"] + 1)
        values = rnd.sample(span, n) if sx["distinct"] else [rnd.choice(span) for _ in names]
        players = [f"{nm}{sx['sep']}{v}" for nm, v in zip(names, values)]
    words = [g["new"].split()[0], g["id"]]
    if variant is not None:
        words.append(variant["word"])
    return " ".join(words + players)


def play(c, validator, game, lang, seed, env, variant=None, own=False):
    """One random game; started by the greeting's "new" line, or (own)
    by the client's own line, with `variant` (the id of one the greeting
    lists) or none."""
    what = f"{game} {lang} seed {seed}" + (f" variant {variant}" if variant else "")
    rnd = random.Random(seed)
    cl = Client(["--lang", lang], env)
    bad = []

    def valid(a, line):
        if a is None:
            bad.append(f"no answer to {line!r}")
            return False
        errors = [e.message for e in validator.iter_errors(a)]
        if errors:
            bad.append(f"{line!r}: {errors[:3]} in {a}")
            return False
        if "command" in a and a["line"] != cl.sent:
            bad.append(f"{line!r} answered as line {a['line']}, not {cl.sent}")
        return True

    hello = cl.read()
    if valid(hello, "(greeting)") and "command" not in hello:
        games = {g["id"]: g for g in hello["games"]}
        g = games.get(game)
        start = g["new"] if g else None
        if g and own:
            chosen = [v for v in g["variants"] if v["id"] == variant]
            start = own_start(g, chosen[0] if chosen else None, rnd, seed % 2 == 1)
    else:
        bad.append(f"greeting: {hello}")
        start = None
    moves_made = 0
    if start:
        a = cl.ask(start)
        if valid(a, start) and not a["ok"]:
            bad.append(f"the greeting's line {start!r} refused: {a['message']}")
    while start and not bad and moves_made < MOVES_MAX:
        a = cl.ask("legal")
        if not valid(a, "legal"):
            break
        moves = a["moves"]
        if not moves:
            st = cl.ask("status")
            if valid(st, "status") and st["phase"] != "over":
                bad.append(f"no move, and status is {st['phase']!r}: {st['message']}")
            if valid(st, "status") and st["phase"] == "over" and st["to_play"]:
                bad.append(f"over, but to play: {st['to_play']}")
            break
        # now and then the other lines a client sends: each answered
        extra = rnd.random()
        if extra < 0.05:
            for line in ("", "# a comment", "   "):
                b = cl.ask(line)
                if valid(b, line) and not (b["ok"] and b["command"] == ""):
                    bad.append(f"{line!r} answered {b}")
        elif extra < 0.10:
            for line in ("status", "score", "show"):
                b = cl.ask(line)
                if valid(b, line) and not b["ok"]:
                    bad.append(f"{line!r} refused: {b['message']}")
        elif extra < 0.15:
            st = cl.ask("status")
            if valid(st, "status"):
                if st["phase"] == "over":
                    bad.append(f"moves {moves[:3]}..., but status says over")
                for who in st["to_play"]:
                    b = cl.ask("legal " + who)
                    if valid(b, "legal " + who):
                        if not b["ok"]:
                            bad.append(f"legal {who} refused: {b['message']}")
                        elif not set(b["moves"]) <= set(moves):
                            bad.append(f"legal {who}: {set(b['moves']) - set(moves)} "
                                       "not in legal's moves")
        move = rnd.choice(moves)
        a = cl.ask(move)
        if not valid(a, move):
            break
        if not a["ok"]:
            bad.append(f"{move!r}, listed by legal, refused: {a['message']}")
            break
        moves_made += 1
    if moves_made >= MOVES_MAX:
        bad.append(f"not over after {MOVES_MAX} moves")
    # the final sheet: numbers as numbers (the schema types each cell)
    score = cl.ask("score")
    if valid(score, "score") and "sheet" in score:
        cells = [x for row in score["sheet"][1:] for x in row]
        if not any(isinstance(x, int) for x in cells):
            bad.append(f"no number in the sheet: {score['sheet']}")
    # the first seed quits, the next ends its input without quit
    quit = seed % 2 == 0
    q, rest, err = cl.end(quit)
    if quit and valid(q, "quit") and (q.get("command") != "quit" or not q["ok"]):
        bad.append(f"quit answered {q}")
    if rest:
        bad.append(f"output after {'quit' if quit else 'the end of the input'}: {rest[:200]!r}")
    c.check(not bad, f"{what}: {bad[:3]} (stderr {err[:300]!r})")
    return moves_made


def greeting(lang, env):
    """The greeting, as a client reads it before it sends anything."""
    out = subprocess.run([TREEREF, "--json", "--lang", lang], input="", capture_output=True,
                         text=True, env=env, timeout=HANG).stdout
    return json.loads(out.splitlines()[0])


def transcripts_valid(c, validator):
    """Every line the --json transcripts hold (tests/cli) is valid too:
    each game's queries, refusals and announcements."""
    n = 0
    for src in transcripts():
        base = src[:-3]
        if not os.path.exists(base + ".args") or "--json" not in open(base + ".args").read():
            continue
        with open(base + ".out", encoding="utf-8") as fp:
            lines = fp.read().splitlines()
        bad = []
        for k, line in enumerate(lines, 1):
            errors = [e.message for e in validator.iter_errors(json.loads(line))]
            if errors or (k == 1) != ("command" not in json.loads(line)):
                bad.append(f"line {k}: {errors[:2] or 'the greeting only first'}")
        c.check(not bad, f"{os.path.basename(base)}.out: {bad[:3]}")
        n += len(lines)
    c.check(n > 200, f"only {n} lines of --json transcripts")


def main():
    c = Checks("conformance")
    env = hermetic_env(tempdir())
    with open(SCHEMA, encoding="utf-8") as fp:
        schema = json.load(fp)
    jsonschema.Draft202012Validator.check_schema(schema)
    if os.environ.get("TREEREF_PROGRAM"):
        # a game built for the tests only (tests/toy) answers keys of its
        # own, which the shipped schema does not know
        schema["$defs"]["answer"].pop("additionalProperties", None)
    validator = jsonschema.Draft202012Validator(schema)
    if not os.environ.get("TREEREF_PROGRAM"):
        transcripts_valid(c, validator)
    ids = subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True,
                         env=env, timeout=HANG).stdout.split()
    c.begin("--game-ids lists the games")
    c.check(len(ids) >= 4 or os.environ.get("TREEREF_PROGRAM"), f"--game-ids: {ids}")
    for game in ids:
        for lang in ("en", "fr"):
            with c.case(f"{game} in {lang}, random games to their end"):
                for seed in range(2):
                    play(c, validator, game, lang, seed, env)
            # the client's own start: from what the greeting says of
            # the game, in this language, with no variant and with each
            # variant it lists
            hello = greeting(lang, env)
            g = [x for x in hello["games"] if x["id"] == game]
            c.check(len(g) == 1, f"the {lang} greeting lists {game} once")
            variants = [None] + [v["id"] for v in g[0].get("variants", [])] if g else []
            with c.case(f"{game} in {lang}, started its own way: {variants}"):
                for k, variant in enumerate(variants):
                    play(c, validator, game, lang, 10 + k, env, variant, own=True)
                    play(c, validator, game, lang, 11 + k, env, variant, own=True)
    c.finish()


if __name__ == "__main__":
    main()
