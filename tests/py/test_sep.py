"""Files for a spreadsheet set up for French, and the front end's French
around files (issue 19): --sep ; writes semicolons (and a decimal comma
in the standings' averages), on the command line and after export;
load, check and standings read either separator, found from the header;
load then export log keeps the separator, byte for byte; the default
stays RFC 4180 commas and dots.  French subcommands (rejouer, vérifier,
classement, rapport) do what the English ones do, only as the first
argument; numbers shown in French take a decimal comma; check's lines
follow the French spacing after a file name or a place."""
import glob
import os
import shutil
import subprocess

from common import played_at_date, TOP, TREEREF, Checks, hermetic_env, tempdir

CSV = os.path.join(TOP, "tests", "csv")
TOURNAMENT = sorted(glob.glob(os.path.join(CSV, "tournament", "game*.csv")))
GAME = ["new bte ann bob", "place ann red 2 1", "place bob blue 2 2",
        "discard ann green", "discard bob yellow"]


def run(args, env, cwd, stdin=None):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def read(path):
    with open(path, "rb") as fp:
        return fp.read()


def first_line(path):
    return read(path).split(b"\n", 1)[0].decode()


# What begins every file written with --sep ; (cli.md): U+FEFF in UTF-8,
# for the spreadsheets that need it to read accents
BOM = "\ufeff"


def exports(c, env, tmp):
    """export scores|log FILE [--sep ;], and the --sep option."""
    r = run([], env, tmp, "\n".join(GAME + [
        "export scores comma.csv", "export scores semi.csv --sep ;",
        "export log comma-log.csv", "export log semi-log.csv --sep ;",
        "export log back.csv --sep ,"]) + "\n")
    c.check(r.returncode == 0, f"exports refused: {r.stderr}")
    c.check(first_line(os.path.join(tmp, "comma.csv")).startswith("player,round1,"),
            "default separator is not a comma")
    c.check(first_line(os.path.join(tmp, "semi.csv")).startswith(BOM + "player;round1;"),
            f"--sep ; wrote {first_line(os.path.join(tmp, 'semi.csv'))!r}")
    c.check(read(os.path.join(tmp, "semi.csv")).replace(b";", b",") ==
            BOM.encode() + read(os.path.join(tmp, "comma.csv")),
            "the semicolon sheet holds other cells than the comma one")
    c.check(first_line(os.path.join(tmp, "semi-log.csv")).startswith(BOM + "game;version;seq;command;"),
            "export log --sep ; wrote no semicolons")
    c.check(read(os.path.join(tmp, "back.csv")) == read(os.path.join(tmp, "comma-log.csv")),
            "--sep , is not the default")
    for name in ("comma.csv", "comma-log.csv", "back.csv"):
        c.check(not first_line(os.path.join(tmp, name)).startswith(BOM),
                f"{name}: a comma file begins with a byte-order mark")
    c.check("(fields separated by semicolons)" in r.stdout,
            f"the answer does not say semicolons: {r.stdout}")
    # the option for the whole session
    r = run(["--sep", ";"], env, tmp, "\n".join(GAME + ["export scores opt.csv"]) + "\n")
    c.check(read(os.path.join(tmp, "opt.csv")) == read(os.path.join(tmp, "semi.csv")),
            f"--sep ; on the command line: {r.stderr}")
    # refusals: nothing written, the usage named
    for bad in ("export scores x.csv --sep :", "export scores x.csv --sep",
                "export report x.html --sep ;", "export scores x.csv --csv ;"):
        r = run([], env, tmp, "\n".join(GAME + [bad]) + "\n")
        c.check(r.returncode == 1 and "Usage: export scores|log|report|notation FILE [--sep ;]" in r.stderr
                and not os.path.exists(os.path.join(tmp, "x.csv")) and
                not os.path.exists(os.path.join(tmp, "x.html")),
                f"{bad!r}: {r.stderr}")
    r = run(["--sep", "tab"], env, tmp, "")
    c.check(r.returncode == 2 and '"tab" is not a separator' in r.stderr,
            f"--sep tab: {r.returncode} {r.stderr}")
    r = run(["--lang", "fr", "--sep", ":"], env, tmp, "")
    c.check(r.returncode == 2 and "«\u00a0:\u00a0» n'est pas un séparateur" in r.stderr,
            f"--sep : in French: {r.stderr}")


