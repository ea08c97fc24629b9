#!/usr/bin/env python3
"""pyref.py — a plain Python referee for Best Treehouse Ever, the second
baseline of make bench (issue 43): treeref against what a competent Python
programmer would write with the standard library, dicts, lists and classes.

    python3 pyref.py [--totals | --verdicts] SCRIPT...

reads command scripts (the lines `tests/bench/gen script N FILE` writes:
new bte [young] NAMES, place, discard, take, cover, choose, undo, redo)
and, for every line, parses it, checks it against the rules of
shared/spec/bte-rules.md, applies it and prints one line: what happened,
or why it was refused with the rule ids.  Rounds are scored when their
last game changer is covered (or colour chosen), and each game's bonuses,
totals and winners at its end.  Undo and redo step through a history of
whole game states.

With --totals, only one line per finished game is printed: each player's
name and final total, in seating order ("ann 21 bob 12"), which
tests/bench/run.sh and tests/py/test_pyref.py compare with treeref's.
With --verdicts, one line per command instead: its line number and "ok",
or "refused" and the rule ids broken, comma-separated (none for a
refusal that is not a game rule), to compare with treeref --json.
Exit status: 0 every command accepted, 1 one refused, 2 usage.
"""
import sys
import unicodedata

COLOURS = ["red", "yellow", "green", "blue", "purple", "brown"]
# every word a colour may be typed as, English and French
COLOUR_WORDS = {
    "red": "red", "rouge": "red",
    "yellow": "yellow", "jaune": "yellow",
    "green": "green", "vert": "green",
    "blue": "blue", "bleu": "blue",
    "purple": "purple", "violet": "purple",
    "brown": "brown", "marron": "brown", "brun": "brown",
}
VARIANT_WORDS = {"young", "jeunes", "strategic", "strategique", "turns", "tours", "xeno",
                 "new", "nouveau", "nouvelle"}
ROUNDS = 3
PICKS = 5
CARDS_PER_COLOUR = 12
ROOMS_PER_GAME = 15
MAX_LEVEL = 6
LEFT, CENTRE, RIGHT = -1, 0, 1
RULE_ORDER = ["phase", "turn", "occupied", "A", "B", "C", "D", "limit"]


class Refused(Exception):
    """A command that is not applied: the message and the rule ids broken
    (none for a usage error, a typo or an unknown word)."""

    def __init__(self, message, rules=()):
        super().__init__(message)
        self.rules = sorted(set(rules), key=RULE_ORDER.index)


