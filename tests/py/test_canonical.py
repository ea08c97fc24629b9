"""Portable event logs (version 2, and version 3's reveal rows): a game typed in French and the same
game typed in English leave the very same bytes in their event logs and
journals, for every French transcript and its English twin; player and
ingredient names stay as typed, even a player named like a colour.
Version 1 logs, written by the treeref before version 2 from French input
(tests/csv/v1), are still checked, replayed, ranked and loaded, and a
loaded one is exported again in version 2, English."""
import csv
import glob
import io
import re
import os
import subprocess

from common import played_at_date, TOP, TREEREF, Checks, hermetic_env, script_lines, tempdir, transcript, transcripts

V1 = os.path.join(TOP, "tests", "csv", "v1")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def read(path):
    if not os.path.exists(path):
        return None
    with open(path, "rb") as fp:
        return fp.read()


def export_log(script, env, work):
    """The event log a script leaves."""
    os.makedirs(work, exist_ok=True)
    run(["--force"], env, work, "\n".join(script) + "\nexport log log.csv\n")
    return read(os.path.join(work, "log.csv"))


def commands(log):
    return [row["command"] for row in csv.DictReader(io.StringIO(log.decode()))]


FRENCH = {"placer", "rouge", "bleu", "vert", "jaune", "violet", "marron",
          "nouveau", "jouer", "cachee", "strategique", "tours", "monochrome",
          "installer", "est", "ouest", "nord", "sud", "construire", "vierge",
          "commun", "en", "biscuit", "hautes", "petites", "couleurs"}


def twins(c, env, tmp):
    """(a) French transcript and English twin: identical logs, English."""
    n = 0
    for path in transcripts("fr-*"):
        name = os.path.basename(path)[3:-3]
        twin = transcript(name)
        if not os.path.exists(twin):
            continue
        n += 1
        fr = export_log(script_lines(path), env, os.path.join(tmp, "fr-" + name))
        en = export_log(script_lines(twin), env, os.path.join(tmp, name))
        if not c.check(fr is not None and en is not None, f"{name}: no log written"):
            continue
        c.check(fr == en, f"{name}: the French game's log differs from the English one's")
        words = {w.split("-")[0].rstrip("0123456789").lower()
                 for cmd in commands(fr) for w in cmd.split()}
        c.check(not words & FRENCH, f"{name}: French words in the log: {sorted(words & FRENCH)}")
        c.check(all(row.startswith(b"%s,5," % row.split(b",")[0])
                    for row in fr.splitlines()[1:]), f"{name}: rows not of version 5")
    c.check(n >= 12, f"only {n} French transcripts with an English twin")


def names_as_typed(c, env, tmp):
    """(b) Names are never translated, even when they read as keywords."""
    log = export_log(["nouveau bte Rouge Bleu", "placer Rouge rouge 2 1",
                      "placer Bleu ROUGE 2 2"], env, os.path.join(tmp, "names"))
    c.check(log is not None and commands(log) == [
        "new bte Rouge Bleu", "place Rouge red 2 1", "place Bleu red 2 2"],
        f"bte names like colours: {log and commands(log)}")
    log = export_log(["new magical ann:30 bob:20", "declarer pomme rouge",
                      "objectif ann pomme"], env, os.path.join(tmp, "ingr"))
    c.check(log is not None and commands(log)[1:] == [
        "declare pomme red", "objective ann pomme"],
        f"magical ingredient names: {log and commands(log)}")
    # version 4: a player is written as the game knows them, whatever
    # prefix or case was typed (version 3 kept "b" and "Bob")
    log = export_log(["new bte ann Bob", "placer ANN ro 2 1", "placer b bl 2 2"],
                     env, os.path.join(tmp, "prefix"))
    c.check(log is not None and commands(log)[1:] == [
        "place ann red 2 1", "place Bob blue 2 2"],
        f"players as the game knows them: {log and commands(log)}")


def journal(c, env, tmp):
    """(c) The journal holds the same English lines."""
    e = dict(env)
    e["XDG_STATE_HOME"] = os.path.join(tmp, "jstate")
    r = run(["--journal"], e, tmp, "nouveau tlh strategique ann bob\n"
            "objectif monochrome\njouer ann rouge3 bleu2\n")
    j = read(os.path.join(e["XDG_STATE_HOME"], "treeref", "journal")) or b""
    # each line: the command, a tab, its sequence number and checksum;
    # line 1 is the journal's own record
    cmds = [x.split("\t")[0] for x in j.decode().splitlines()[1:]
            if not x.startswith("@")]  # the game's records (issue 28)
    c.check(r.returncode == 0 and cmds == [
        "new tlh strategic ann bob", "objective monochromatic",
        "play ann red3 blue2"], f"journal: {j!r} {r.stderr}")
    r = run([], env, tmp, "new 3high xeno ann\ninstaller b2 transparent-grand\n"
            "annuler\n")
    # undo echoes the command in the user's own words (issue 19), while
    # the journal above keeps the English line
    c.check("Undone: installer b2 transparent-grand" in r.stdout,
            f"undo shows what was typed: {r.stdout}")


