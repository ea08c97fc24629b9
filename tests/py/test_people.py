"""Players across logs (issue 40, item 3): one spelling per person in a
whole output of standings, report and seat (Bruno, bruno and BRUNO are
one person, shown as first written); --people FILE joins spellings that
`new` tells apart (ann and anne) and says how the person is shown; a bad
people file is named line by line (FILE:LINE:, in English and French)
and nothing is printed."""
import os
import re
import subprocess

from common import TREEREF, Checks, hermetic_env, play, tempdir


def run(args, env, cwd):
    return subprocess.run([TREEREF] + args, env=env, cwd=cwd, capture_output=True, text=True)


def write(path, text):
    with open(path, "w", encoding="utf-8") as fp:
        fp.write(text)
    return path


def rows(text):
    """(player, games, wins) of each row of standings' text table."""
    return [(m.group(1), int(m.group(2)), int(m.group(3))) for m in
            re.finditer(r"^\s+\d+\s+(.+?)\s+(\d+)\s+(\d+)\s+\d", text, re.M)]


def games(c, env, tmp):
    pairs = [("Bruno", "kim"), ("bruno", "max"), ("zed", "BRUNO"), ("ann", "lea"),
             ("anne", "ned")]
    return [play(c, env, tmp, w, lo, f"g{i}") for i, (w, lo) in enumerate(pairs)]


def one_spelling(c, env, tmp, logs):
    """Without a people file: Bruno, bruno and BRUNO are one person, shown
    as in the first finished game read, in the standings and everywhere
    in the report; ann and anne are two."""
    r = run(["standings"] + logs, env, tmp)
    got = rows(r.stdout)
    c.check(r.returncode == 0 and ("Bruno", 3, 2) in got and ("ann", 1, 1) in got
            and ("anne", 1, 1) in got and not re.search(r"\bbruno\b|BRUNO", r.stdout),
            f"standings without a people file: {got} {r.stderr!r}")
    r = run(["report", "-o", "night.html"] + logs, env, tmp)
    page = open(os.path.join(tmp, "night.html"), encoding="utf-8").read() if r.returncode == 0 else ""
    c.check(r.returncode == 0 and "Bruno" in page and not re.search(r"\bbruno\b|BRUNO", page),
            f"the report shows Bruno one way: {r.returncode} {r.stderr!r} "
            f"{re.findall(r'.{30}(?:bruno|BRUNO).{30}', page)[:3]}")
    # seat: as the players file writes the name
    players = write(os.path.join(tmp, "players.txt"), "BRUNO\nkim\nmax\nzed\n")
    r = run(["seat", "bte", players] + logs + ["--seed", "1"], env, tmp)
    c.check(r.returncode == 0 and "BRUNO" in r.stdout and not re.search(r"\b[Bb]runo\b", r.stdout)
            and "plays in the logs but is not in" in r.stderr and "runo plays" not in r.stderr
            and "anne plays in the logs" in r.stderr,
            f"seat without a people file: {r.stdout!r} {r.stderr!r}")