def fold(word):
    """A word as it is compared: lower case, accents dropped."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def match_word(typed, choices, what):
    """The meaning of `typed` among `choices` (a dict from word to meaning):
    an exact word, or a prefix whose every completion means one thing."""
    key = fold(typed)
    if key in choices:
        return choices[key]
    candidates = [w for w in choices if w.startswith(key)]
    meanings = {choices[w] for w in candidates}
    if len(meanings) == 1:
        return meanings.pop()
    if not meanings:
        raise Refused(f"unknown {what} '{typed}'")
    raise Refused(f"ambiguous {what} '{typed}': {', '.join(sorted(candidates))}")


def parse_colour(word):
    return match_word(word, COLOUR_WORDS, "colour")


def parse_number(word):
    if not word.isdigit():
        raise Refused(f"'{word}' is not a whole number")
    return int(word)


def side_of(level, slot):
    if 2 * slot < level + 1:
        return LEFT
    if 2 * slot > level + 1:
        return RIGHT
    return CENTRE


def supports(level, slot):
    """The slots a slot rests on (none for level 2: the starting tree)."""
    if level == 2:
        return []
    return [(level - 1, i) for i in (slot - 1, slot) if 1 <= i <= level - 1]


def neighbours(level, slot):
    """The slots that touch a slot: beside it, under it and above it."""
    near = [(level, slot - 1), (level, slot + 1),
            (level - 1, slot - 1), (level - 1, slot),
            (level + 1, slot), (level + 1, slot + 1)]
    return [(n, i) for n, i in near if n >= 2 and 1 <= i <= n]


class Player:
    def __init__(self, name):
        self.name = name
        self.rooms = {}          # (level, slot) -> colour
        self.marker = CENTRE
        self.played = False      # has an entry in the current pick
        self.rooms_this_round = 0
        self.round_scores = []
        self.bonus = None
        self.total = 0

    def clone(self):
        other = Player(self.name)
        other.rooms = dict(self.rooms)
        other.marker = self.marker
        other.played = self.played
        other.rooms_this_round = self.rooms_this_round
        other.round_scores = list(self.round_scores)
        other.bonus = self.bonus
        other.total = self.total
        return other

    def count(self, colour):
        return sum(1 for c in self.rooms.values() if c == colour)

    def counts(self):
        result = {colour: 0 for colour in COLOURS}
        for colour in self.rooms.values():
            result[colour] += 1
        return result


class Game:
    def __init__(self, names, young):
        self.players = [Player(name) for name in names]
        self.young = young
        self.round = 1
        self.pick = 1
        self.phase = "build"     # build, take, cover, choose, over
        self.first = 0           # this round's first chooser
        self.discarded = {colour: 0 for colour in COLOURS}
        self.order = []          # seats still to take, cover or choose, in turn
        self.taken = {}          # seat -> kind taken this round
        self.kinds_left = {}
        self.cover = {}          # colour -> "x2" or "zero" this round
        self.chosen = set()      # colours chosen this round (young)

    def clone(self):
        other = Game.__new__(Game)
        other.players = [p.clone() for p in self.players]
        other.young = self.young
        other.round = self.round
        other.pick = self.pick
        other.phase = self.phase
        other.first = self.first
        other.discarded = dict(self.discarded)
        other.order = list(self.order)
        other.taken = dict(self.taken)
        other.kinds_left = dict(self.kinds_left)
        other.cover = dict(self.cover)
        other.chosen = set(self.chosen)
        return other

    # ---- words ------------------------------------------------------------
    def find_player(self, word):
        names = {fold(p.name): i for i, p in enumerate(self.players)}
        return match_word(word, names, "player")

    def colour_used(self, colour):
        return self.discarded[colour] + sum(p.count(colour) for p in self.players)

    def seats_from(self, seat):
        n = len(self.players)
        return [(seat + k) % n for k in range(n)]

    # ---- building -----------------------------------------------------------
    def placement_rules(self, seat, colour, level, slot):
        """Every rule a placement breaks, in the order of bte-rules.md."""
        player = self.players[seat]
        broken = []
        if self.phase != "build":
            broken.append("phase")
        elif player.played:
            broken.append("turn")
        if (level, slot) in player.rooms:
            broken.append("occupied")
        if any(below not in player.rooms for below in supports(level, slot)):
            broken.append("A")
        # the room already in the slot, if any, counts as one of the
        # player's rooms of its colour but never as touching the slot
        own = [pos for pos, c in player.rooms.items() if c == colour]
        if own:
            near = set(neighbours(level, slot))
            if not any(pos in near for pos in own):
                broken.append("B")
        if level > MAX_LEVEL:
            broken.append("C")
        side = side_of(level, slot)
        if side != CENTRE and side == player.marker:
            broken.append("D")
        if (self.colour_used(colour) >= CARDS_PER_COLOUR or
                len(player.rooms) >= ROOMS_PER_GAME or player.rooms_this_round >= PICKS):
            broken.append("limit")
        return broken

    def place(self, args):
        if len(args) != 4:
            raise Refused("usage: place NAME COLOUR LEVEL SLOT")
        seat = self.find_player(args[0])
        colour = parse_colour(args[1])
        level = parse_number(args[2])
        slot = parse_number(args[3])
        if level < 2 or not 1 <= slot <= level:
            raise Refused(f"no slot {slot} at level {level}: a level from 2, a slot from 1 to the level")
        broken = self.placement_rules(seat, colour, level, slot)
        player = self.players[seat]
        if broken:
            raise Refused(f"{player.name} cannot put a {colour} room at level {level} slot {slot}", broken)
        player.rooms[(level, slot)] = colour
        player.rooms_this_round += 1
        side = side_of(level, slot)
        if side == CENTRE:
            moved = "on the centre line, the marker stays"
        else:
            player.marker += side
            space = {LEFT: "left", CENTRE: "centre", RIGHT: "right"}[player.marker]
            moved = f"the marker moves to the {space}"
        return [f"{player.name}: {colour} room at level {level} slot {slot}; {moved}"] + self.played_by(seat)

    def discard(self, args):
        if len(args) not in (1, 2):
            raise Refused("usage: discard NAME [COLOUR]")
        seat = self.find_player(args[0])
        colour = parse_colour(args[1]) if len(args) == 2 else None
        broken = []
        if self.phase != "build":
            broken.append("phase")
        elif self.players[seat].played:
            broken.append("turn")
        if colour is not None and self.colour_used(colour) >= CARDS_PER_COLOUR:
            broken.append("limit")
        if broken:
            raise Refused(f"{self.players[seat].name} cannot discard now", broken)
        if colour is not None:
            self.discarded[colour] += 1
        what = f"a {colour} card" if colour else "a card face down"
        return [f"{self.players[seat].name} discards {what}"] + self.played_by(seat)

    def played_by(self, seat):
        """Mark a player's entry in the pick; close the pick when all have one."""
        self.players[seat].played = True
        if not all(p.played for p in self.players):
            return []
        for p in self.players:
            p.played = False
        if self.pick < PICKS:
            self.pick += 1
            return [f"pick {self.pick - 1} is complete; round {self.round}, pick {self.pick}"]
        return self.start_scoring()

    # ---- scoring phase ------------------------------------------------------
    def start_scoring(self):
        order = self.seats_from(self.first)
        self.cover = {}
        self.chosen = set()
        self.taken = {}
        names = ", ".join(self.players[s].name for s in order)
        if self.young:
            self.phase = "choose"
            self.order = order
            return [f"round {self.round} is built; each chooses a colour, in this order: {names}"]
        if len(self.players) == 2:
            self.phase = "cover"
            self.order = order
            for seat in order:
                self.taken[seat] = "zero"
            return [f"round {self.round} is built; each covers a colour with a zero card: {names}"]
        self.phase = "take"
        self.order = order
        self.kinds_left = {"x2": 2, "zero": 2}
        return [f"round {self.round} is built; game changers are taken in this order: {names}"]

    def scoring_checks(self, seat, phase):
        broken = []
        if self.phase != phase:
            broken.append("phase")
        elif self.order[0] != seat:
            broken.append("turn")
        return broken

    def take(self, args):
        if len(args) != 2:
            raise Refused("usage: take NAME x2|zero")
        seat = self.find_player(args[0])
        kind = match_word(args[1], {"x2": "x2", "zero": "zero"}, "game changer")
        broken = self.scoring_checks(seat, "take")
        if self.phase == "take" and self.kinds_left[kind] == 0:
            broken.append("limit")
        if broken:
            raise Refused(f"{self.players[seat].name} cannot take a {kind} card now", broken)
        self.kinds_left[kind] -= 1
        self.taken[seat] = kind
        self.order.pop(0)
        events = [f"{self.players[seat].name} takes a {kind} card"]
        if not self.order:
            self.phase = "cover"
            self.order = list(reversed(self.seats_from(self.first)))
            events.append("every game changer is taken; covering in reverse order")
        return events

    def cover_colour(self, args):
        if len(args) != 2:
            raise Refused("usage: cover NAME COLOUR")
        seat = self.find_player(args[0])
        colour = parse_colour(args[1])
        broken = self.scoring_checks(seat, "cover")
        if self.phase == "cover" and colour in self.cover:
            broken.append("limit")
        if broken:
            raise Refused(f"{self.players[seat].name} cannot cover {colour} now", broken)
        kind = self.taken[seat]
        self.cover[colour] = kind
        self.order.pop(0)
        events = [f"{self.players[seat].name} covers {colour} with a {kind} card"]
        if not self.order:
            events += self.score_round()
        return events

    def choose(self, args):
        if len(args) != 2:
            raise Refused("usage: choose NAME COLOUR")
        seat = self.find_player(args[0])
        colour = parse_colour(args[1])
        broken = self.scoring_checks(seat, "choose")
        if self.phase == "choose" and colour in self.chosen:
            broken.append("limit")
        if broken:
            raise Refused(f"{self.players[seat].name} cannot choose {colour} now", broken)
        self.chosen.add(colour)
        self.order.pop(0)
        events = [f"{self.players[seat].name} chooses {colour}"]
        if not self.order:
            events += self.score_round()
        return events

    def multiplier(self, colour):
        if self.young:
            return 1 if colour in self.chosen else 0
        kind = self.cover.get(colour)
        if kind == "x2":
            return 2
        if kind == "zero":
            return 0
        return 1

    def score_round(self):
        events = []
        for player in self.players:
            counts = player.counts()
            points = sum(counts[c] * self.multiplier(c) for c in COLOURS)
            player.round_scores.append(points)
            player.total += points
            events.append(f"{player.name}: {points} points in round {self.round}, {player.total} in all")
        if self.round == ROUNDS:
            return events + self.end_game()
        # the next first chooser: the most points, ties to the first met
        # clockwise from this round's first chooser
        best = max(p.total for p in self.players)
        self.first = next(s for s in self.seats_from(self.first) if self.players[s].total == best)
        self.round += 1
        self.pick = 1
        self.phase = "build"
        self.order = []
        for player in self.players:
            player.rooms_this_round = 0
        events.append(f"round {self.round}, pick 1; {self.players[self.first].name} will choose first")
        return events

    def end_game(self):
        events = []
        for player in self.players:
            player.bonus = 0
        for colour in COLOURS:
            counts = [p.count(colour) for p in self.players]
            most = max(counts)
            if most > 0 and counts.count(most) == 1:
                winner = self.players[counts.index(most)]
                winner.bonus += most
                events.append(f"bonus for {colour}: {winner.name}, {most}")
        for player in self.players:
            player.total += player.bonus
        self.phase = "over"
        ranking = sorted(self.players, key=self.rank_key, reverse=True)
        rank = 1
        for i, player in enumerate(ranking):
            if i > 0 and self.rank_key(player) != self.rank_key(ranking[i - 1]):
                rank = i + 1
            player.rank = rank
        winners = [p.name for p in ranking if p.rank == 1]
        events.append("game over: " + ", ".join(f"{p.name} {p.total} (rank {p.rank})" for p in self.players))
        events.append(" and ".join(winners) + (" win" if len(winners) > 1 else " wins"))
        return events

    @staticmethod
    def rank_key(player):
        largest = sorted(player.counts().values(), reverse=True)
        return (player.total, largest[0], largest[1])


