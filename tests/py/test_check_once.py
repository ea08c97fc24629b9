"""check reads each log once (issue 43): its walk of a file does the pass
that notes each game's identity (dedup.c's replay_identify_later), where
every other reader has a pass over the rows before its walk
(replay_identify).  The two must set the same games aside for the same
reasons: `check --json` still takes the pass first and says what it set
aside on standard error, plain `check` says it on standard output after
its line a file.  On random sets of logs (copies, revisions of one
game_id, corrections naming a game's hash, conflicts, damaged rows, a seq
written "01", one header or one a game, and a log big enough to be
checked in parts), both say the same lines and exit alike."""
import csv
import io
import os
import random
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

GEN = os.path.join(TOP, "tests", "bench", "gen")
ROUNDS = 60
MASK = (1 << 64) - 1
# what check says of a game set aside (C locale)
KINDS = ("the same game as", "replaced by revision", "corrected by revision", ": conflict: ")


def fnv_game(rows):
    """The content hash of a game's rows (ident_hash_row), as corrects
    writes it."""
    h = 0xcbf29ce484222325
    for line in rows:
        for field in next(csv.reader(io.StringIO(line))):
            for b in field.encode():
                h = ((h ^ b) * 0x100000001b3) & MASK
            h = ((h ^ 0x1f) * 0x100000001b3) & MASK
        h = ((h ^ 0x1e) * 0x100000001b3) & MASK
    return "%016x" % h


def games_of(path):
    """The header and each game's rows (lines without their end) of a
    log gen wrote, a header before each game."""
    with open(path) as fp:
        lines = fp.read().splitlines()
    header, games = lines[0], []
    for line in lines:
        if line == header:
            games.append([])
        else:
            games[-1].append(line)
    return header, games


def with_identity(rows, gid, rev, corrects):
    """The game with its first row's game_id, revision and corrects."""
    first = next(csv.reader(io.StringIO(rows[0])))
    first[-6:-3] = [gid, rev, corrects]
    out = io.StringIO()
    csv.writer(out, lineterminator="").writerow(first)
    return [out.getvalue()] + rows[1:]


def damaged(rng, text):
    """One of the ways a log goes wrong."""
    lines = text.split("\n")
    k = rng.randrange(1, max(2, len(lines) - 1))
    how = rng.randrange(5)
    if how == 0:  # a byte changed
        line = lines[k]
        if line:
            i = rng.randrange(len(line))
            lines[k] = line[:i] + rng.choice("x,\"9;é") + line[i + 1:]
    elif how == 1:  # a row lost
        del lines[k]
    elif how == 2:  # cut short
        return text[:rng.randrange(len(text))]
    elif how == 3:  # a new row's seq written otherwise
        news = [i for i, l in enumerate(lines) if ",1,new " in l]
        if news:
            i = rng.choice(news)
            lines[i] = lines[i].replace(",1,new ", rng.choice([",01,new ", ",+1,new ", ", 1,new "]), 1)
    else:  # a row twice
        lines.insert(k, lines[k])
    return "\n".join(lines)


class Pool:
    def __init__(self, rng, header, games):
        self.rng, self.header, self.games = rng, header, games
        self.ids = ["%032x" % rng.getrandbits(128) for _ in range(3)]
        self.hashes = []

    def game(self):
        """A game of the pool, maybe with an identity: an id of a few
        (revisions and conflicts), a revision, a correction of a game
        placed before."""
        rng = self.rng
        rows = rng.choice(self.games)
        if rng.random() < 0.6:
            gid = rng.choice(self.ids + [""])
            rev = rng.choice(["1", "1", "2", "3", "0", "x"])
            cor = rng.choice(self.hashes) if self.hashes and rng.random() < 0.4 else ""
            rows = with_identity(rows, gid, rev, cor)
        self.hashes.append(fnv_game(rows))
        return rows

    def log(self, ngames, one_header):
        out = []
        for k in range(ngames):
            if k == 0 or not one_header:
                out.append(self.header)
            out += self.game()
        return "\n".join(out) + "\n"