def round_trip(c, env, tmp):
    """load reads either separator; export log after it keeps it."""
    semi = os.path.join(tmp, "semi-log.csv")
    r = run(["--force"], env, tmp, f"load {semi}\nexport log again.csv\nexport scores sc.csv\n")
    c.check(r.returncode == 0, f"load of a semicolon log: {r.stderr}")
    c.check(read(os.path.join(tmp, "again.csv")) == read(semi),
            "load then export log changed a semicolon log")
    c.check(first_line(os.path.join(tmp, "sc.csv")).startswith(BOM + "player;"),
            "the scores of a loaded semicolon log are not in semicolons")
    # --sep given wins over the loaded file's
    r = run(["--force", "--sep", ","], env, tmp, f"load {semi}\nexport log commas.csv\n")
    c.check(read(os.path.join(tmp, "commas.csv")) == read(os.path.join(tmp, "comma-log.csv")),
            f"--sep , with a semicolon log loaded: {r.stderr}")
    # a comma log stays a comma log
    r = run(["--force"], env, tmp, f"load comma-log.csv\nexport log c2.csv\n")
    c.check(read(os.path.join(tmp, "c2.csv")) == read(os.path.join(tmp, "comma-log.csv")),
            "a comma log came back changed")
    # a field holding the separator is quoted, and read back
    r = run(["--force"], env, tmp, "new tlh a;b c,d\nplay a;b red3 blue2\n"
            "export log q.csv --sep ;\nexport log qc.csv\n")
    text = read(os.path.join(tmp, "q.csv")).decode()
    c.check('"new tlh a;b c,d"' in text and '"a;b"' in text and ";c,d" not in text.split("\n")[0],
            f"quoting with semicolons: {text!r}")
    c.check('"new tlh a;b c,d"' in read(os.path.join(tmp, "qc.csv")).decode(),
            "quoting with commas")
    for f in ("q.csv", "qc.csv"):
        r = run(["check", f], env, tmp)
        c.check(r.returncode == 0 and ": ok: " in r.stdout, f"check {f}: {r.stdout}{r.stderr}")
        r = run(["--force"], env, tmp, f"load {f}\nexport log rt-{f}\n")
        c.check(read(os.path.join(tmp, "rt-" + f)) == read(os.path.join(tmp, f)),
                f"{f}: load then export log differ: {r.stderr}")


def standings(c, env, tmp):
    """standings --csv FILE --sep ; and the decimal comma."""
    semi_logs = []
    for p in TOURNAMENT:
        # the same logs written with semicolons, by treeref itself
        q = os.path.join(tmp, "semi-" + os.path.basename(p))
        run(["--force", "--sep", ";"], env, tmp, f"load {p}\nexport log {q}\n")
        semi_logs.append(q)
    en = run(["standings", "--csv", "t.csv"] + TOURNAMENT, env, tmp)
    c.check(en.returncode == 0 and " 2.42" in en.stdout, f"standings: {en.stdout}{en.stderr}")
    c.check(first_line(os.path.join(tmp, "t.csv")) == "game,rank,player,games,wins,tpoints,share,score"
            and b",2.42,100.0,119\n" in read(os.path.join(tmp, "t.csv")),
            "the default standings CSV")
    r = run(["standings"] + semi_logs, env, tmp)
    c.check(r.stdout == en.stdout, f"standings over semicolon logs: {r.stdout}{r.stderr}")
    r = run(["standings", "--csv", "ts.csv", "--sep", ";"] + TOURNAMENT, env, tmp)
    t = read(os.path.join(tmp, "ts.csv")).decode()
    c.check(r.returncode == 0 and t.startswith(BOM + "game;rank;player;games;wins;tpoints;share;score\n")
            and ";2,42;100,0;119\n" in t and "2.42" not in t,
            f"standings --sep ;: {t!r} {r.stderr}")
    r = run(["--sep", ";", "standings", "--csv", "ts2.csv"] + TOURNAMENT, env, tmp)
    c.check(read(os.path.join(tmp, "ts2.csv")) == read(os.path.join(tmp, "ts.csv")),
            "--sep ; before the subcommand")
    fr = run(["--lang", "fr", "classement"] + TOURNAMENT, env, tmp)
    c.check(fr.returncode == 0 and " 2,42" in fr.stdout and "2.42" not in fr.stdout,
            f"French standings without a decimal comma: {fr.stdout}")
    r = run(["standings", "--sep", ":"] + TOURNAMENT, env, tmp)
    c.check(r.returncode == 2 and "--sep takes ;" in r.stderr, f"standings --sep :: {r.stderr}")


