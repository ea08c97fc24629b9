"""Names (cli.md "Names", issue 37): stored and compared in NFC
everywhere (the log's `new` row, seat's players file, --table), and
look-alikes refused where a name is typed, the character named: a
blank other than U+0020, U+034F, a variation selector, a Hangul filler,
a word mixing scripts (a Cyrillic "а" in "ann"); Han with kana and
Hangul with Han stay ordinary."""
import csv
import io
import os
import subprocess

from common import DATE, TREEREF, Checks, hermetic_env, tempdir

NFC = "\u00e9va"      # éva, one character
NFD = "e\u0301va"     # é as e and a combining accent


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def log_rows(path):
    with open(path, encoding="utf-8") as fp:
        return list(csv.DictReader(fp))


def nfc_everywhere(c, env, tmp):
    # the new row of the log, as the later rows
    out = os.path.join(tmp, "nfd.csv")
    r = run(["--date", DATE], env, tmp,
            f"new bte {NFD} bob\nplace {NFD} red 2 1\nplace bob blue 2 2\nexport log {out}\n")
    rows = log_rows(out) if os.path.exists(out) else []
    c.check(r.returncode == 0 and rows and rows[0]["command"] == f"new bte {NFC} bob" and
            NFD not in open(out, encoding="utf-8").read(),
            f"the new row in NFC: {[x['command'] for x in rows[:2]]} {r.stderr!r}")
    # seat: the same player typed both ways is listed twice
    players = os.path.join(tmp, "players.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write(f"{NFC}\nbob\n{NFD}\n")
    r = run(["seat", "bte", players, "--seed", "1"], env, tmp)
    c.check(r.returncode == 2 and "listed twice" in r.stderr and r.stdout == "",
            f"seat: NFC and NFD are one player: {r.returncode} {r.stdout!r} {r.stderr!r}")
    # seat prints names in NFC
    with open(players, "w", encoding="utf-8") as fp:
        fp.write(f"{NFD}\nbob\nann\n")
    r = run(["seat", "bte", players, "--seed", "1"], env, tmp)
    c.check(r.returncode == 0 and NFC in r.stdout and NFD not in r.stdout,
            f"seat prints NFC: {r.stdout!r} {r.stderr!r}")
    # --table café typed both ways is one table
    e = dict(env, XDG_STATE_HOME=os.path.join(tmp, "tables"))
    run(["--journal", "--table", "caf\u00e9"], e, tmp, "new bte ann bob\nplace ann red 2 1\n")
    r = run(["--journal", "--resume", "--table", "cafe\u0301"], e, tmp, "status\n")
    c.check(r.returncode == 0 and "Resumed the game of the journal (2 commands)" in r.stderr,
            f"--table: one table however typed: {r.returncode} {r.stderr!r}")
    tables = os.listdir(os.path.join(tmp, "tables", "treeref", "tables"))
    c.check(tables == ["caf\u00e9"], f"--table: one folder, in NFC: {tables!r}")


LOOKALIKES = [
    ("ann\u00a0b", "U+00A0 NO-BREAK SPACE"),
    ("a\u2003b", "U+2003 EM SPACE"),
    ("a\u2000b", "U+2000 EN QUAD"),   # NFC would make it U+2002: named as typed
    ("a\u202fb", "U+202F NARROW NO-BREAK SPACE"),
    ("an\u034fn", "U+034F COMBINING GRAPHEME JOINER"),
    ("ann\ufe0f", "U+FE0F VARIATION SELECTOR-16"),
    ("\u3164", "U+3164 HANGUL FILLER"),
    ("\u0430nn", "U+0430 CYRILLIC SMALL LETTER A"),
    ("b\u03bfb", "U+03BF GREEK SMALL LETTER OMICRON"),
]
ORDINARY = ["漢字ひらがな", "カタカナ漢字", "한국漢", "Zoé", "Ørjan", "Дмитрий", "ann-2"]


def lookalikes(c, env, tmp):
    for name, char in LOOKALIKES:
        r = run([], env, tmp, f"new bte {name} bob\nstatus\n")
        c.check(r.returncode == 1 and char in r.stderr and "no game yet" in (r.stdout + r.stderr).lower(),
                f"new: {name!r} refused naming {char}: {r.stderr!r}")
        r = run(["--lang", "fr"], env, tmp, f"new bte {name} bob\n")
        c.check(r.returncode == 1 and char in r.stderr, f"new, French: {name!r}: {r.stderr!r}")
        # seat's players file: the same check, with its line
        players = os.path.join(tmp, "look.txt")
        with open(players, "w", encoding="utf-8") as fp:
            fp.write(f"bob\n{name}\nann\n")
        r = run(["seat", "bte", players, "--seed", "1"], env, tmp)
        c.check(r.returncode == 2 and f"look.txt:2: " in r.stderr and char in r.stderr and
                r.stdout == "", f"seat: {name!r}: {r.returncode} {r.stderr!r}")
        # a table's name
        r = run(["--table", name], env, tmp, "")
        c.check(r.returncode == 2 and "cannot name a table" in r.stderr and char in r.stderr,
                f"--table {name!r}: {r.returncode} {r.stderr!r}")
    for name in ORDINARY:
        r = run([], env, tmp, f"new bte {name} bob\n")
        c.check(r.returncode == 0, f"new: {name!r} is an ordinary name: {r.stderr!r}")


def main():
    c = Checks("names")
    tmp = tempdir()
    env = hermetic_env(tmp)
    nfc_everywhere(c, env, tmp)
    lookalikes(c, env, tmp)
    c.finish()


if __name__ == "__main__":
    main()
