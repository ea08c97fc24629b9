"""Every error is written one way, in English and in French (issue 32,
item 11): after its place (`FILE:LINE: `, `FILE:ROW:COL: `, `treeref: `,
`treeref: warning: `) comes a sentence that ends with a full stop (or
! ? …, or a colon that brings the lines after it), and whose own first
word takes a capital, except in French after `treeref : ` and
`attention : `, where GNU's French catalogues write a small letter
(issue 42, item 4); what the user typed (a name, a colour, a card, a
file) is echoed as typed.  Only a usage or example line, which shows a
command's words, ends without a full stop.

One exception, kept as cli.md writes it: `treeref: write error: CAUSE`
when standard output cannot be written.

Walked: every refused line of every transcript (their .err files and the
--json "message" of each refused command), and, run here in both
languages, the program's own complaints on the command line, at start,
about a log, a players file, a folder and a table."""
import glob
import json
import os
import re
import shutil
import subprocess

from common import played_at_date, CLI, TREEREF, Checks, hermetic_env, tempdir, transcripts

LANGS = {"en": {"LANG": "C.UTF-8"}, "fr": {"LANG": "fr_FR.UTF-8"}}
# a finished game's log, to rank and report
LOG = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                    "csv", "tournament", "*.csv")))[0]
# a place, then the sentence: "-:4: ", "x.csv:2:4: ", "treeref: warning: "
# (FILE:LINE: is never spaced, in any language: editors parse it)
PLACE = re.compile(r"^(?:treeref\u00a0?: (?:(?:warning|attention)\u00a0?: )?)?"
                   r"(?:[^\s]*?:\d+(?::\d+)?: |[^\s:]+\.csv\u00a0?: )?")
TEMPLATE = re.compile(r"^(?:Usage|Utilisation|Example|Exemple)\u00a0?: ")
# English refusals begin with the rule's id, as logs and --json write it
RULE_ID = re.compile(r"^[A-Za-z0-9-]+ \([^)]*\): ")


def ends_ok(s):
    s = s.rstrip(" ")
    return s == "" or s[-1] in ".!?:\u2026" or TEMPLATE.match(s) is not None


def starts_ok(s, typed):
    """A capital; or a quote, a digit, a path; or a word the user typed,
    or an English rule id, as they are written."""
    if s == "" or TEMPLATE.match(s):
        return True
    if s[0].isupper() or s[0] in "\"«0123456789/.~-(":
        return True
    if RULE_ID.match(s):
        return True
    first = re.split(r"[\s:,;'’(]", s, 1)[0]
    return first in typed


# French after the program's name or attention: a small letter, as GNU's
# French catalogues write it (issue 42, item 4); a place after it, or a
# word all in capitals, or one the user typed, as they are
AFTER_PROGRAM_FR = re.compile(r"^treeref\u00a0: (?:attention\u00a0: )?(?![^\s]*?:\d)")


def sentence(c, line, typed, where):
    rest = line[PLACE.match(line).end():]
    c.check(ends_ok(rest), f"{where}: no full stop: {line!r}")
    if AFTER_PROGRAM_FR.match(line) and rest == line[AFTER_PROGRAM_FR.match(line).end():]:
        first = re.split(r"[\s:,;'’(]", rest, 1)[0]
        capital = rest[:1].isupper() and (rest[1:2].islower() or rest[1:2] in "'’")
        c.check(not capital or first in typed,
                f"{where}: a capital after treeref (French: a small letter): {line!r}")
        return
    c.check(starts_ok(rest, typed), f"{where}: no capital: {line!r}")


def typed_words(path):
    words = set()
    try:
        with open(path, encoding="utf-8") as fp:
            for ln in fp:
                words.update(re.split(r"[\s:]+", ln))
    except (OSError, UnicodeDecodeError):
        pass
    args = path[:-3] + ".args"
    if os.path.exists(args):
        with open(args, encoding="utf-8") as fp:
            words.update(fp.read().split())
    return words