def seat(c, env, tmp):
    """seat --csv FILE --sep ;: semicolons, and the headers in the
    session's language (French: table;place;joueur); canonical without."""
    with open(os.path.join(tmp, "players.txt"), "w") as fp:
        fp.write("ann\nbob\ncy\ndee\neve\n")
    r = run(["seat", "bte", "players.txt", "--seed", "3", "--csv", "s.csv"], env, tmp)
    plain = read(os.path.join(tmp, "s.csv")).decode()
    c.check(r.returncode == 0 and plain.startswith("table,seat,player\n1,1,"),
            f"seat --csv: {plain!r} {r.stderr}")
    r = run(["--lang", "fr", "répartir", "bte", "players.txt", "--seed", "3", "--csv",
             "sf.csv", "--sep", ";"], env, tmp)
    semi = read(os.path.join(tmp, "sf.csv")).decode()
    c.check(r.returncode == 0 and semi == BOM + plain.replace(",", ";").replace(
        "table;seat;player", "table;place;joueur"), f"répartir --sep ;: {semi!r} {r.stderr}")
    r = run(["--sep", ";", "seat", "bte", "players.txt", "--seed", "3", "--csv", "se.csv"], env, tmp)
    c.check(read(os.path.join(tmp, "se.csv")).decode() == BOM + plain.replace(",", ";"),
            "seat --sep ; in English: English headers, semicolons")
    r = run(["seat", "bte", "players.txt", "--sep", ":"], env, tmp)
    c.check(r.returncode == 2 and "--sep takes ;" in r.stderr, f"seat --sep :: {r.stderr}")


def option_values(c, env, tmp):
    """An option given without its value says so (never "unknown
    option"), for the global options and the subcommands' own; an
    option that does not exist is named as unknown; both exit 2."""
    for args, opt in ((["--sep"], "--sep"), (["--lang"], "--lang"), (["--table"], "--table"),
                      (["standings", "x.csv", "--csv"], "--csv"),
                      (["seat", "bte", "p.txt", "--seed"], "--seed"),
                      (["report", "x.csv", "--title"], "--title")):
        r = run(args, env, tmp)
        c.check(r.returncode == 2 and f'Option "{opt}" needs a value.' in r.stderr,
                f"{args}: {r.stderr!r}")
    r = run(["--lang", "fr", "classement", "x.csv", "--csv"], env, tmp)
    c.check(r.returncode == 2 and "«\u00a0--csv\u00a0» demande une valeur" in r.stderr,
            f"French, a value missing: {r.stderr!r}")
    r = run(["--zzz"], env, tmp)
    c.check(r.returncode == 2 and 'Unknown option "--zzz".' in r.stderr, f"--zzz: {r.stderr!r}")


def subcommands(c, env, tmp):
    """rejouer, vérifier/verifier, classement, rapport: as the English."""
    log = TOURNAMENT[0]
    pairs = [(["replay", log], ["rejouer", log]),
             (["check", log], ["vérifier", log]),
             (["check", log], ["verifier", log]),
             (["standings"] + TOURNAMENT, ["classement"] + TOURNAMENT)]
    for en, fr in pairs:
        a, b = run(en, env, tmp), run(fr, env, tmp)
        c.check(a.returncode == b.returncode == 0 and a.stdout == b.stdout,
                f"{fr[0]} differs from {en[0]}: {b.stdout}{b.stderr}")
    r = run(["rapport", "-o", "r.html"] + TOURNAMENT, env, tmp)
    c.check(r.returncode == 0 and os.path.exists(os.path.join(tmp, "r.html")),
            f"rapport: {r.stderr}")
    # the page's averages in its language
    page = read(os.path.join(tmp, "r.html")).decode()
    c.check("<td>2.42</td>" in page, "the English page's tournament points")
    r = run(["rapport", "--lang", "fr", "-o", "rf.html"] + TOURNAMENT, env, tmp)
    page = read(os.path.join(tmp, "rf.html")).decode()
    c.check("<td>2,42</td>" in page and "<td>2.42</td>" not in page,
            f"the French page's tournament points: {r.stderr}")
    # only as the first argument, spelt so: a script of that name runs
    with open(os.path.join(tmp, "classement"), "w") as fp:
        fp.write("nouveau tlh ann bob\nétat\n")
    r = run(["./classement"], env, tmp)
    c.check(r.returncode == 0 and "ann" in r.stdout and "Order:" not in r.stdout,
            f"./classement did not run as a script: {r.stdout}{r.stderr}")
    r = run(["--lang", "fr", "rejouer"], env, tmp)
    c.check(r.returncode == 2 and "treeref rejouer JOURNAL.csv" in r.stderr,
            f"rejouer usage: {r.stderr}")
    r = run(["--lang", "fr", "--help"], env, tmp)
    c.check("treeref classement JOURNAL.csv... [--csv FICHIER [--sep ;]]" in r.stdout
            and "--sep ;|," in r.stdout, f"French --help: {r.stdout}")