def people_file(c, env, tmp, logs):
    """With a people file: ann and anne are one person, shown as the file
    says, in standings, report and seat (whose new lines keep the names
    as typed)."""
    people = write(os.path.join(tmp, "people.txt"),
                   "# the club's regulars\nAnn Smith = ann, anne\n\nBruno Dupont = bruno\n")
    r = run(["standings"] + logs + ["--people", "people.txt"], env, tmp)
    got = rows(r.stdout)
    c.check(r.returncode == 0 and ("Ann Smith", 2, 2) in got and ("Bruno Dupont", 3, 2) in got
            and not re.search(r"\banne?\b|\b[Bb]runo\b(?! Dupont)|BRUNO", r.stdout),
            f"standings --people: {got} {r.stderr!r}")
    r = run(["report", "--people", people, "-o", "people.html"] + logs, env, tmp)
    page = open(os.path.join(tmp, "people.html"), encoding="utf-8").read() if r.returncode == 0 else ""
    c.check(r.returncode == 0 and "Ann Smith" in page and "Bruno Dupont" in page
            and not re.search(r"\banne?\b|\b[Bb]runo\b(?! Dupont)|BRUNO", page),
            f"report --people: {r.returncode} {r.stderr!r} "
            f"{re.findall(r'.{30}(?:ann|bruno).{30}', page)[:3]}")
    players = write(os.path.join(tmp, "club.txt"), "ann\nbruno\nkim\nmax\nzed\nlea\nned\nmia\n")
    r = run(["seat", "bte", "club.txt"] + logs + ["--seed", "1", "--people", "people.txt"], env, tmp)
    c.check(r.returncode == 0 and "Ann Smith" in r.stdout and "Bruno Dupont" in r.stdout
            and re.search(r"new bte .*\bann\b", r.stdout) and "plays in the logs" not in r.stderr,
            f"seat --people: {r.stdout!r} {r.stderr!r}")
    r = run(["seat", "bte", "club.txt"] + logs + ["--seed", "1", "--json", "--people", "people.txt"],
            env, tmp)
    c.check(r.returncode == 0 and '"Ann Smith"' in r.stdout and re.search(r'"new bte [^"]*\bann\b', r.stdout),
            f"seat --json --people: {r.stdout!r}")
    # the file makes ann and anne one person: listing both is listing twice
    write(players, "ann\nanne\nkim\n")
    r = run(["seat", "bte", "club.txt", "--seed", "1", "--people", "people.txt"], env, tmp)
    c.check(r.returncode == 2 and r.stdout == "" and "club.txt:2: " in r.stderr
            and "twice" in r.stderr, f"seat, ann and anne listed: {r.returncode} {r.stderr!r}")
    r = run(["check", "--people", "people.txt"] + logs, env, tmp)
    c.check(r.returncode == 2 and "check takes no option --people" in r.stderr,
            f"check --people: {r.returncode} {r.stderr!r}")


BAD = ("# the club\n"
       "Ann Smith = ann, anne\n"
       "just a name\n"
       "Bob = bob smith\n"
       "Zoé = ANNE\n"
       "= x\n"
       "Cy =\n"
       "Dee = =dee\n")


def bad_file(c, env, tmp, logs):
    """Every bad line named by its file and line, the line a name is
    already given on named too; exit 2 and nothing printed or written, in
    English and in French."""
    write(os.path.join(tmp, "bad.txt"), BAD)
    want = {3: "write the name shown", 4: "one word each", 5: "already a name of Ann Smith (line 2)",
            6: "empty", 7: "name after", 8: "formula"}
    french = {3: "écrivez le nom affiché", 4: "un seul mot", 5: "«\u00a0ANNE\u00a0» désigne déjà Ann Smith (ligne\u00a02)",
              6: "vide", 7: "nom après", 8: "formule"}
    players = write(os.path.join(tmp, "four.txt"), "ann\nkim\nmax\nzed\n")
    for lang, words in (("C.UTF-8", want), ("fr_FR.UTF-8", french)):
        e = dict(env, LANG=lang)
        for args in (["standings"] + logs, ["report", "-o", "bad.html"] + logs,
                     ["seat", "bte", players, "--seed", "1"] + logs):
            r = run(args + ["--people", "bad.txt"], e, tmp)
            lines = r.stderr.splitlines()
            said = {int(m.group(1)): line for line in lines
                    for m in [re.match(r"bad\.txt:(\d+): \S", line)] if m}
            c.check(r.returncode == 2 and r.stdout == "" and len(lines) == len(want)
                    and sorted(said) == sorted(words)
                    and all(words[k] in said[k] and said[k].endswith(".") for k in words)
                    and not os.path.exists(os.path.join(tmp, "bad.html")),
                    f"{args[0]} --people bad.txt ({lang}): {r.returncode} {r.stdout!r} {lines}")
        r = run(["standings", "--people", "none.txt"] + logs, e, tmp)
        c.check(r.returncode == 2 and r.stdout == "" and r.stderr.startswith("treeref") and "none.txt" in r.stderr,
                f"a people file missing ({lang}): {r.returncode} {r.stderr!r}")


def main():
    c = Checks("people")
    tmp = tempdir()
    env = hermetic_env(tmp)
    env["LANG"] = "C.UTF-8"
    logs = games(c, env, tmp)
    one_spelling(c, env, tmp, logs)
    people_file(c, env, tmp, logs)
    bad_file(c, env, tmp, logs)
    c.finish()


main()