def transcripts_walk(c):
    """Every refusal the transcripts hold: stderr lines and --json."""
    n = 0
    for inp in transcripts():
        base = inp[:-3]
        typed = typed_words(inp)
        name = os.path.relpath(base, CLI)
        if os.path.exists(base + ".err"):
            with open(base + ".err", encoding="utf-8") as fp:
                for line in fp.read().splitlines():
                    sentence(c, line, typed, name)
                    n += 1
        with open(base + ".out", encoding="utf-8") as fp:
            for line in fp:
                if not line.startswith("{") or '"ok": false' not in line:
                    continue
                try:
                    msg = json.loads(line)["message"]
                except ValueError:
                    continue
                for part in msg.split("\n"):
                    sentence(c, part, typed, name + " --json")
                    n += 1
    c.check(n > 300, f"only {n} refused lines in the transcripts")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def live(c, tmp):
    """The program's own complaints, typed wrong on purpose."""
    with open(os.path.join(tmp, "players.txt"), "w", encoding="utf-8") as fp:
        fp.write("ann\nbob\nann\n")
    with open(os.path.join(tmp, "broken.csv"), "w", encoding="utf-8") as fp:
        fp.write("game,version,seq,command\nbte,4,1,jump\n")
    with open(os.path.join(tmp, "empty.csv"), "w", encoding="utf-8") as fp:
        pass
    os.makedirs(os.path.join(tmp, "nothing"), exist_ok=True)
    with open(os.path.join(tmp, "exists.html"), "w", encoding="utf-8") as fp:
        fp.write("<p>kept</p>\n")
    with open(os.path.join(tmp, "players4.txt"), "w", encoding="utf-8") as fp:
        fp.write("ann\nbob\ncy\ndee\n")
    cases = [
        (["--frobnicate"], ""),
        (["--seed"], ""),
        (["--lang", "xx"], ""),
        (["--table", ".hidden"], ""),
        (["check", "none.csv", "broken.csv", "empty.csv"], ""),
        (["standings", "nothing"], ""),
        (["seat", "bte", "players.txt", "--seed", "x"], ""),
        (["seat", "bte", "players.txt"], ""),
        (["seat", "chess", "players.txt"], ""),
        (["replay", "broken.csv"], ""),
        # a file that cannot be written, after "treeref: " (capital in
        # English, small letter in French: the catalogue says which)
        (["standings", LOG, "--csv", "nodir/s.csv"], ""),
        (["report", LOG, "-o", "nodir/r.html"], ""),
        (["seat", "bte", "players4.txt", "--csv", "nodir/t.csv"], ""),
        (["report", LOG, "-o", "exists.html"], ""),
        (["--resume"], ""),
        ([], "new\nnew chess ann\nnew bte ann\nfoo\nundo\nredo\nload none.csv\n"
             "load broken.csv\nkept 9\nrules nope\nhelp nope\nexport log .\n"
             "lang xx\nnew bte ann bob\nplace zed red 2 1\nplace ann pink 2 1\n"
             "place ann red 9 9\nplace ann red\n\"\" x\n"),
    ]
    for lang, extra in LANGS.items():
        env = hermetic_env(tmp)
        env.update(extra)
        seen = 0
        for args, stdin in cases:
            r = run(args, env, tmp, stdin)
            typed = set(args) | set(re.split(r"\s+", stdin))
            lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
            if args[:1] == ["check"] or args[:1] == ["replay"]:
                # check writes its verdicts on standard output
                lines += [ln for ln in r.stdout.splitlines()
                          if "ok" not in ln and "conforme" not in ln]
            for line in lines:
                # the --help pointer and the resume hint are not errors
                if line.startswith(("Try ", "Essayez ", "  ")):
                    continue
                sentence(c, line, typed, f"{lang} {' '.join(args) or 'repl'}")
                # French spaces the program's colon (no-break space)
                c.check(lang != "fr" or not line.startswith("treeref: "),
                        f"{lang} {' '.join(args)}: 'treeref: ' unspaced: {line!r}")
                seen += 1
        c.check(seen >= 25, f"{lang}: only {seen} complaints seen")


# the line faults the program finds before it reads a word: too long,
# not UTF-8, a control character, a NUL byte
LINE_FAULTS = [b"x" * 5000, b"new bte ann \xc3\x28 bob", b"new bte ann b\x07ob",
               b"new bte ann\0bob"]


def line_faults(c, tmp):
    """A faulty line is refused in a sentence like every other, in a
    script, in --json and in a players file (--people): a capital after
    its FILE:LINE: place ("the line is not valid UTF-8 text" was not,
    "The line is longer than 4096 bytes" was), in both languages."""
    people = os.path.join(tmp, "people-faults.txt")
    for lang, extra in LANGS.items():
        env = hermetic_env(tmp)
        env.update(extra)
        script = b"".join(f + b"\n" for f in LINE_FAULTS)
        r = subprocess.run([TREEREF, "-"], input=script, env=env, cwd=tmp,
                           capture_output=True, timeout=60)
        lines = r.stderr.decode("utf-8").splitlines()
        c.check(len(lines) == len(LINE_FAULTS), f"{lang} script: {lines}")
        for line in lines:
            sentence(c, line, set(), f"{lang} a faulty line")
        r = subprocess.run([TREEREF, "--json", "-"], input=script, env=env, cwd=tmp,
                           capture_output=True, timeout=60)
        answers = [json.loads(a) for a in r.stdout.decode("utf-8").splitlines()[1:]]
        c.check(len(answers) == len(LINE_FAULTS) and not any(a["ok"] for a in answers),
                f"{lang} --json: {answers}")
        for a in answers:
            sentence(c, a["message"], set(), f"{lang} --json a faulty line")
        for fault in LINE_FAULTS[1:]:
            with open(people, "wb") as fp:
                fp.write(b"ann\n" + fault.replace(b"new bte ", b"") + b"\n")
            r = subprocess.run([TREEREF, "standings", "--people", people, LOG], env=env,
                               cwd=tmp, capture_output=True, timeout=60)
            lines = [ln for ln in r.stderr.decode("utf-8").splitlines() if ":2:" in ln]
            c.check(r.returncode != 0 and len(lines) == 1,
                    f"{lang} --people with {fault!r}: {r.returncode} {r.stderr!r}")
            for line in lines:
                sentence(c, line, set(), f"{lang} --people a faulty line")


def echoed_as_typed(c, tmp):
    """A rule's name of many words is matched with hyphens, and echoed
    as it was typed."""
    env = hermetic_env(tmp)
    env.update(LANG="fr_FR.UTF-8")
    r = run([], env, tmp, "nouveau bte ann bob\nrègles tour de jeux\n")
    c.check("«\u00a0tour de jeux\u00a0»" in r.stderr and "tour-de-jeux" not in r.stderr,
            f"règles tour de jeux: {r.stderr!r}")


def main():
    c = Checks("error style")
    transcripts_walk(c)
    tmp = tempdir()
    try:
        live(c, tmp)
        line_faults(c, tmp)
        echoed_as_typed(c, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