class Referee:
    """A session: the current game and its history of states."""

    def __init__(self, totals_only, verdicts=False):
        self.verdicts = verdicts
        self.game = None
        self.undo_stack = []
        self.redo_stack = []
        self.totals_only = totals_only
        self.rejected = 0

    def report_totals(self):
        if self.totals_only and not self.verdicts and self.game is not None and self.game.phase == "over":
            print(" ".join(f"{p.name} {p.total}" for p in self.game.players))

    def new_game(self, args):
        if not args or fold(args[0]) != "bte":
            raise Refused("usage: new bte [young] NAME NAME [NAME [NAME]]")
        args = args[1:]
        young = bool(args) and fold(args[0]) in ("young", "jeunes")
        if young:
            args = args[1:]
        if not 2 <= len(args) <= 4:
            raise Refused("Best Treehouse Ever is played by 2 to 4 players")
        folded = [fold(a) for a in args]
        if len(set(folded)) != len(folded):
            raise Refused("two players have the same name")
        for word in folded:
            if word in VARIANT_WORDS:
                raise Refused(f"'{word}' is a command word, not a name")
        self.report_totals()
        self.game = Game(args, young)
        self.undo_stack = []
        self.redo_stack = []
        return [f"Best Treehouse Ever{' (young)' if young else ''}: {', '.join(args)}"]

    def run_line(self, line):
        words = line.split()
        if not words or words[0].startswith("#"):
            return []
        verb = words[0].lower()
        args = words[1:]
        if verb == "new":
            return self.new_game(args)
        if self.game is None:
            raise Refused("no game yet: start one with new")
        if verb == "undo":
            if not self.undo_stack:
                raise Refused("nothing to undo")
            state, text = self.undo_stack.pop()
            self.redo_stack.append((self.game, text))
            self.game = state
            return [f"undone: {text}"]
        if verb == "redo":
            if not self.redo_stack:
                raise Refused("nothing to redo")
            state, text = self.redo_stack.pop()
            self.undo_stack.append((self.game, text))
            self.game = state
            return [f"redone: {text}"]
        actions = {
            "place": Game.place,
            "discard": Game.discard,
            "take": Game.take,
            "cover": Game.cover_colour,
            "choose": Game.choose,
        }
        if verb not in actions:
            raise Refused(f"unknown command '{words[0]}'")
        if self.game.phase == "over":
            raise Refused("the game is over", ["phase"])
        before = self.game.clone()
        events = actions[verb](self.game, args)
        self.undo_stack.append((before, " ".join(words)))
        self.redo_stack = []
        return events

    def run_file(self, path):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                try:
                    events = self.run_line(line)
                    if self.verdicts:
                        if line.split() and not line.lstrip().startswith("#"):
                            print(f"{number} ok")
                    elif events and not self.totals_only:
                        print("; ".join(events))
                except Refused as refusal:
                    self.rejected += 1
                    rules = f" [{', '.join(refusal.rules)}]" if refusal.rules else ""
                    message = f"{path}:{number}: refused: {refusal}{rules}"
                    if self.verdicts:
                        print(f"{number} refused {','.join(refusal.rules)}")
                    elif self.totals_only:
                        print(message, file=sys.stderr)
                    else:
                        print(message)


def main(argv):
    totals_only = "--totals" in argv
    verdicts = "--verdicts" in argv
    paths = [a for a in argv if a not in ("--totals", "--verdicts")]
    if not paths:
        print("usage: pyref.py [--totals] SCRIPT...", file=sys.stderr)
        return 2
    referee = Referee(totals_only or verdicts, verdicts)
    for path in paths:
        referee.run_file(path)
    referee.report_totals()
    return 1 if referee.rejected else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