def both(c, env, tmp, paths, what):
    """check and check --json on the same files: the same games set
    aside, the same exit status."""
    plain = subprocess.run([TREEREF, "check"] + paths, env=env, cwd=tmp,
                           capture_output=True, text=True, timeout=300)
    json = subprocess.run([TREEREF, "check", "--json"] + paths, env=env, cwd=tmp,
                          capture_output=True, text=True, timeout=300)
    said = plain.stdout.splitlines()[len(paths):]
    c.check(plain.stderr == "" and said == json.stderr.splitlines() and
            plain.returncode == json.returncode,
            f"{what}: check said {said!r} ({plain.returncode}, {plain.stderr!r}); "
            f"check --json said {json.stderr.splitlines()!r} ({json.returncode})")
    return said


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w") as fp:
        fp.write(text)
    return name


def small_sets(c, env, tmp, rng, header, games, seen):
    for r in range(ROUNDS):
        pool = Pool(rng, header, games)
        d = os.path.join(tmp, f"r{r}")
        os.makedirs(d)
        names = []
        for k in range(rng.randrange(2, 7)):
            if names and rng.random() < 0.25:  # a copy of a file
                with open(os.path.join(d, rng.choice(names))) as fp:
                    text = fp.read()
            else:
                text = pool.log(rng.randrange(1, 5), rng.random() < 0.3)
            if rng.random() < 0.2:
                text = damaged(rng, text)
            names.append(write(d, f"{rng.choice('abc')}{k}.csv", text))
        said = both(c, env, d, names, f"round {r} {names}")
        seen.update(k for k in KINDS for line in said if k in line)


def big_sets(c, env, tmp, rng, header, games, big_games, seen):
    """A log over REPLAY_SPLIT_MIN (4 MiB), checked in parts on a machine
    of more than one CPU: each part's walk notes its games."""
    for r in range(4):
        pool = Pool(rng, header, games)
        d = os.path.join(tmp, f"big{r}")
        os.makedirs(d)
        body = []
        marked = []
        for k, rows in enumerate(big_games):
            if rng.random() < 0.01:
                rows = with_identity(rows, rng.choice(pool.ids), rng.choice("123"), "")
                marked.append(rows)
            if k == 0 or r % 2 == 0:  # one header a game, or one in all
                body.append(header)
            body += rows
        big = "\n".join(body) + "\n"
        names = [write(d, "big.csv", big if r != 3 else damaged(rng, big))]
        pool.hashes = [fnv_game(g) for g in marked]
        pool.games = marked or games
        for k in range(3):
            names.append(write(d, f"s{k}.csv", pool.log(rng.randrange(1, 4), False)))
        if r == 1:  # a copy of the big one, a game of it changed
            names.append(write(d, "big-copy.csv", big.replace(",1,new bte", ",1,new bte ", 1)))
        said = both(c, env, d, names, f"big round {r}")
        seen.update(k for k in KINDS for line in said if k in line)


def seq_written_otherwise(c, env, tmp, header, games):
    """A legal log whose new row's seq is "01": the pass begins no game
    there, so its walk leaves the file to the pass."""
    d = os.path.join(tmp, "seq01")
    os.makedirs(d)
    one = "\n".join([header] + games[0]).replace(",1,new ", ",01,new ", 1) + "\n"
    two = "\n".join([header] + games[1] + [header] +
                    [games[2][0].replace(",1,new ", ",01,new ")] + games[2][1:]) + "\n"
    names = [write(d, n, t) for n, t in (("a.csv", one), ("b.csv", one), ("c.csv", two), ("d.csv", two))]
    said = both(c, env, d, names, "seq 01")
    c.check(said == ["d.csv: set aside: the same game as c.csv."], f"seq 01: {said!r}")


def main():
    c = Checks("check_once")
    tmp = tempdir()
    env = hermetic_env(tmp)
    rng = random.Random(43)
    src = os.path.join(tmp, "gen.csv")
    subprocess.run([GEN, "log", "60", src], check=True, timeout=300)
    header, games = games_of(src)
    subprocess.run([GEN, "log", "1100", src], check=True, timeout=300)
    c.check(os.path.getsize(src) > 4 << 20, "the big log is over 4 MiB")
    _, big_games = games_of(src)
    seen = set()
    with c.case("small sets"):
        small_sets(c, env, tmp, rng, header, games, seen)
    seq_written_otherwise(c, env, tmp, header, games)
    with c.case("a big log in parts"):
        big_sets(c, env, tmp, rng, header, games, big_games, seen)
    # the rounds met every reason a game is set aside
    c.check(set(KINDS) <= seen, f"the reasons met: {seen}")
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
