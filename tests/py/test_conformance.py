"""The protocol, version 1 (cli.md): a generic client, with no code for
any game, plays random games of every game the program referees (asked
with --game-ids) to their end, in English and in French, entering only
lines that `legal` listed in "moves", and checks every answer against
the JSON Schema shipped in data/ (the toy's build too: run.sh runs this
file again with tests/toy/treeref-toy).

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


def play(c, validator, game, lang, seed, env):
    what = f"{game} {lang} seed {seed}"
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
        start = games[game]["new"] if game in games else None
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
    c.finish()


if __name__ == "__main__":
    main()