def version1(c, env, tmp):
    """(d) Version 1 logs with French words still read, and load as v2."""
    logs = sorted(glob.glob(os.path.join(V1, "*.csv")))
    c.check(len(logs) >= 4, "tests/csv/v1 holds the version 1 logs")
    for path in logs:
        name = os.path.basename(path)[:-4]
        raw = read(path)
        c.check(b",1,1,new " in raw and any(w in raw for w in (b" rouge", b" bleu", b"-bleue", b" grand")),
                f"{name}: not a version 1 log with French words")
        r = run(["check", path], env, tmp)
        c.check(r.returncode == 0 and ": ok: " in r.stdout, f"{name}: check: {r.stdout}{r.stderr}")
        r = run(["replay", path], env, tmp)
        c.check(r.returncode == 0 and r.stdout, f"{name}: replay: {r.stderr}")
        r = run(["standings", path], env, tmp)
        c.check(r.returncode == 0, f"{name}: standings: {r.stderr}")
        out = os.path.join(tmp, name + ".v2.csv")
        r = run(["--force"], env, tmp, f"load {path}\nexport log {out}\n")
        en = export_log(script_lines(transcript(name[3:])), env,
                        os.path.join(tmp, "v1-" + name))
        # the loaded game's dates are unknown (version 1): empty times;
        # and it has no id (version 5: a game of an older log is its own)
        want = re.sub(rb",[0-9T:+-]{25},", b",,", en or b"")
        want = re.sub(rb",[0-9a-f]{32},1,", b",,1,", want)
        c.check(read(out) is not None and read(out) == want,
                f"{name}: loaded and exported, not the English twin's version 2 log: {r.stderr}")
    # a log of both versions, row by row
    mixed = read(logs[0]).decode().splitlines()
    mixed[2] = mixed[2].replace(",1,", ",2,", 1)
    p = os.path.join(tmp, "mixed.csv")
    with open(p, "w", encoding="utf-8") as fp:
        fp.write("\n".join(mixed) + "\n")
    r = run(["check", p], env, tmp)
    c.check(r.returncode == 0, f"versions 1 and 2 in one log: {r.stdout}")
    for bad in ("0", "6", "02", "-1", "v2", "3a"):
        rows = read(logs[0]).decode().splitlines()
        rows[1] = rows[1].replace(",1,", f",{bad},", 1)
        with open(p, "w", encoding="utf-8") as fp:
            fp.write("\n".join(rows) + "\n")
        r = run(["check", p], env, tmp)
        c.check(r.returncode == 1 and f'Unknown log version "{bad}" (this treeref reads versions 1 to 5)'
                in r.stdout, f"version {bad}: {r.stdout}")


def version3(c, env, tmp):
    """Version 3: a Magical Treehouse reveal of several players names them
    all; a version 2 log, which named the first, still checks and loads."""
    log = export_log(["new magical ann:30 bob:20 cy:10", "reveal ann 12 bob 15 cy 3",
                      "reveal"], env, os.path.join(tmp, "v3"))
    rows = list(csv.DictReader(io.StringIO(log.decode()))) if log else []
    c.check(len(rows) == 2 and rows[1]["version"] == "5" and rows[1]["player"] == "ann bob cy"
            and rows[1]["treehouses"] == "", f"version 3 reveal row: {rows}")
    p = os.path.join(tmp, "v3", "log.csv")
    r = run(["check", p], env, tmp)
    c.check(r.returncode == 0 and ": ok" in r.stdout, f"version 3 log checks: {r.stdout}")
    v2 = os.path.join(TOP, "tests", "csv", "v2", "magical-keita.csv")
    old = list(csv.DictReader(io.StringIO(read(v2).decode())))
    rev = [row for row in old if row["command"].startswith("reveal ") and
           len(row["command"].split()) > 3]
    c.check(rev and all(row["version"] == "2" and " " not in row["player"] for row in rev),
            "the version 2 fixture names the first player of a reveal")
    r = run(["check", v2, os.path.join(TOP, "tests", "csv", "v2", "bte-2p.csv")], env, tmp)
    c.check(r.returncode == 0 and r.stdout.count(": ok") == 2, f"version 2 logs check: {r.stdout}")
    # the same row rewritten as version 3 with only the first name is refused
    bad = read(v2).decode().replace("\nmagical,2,", "\nmagical,3,")
    q = os.path.join(tmp, "v3", "bad.csv")
    with open(q, "w", encoding="utf-8") as fp:
        fp.write(bad)
    r = run(["check", q], env, tmp)
    c.check(r.returncode == 1 and "player" in r.stdout, f"a version 3 row with one name: {r.stdout}")


def main():
    c = Checks("canonical")
    tmp = tempdir()
    env = hermetic_env(tmp)
    twins(c, env, tmp)
    names_as_typed(c, env, tmp)
    journal(c, env, tmp)
    version1(c, env, tmp)
    version3(c, env, tmp)
    c.finish()


main()