def french_check(c, env, tmp):
    """check's lines in French: « FILE : ok : … », « FILE:ROW:COL : … »."""
    bad = os.path.join(CSV, "bad")
    r = run(["--lang", "fr", "check", "no-new.csv", "unknown-action.csv", "none.csv"],
            env, bad)
    want = ("no-new.csv:2:4: Le premier événement doit lancer une partie "
            "(«\u00a0new JEU NOM...\u00a0»), mais c'est «\u00a0play\u00a0».\n"
            "unknown-action.csv:5:4: Action inconnue «\u00a0jump\u00a0».\n")
    # a file that cannot be read: treeref's own complaint, on stderr
    c.check(r.returncode == 1 and r.stdout == want and
            r.stderr == "treeref\u00a0: impossible de lire none.csv\u00a0: Aucun fichier ou "
            "dossier de ce type.\n", f"French check: {r.stdout!r} {r.stderr!r}")
    r = run(["--lang", "fr", "check", TOURNAMENT[0]], env, tmp)
    c.check(r.stdout.startswith(TOURNAMENT[0] + "\u00a0: conforme\u00a0; "), f"French check ok: {r.stdout!r}")
    r = run(["--lang", "fr", "replay", TOURNAMENT[0]], env, tmp)
    c.check((TOURNAMENT[0] + "\u00a0: ") in r.stdout and (TOURNAMENT[0] + ": ") not in r.stdout,
            f"French replay: {r.stdout[-200:]!r}")
    r = run(["--lang", "fr", "standings", "none.csv"], env, tmp)
    c.check(r.stderr.startswith("none.csv\u00a0: "), f"French standings of a missing file: {r.stderr!r}")
    r = run(["check", "none.csv"], env, tmp)
    c.check(r.stdout == "" and r.stderr.startswith("treeref: Cannot read none.csv: "),
            f"English check of a missing file: {r.stdout!r} {r.stderr!r}")
    # a script's refusals: « script:LINE : message »
    with open(os.path.join(tmp, "s.txt"), "w") as fp:
        fp.write("nouveau tlh ann bob\nzzz\n")
    r = run(["--lang", "fr", "s.txt"], env, tmp)
    c.check(r.stderr.startswith("s.txt:2: «\u00a0zzz\u00a0» n'est ni une commande ni un coup"),
            f"French script error: {r.stderr!r}")


def readers_take_the_mark(c, env, tmp):
    """Every reader of treeref's reads a file that begins with a
    byte-order mark as the same file without it: an event log written
    with --sep ; (check, replay, standings, report, notation, load), the
    players of seat, a script."""
    marked = os.path.join(tmp, "semi-log.csv")
    plain = os.path.join(tmp, "semi-plain.csv")
    with open(plain, "wb") as fp:
        fp.write(read(marked)[len(BOM.encode()):])
    c.check(read(marked).startswith(BOM.encode()) and not read(plain).startswith(BOM.encode()),
            "the marked log has its mark")
    raw = lambda args: subprocess.run([TREEREF] + args, env=env, cwd=tmp,
                                      capture_output=True, text=True)
    for args in (["check"], ["replay"], ["standings"], ["notation"]):
        a, b = raw(args + [marked]), raw(args + [plain])
        c.check(a.returncode == b.returncode == 0 and a.stdout.replace(marked, plain) == b.stdout
                and a.stderr == "", f"{args[0]} of a marked log: {a.returncode} {a.stderr!r}")
    r = run(["report", marked, "-o", os.path.join(tmp, "marked.html"), "--force"], env, tmp)
    c.check(r.returncode == 0 and r.stderr == "", f"report of a marked log: {r.stderr!r}")
    r = run([], env, tmp, f"load {marked}\nstatus\n")
    c.check(r.returncode == 0 and r.stderr == "", f"load of a marked log: {r.stderr!r}")
    with open(os.path.join(tmp, "marked-players.txt"), "w", encoding="utf-8") as fp:
        fp.write(BOM + "ann\nbob\ncy\ndee\n")
    r = run(["seat", "bte", "marked-players.txt", "--seed", "3"], env, tmp)
    c.check(r.returncode == 0 and "\ufeff" not in r.stdout and "ann" in r.stdout,
            f"seat with a marked players' file: {r.stdout!r} {r.stderr!r}")
    with open(os.path.join(tmp, "marked.txt"), "w", encoding="utf-8") as fp:
        fp.write(BOM + "new bte ann bob\nstatus\n")
    r = run(["marked.txt"], env, tmp)
    c.check(r.returncode == 0 and r.stderr == "", f"a marked script: {r.stderr!r}")


def main():
    c = Checks("test_sep")
    tmp = tempdir()
    try:
        env = hermetic_env(tmp)
        work = os.path.join(tmp, "work")
        os.makedirs(work)
        exports(c, env, work)
        round_trip(c, env, work)
        readers_take_the_mark(c, env, work)
        standings(c, env, work)
        seat(c, env, work)
        option_values(c, env, work)
        subcommands(c, env, work)
        french_check(c, env, work)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
