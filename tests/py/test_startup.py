"""What a start of the program opens (issue 41, item 2, and issue 43:
start-up at most 1.2x `bc -q` for the dynamic build): --version and a
one-line script of ASCII names, in English and in French, open no
library they do not use: the loader is told of the C library alone.
libunistring is opened (dlopen, src/util/unicode.c) the first time a
text beyond ASCII needs it: a name with an accent opens it; where it
cannot be loaded (a broken libunistring.so.2 found first, as
LD_LIBRARY_PATH makes the loader find it), ASCII scripts run as before
and a name beyond ASCII stops the program with a message that names
the library, in English and in French.  French output of ASCII names
(accents, non-breaking spaces, guillemets: U+00A0 to U+02FF) is laid
out without it (render.c's fast path, issue 43's French cost): whole
generated games in French run the same with a broken libunistring and
open none.  libcsv likewise
(src/log/csvlib.c) when a CSV file is first read or written: an export
opens it, and without it check and an export say why, the export before
it makes any file.  strace
lists the files a run opens: no clock is read."""
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

GEN = os.path.join(TOP, "tests", "bench", "gen")

LANGS = ("C.UTF-8", "fr_FR.UTF-8")
ONE_LINE = "new bte ann bob\n"


def dynamic():
    out = subprocess.run(["readelf", "-l", TREEREF], capture_output=True, text=True,
                         timeout=60).stdout
    return "INTERP" in out


def opened(args, env, tmp, stdin=""):
    """The run's result and every path it tried to open, read or stat."""
    trace = os.path.join(tmp, "trace")
    # an ASan build's leak check cannot run under ptrace: off for strace
    env = dict(env, ASAN_OPTIONS=":".join(filter(None, [env.get("ASAN_OPTIONS"),
                                                        "detect_leaks=0"])))
    r = subprocess.run(["strace", "-f", "-qq", "-o", trace, "-e", "trace=%file",
                        TREEREF] + args, input=stdin, env=env, cwd=tmp,
                       capture_output=True, text=True, timeout=120)
    with open(trace, encoding="utf-8", errors="replace") as f:
        paths = re.findall(r'^\S+\s+\w+\((?:AT_FDCWD, )?"([^"]*)"', f.read(), re.M)
    return r, paths


def run(args, env, tmp, stdin=None):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=tmp,
                          capture_output=True, text=True, timeout=60)


def env_for(lang, tmp):
    env = hermetic_env(tmp)
    env["LANG"] = lang
    return env


def script(tmp, text):
    path = os.path.join(tmp, "one.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def nothing_unneeded(c):
    for lang in LANGS:
        tmp = tempdir()
        env = env_for(lang, tmp)
        for what, args in (("--version", ["--version"]),
                           ("a one-line script", [script(tmp, ONE_LINE)])):
            r, paths = opened(args, env, tmp)
            c.check(r.returncode == 0 and r.stdout and r.stderr == "",
                    f"{lang} {what}: {r.returncode} {r.stdout!r} {r.stderr!r}")
            c.check(not any("libunistring" in p for p in paths),
                    f"{lang} {what} opens libunistring: {paths}")
            c.check(not any("libreadline" in p or "libtinfo" in p for p in paths),
                    f"{lang} {what} opens readline: {paths}")
            c.check(not any("libcsv" in p for p in paths),
                    f"{lang} {what} opens libcsv: {paths}")
    out = subprocess.run(["readelf", "-d", TREEREF], capture_output=True, text=True,
                         timeout=60).stdout
    needed = [l for l in out.splitlines() if "(NEEDED)" in l]
    # (an ASan build names its sanitizers' libraries too)
    c.check(any("libc.so" in l for l in needed) and
            not any(lib in l for l in needed
                    for lib in ("libcsv", "libunistring", "libreadline", "libtinfo")),
            f"the loader is told to load a library a start does not use: {needed}")


def opened_past_ascii(c):
    tmp = tempdir()
    env = env_for("fr_FR.UTF-8", tmp)
    r, paths = opened([script(tmp, "new bte Zoé e\u0301va bob\n")], env, tmp)
    c.check(r.returncode == 0 and "Zoé, éva et bob" in r.stdout and r.stderr == "",
            f"names beyond ASCII: {r.returncode} {r.stdout!r} {r.stderr!r}")
    c.check(any("libunistring" in p for p in paths),
            f"libunistring opened for a name beyond ASCII: {paths}")


def broken(tmp, soname):
    """A folder whose `soname` is no library at all."""
    d = os.path.join(tmp, "lib")
    os.makedirs(d)
    with open(os.path.join(d, soname), "w") as f:
        f.write("not a shared library\n")
    return d


SAID = {
    "C.UTF-8": r"treeref: the Unicode library could not be loaded \(.*libunistring\.so\.2.*\); "
               r"text beyond ASCII cannot be checked or shown without it\.\n",
    "fr_FR.UTF-8": "treeref\u00a0: la bibliothèque Unicode n'a pas pu être chargée "
                   r"\(.*libunistring\.so\.2.*\)" "\u00a0; un texte hors ASCII ne peut être "
                   r"ni vérifié ni affiché sans elle\.\n",
}


def without_library(c, lang):
    tmp = tempdir()
    env = env_for(lang, tmp)
    ascii_script = script(tmp, ONE_LINE + "status\n")
    want = run([ascii_script], env, tmp)
    env["LD_LIBRARY_PATH"] = broken(tmp, "libunistring.so.2")
    r = run([ascii_script], env, tmp)
    c.check((r.returncode, r.stdout, r.stderr) == (want.returncode, want.stdout, want.stderr)
            and r.returncode == 0,
            f"an ASCII script without libunistring: {r.returncode} {r.stdout!r} {r.stderr!r}")
    r = run(["--version"], env, tmp)
    c.check(r.returncode == 0 and r.stdout.startswith("treeref "),
            f"--version without libunistring: {r.returncode} {r.stdout!r} {r.stderr!r}")
    r = run(["-"], env, tmp, "new bte Zoé bob\n")
    c.check(r.returncode == 2 and re.fullmatch(SAID[lang], r.stderr) and "Zoé" not in r.stdout,
            f"a name beyond ASCII without libunistring: {r.returncode} {r.stdout!r} "
            f"{r.stderr!r}")


def french_games_without_library(c):
    """Whole games of ASCII names in French (tests/bench/gen's script:
    moves, scores, winners) lay their French text out without
    libunistring: none opened, and the same output where it is broken."""
    tmp = tempdir()
    env = env_for("fr_FR.UTF-8", tmp)
    games = os.path.join(tmp, "games.txt")
    subprocess.run([GEN, "script", "12", games], check=True, timeout=60)
    want = run(["--no-archive", games], env, tmp)
    latin = sorted({ch for ch in want.stdout if "\u00a0" <= ch <= "\u02ff"})
    c.check(want.returncode == 0 and len(latin) >= 3,
            f"French games: {want.returncode} {latin} {want.stderr[-300:]!r}")
    r, paths = opened(["--no-archive", games], env, tmp)
    c.check(r.stdout == want.stdout and not any("libunistring" in p for p in paths),
            f"French games of ASCII names open libunistring: "
            f"{[p for p in paths if 'unistring' in p]}")
    env["LD_LIBRARY_PATH"] = broken(tmp, "libunistring.so.2")
    r = run(["--no-archive", games], env, tmp)
    c.check((r.returncode, r.stdout, r.stderr) == (want.returncode, want.stdout, want.stderr),
            f"French games without libunistring: {r.returncode} {r.stderr!r}")


CSV_SAID = {
    "C.UTF-8": r"treeref: the CSV library could not be loaded \(.*libcsv\.so\.3.*\); "
               r"no CSV file can be read or written without it\.\n",
    "fr_FR.UTF-8": "treeref\u00a0: la bibliothèque CSV n'a pas pu être chargée "
                   r"\(.*libcsv\.so\.3.*\)" "\u00a0; aucun fichier CSV ne peut être lu "
                   r"ni écrit sans elle\.\n",
}


def csv_without_library(c, lang):
    tmp = tempdir()
    env = env_for(lang, tmp)
    log = os.path.join(tmp, "game.csv")
    r, paths = opened(["--no-archive", "-"], env, tmp,
                      f"new bte ann bob\nplace ann red 2 1\nexport log {log}\n")
    # every CSV file is written through libcsv: an export opens it
    c.check(r.returncode == 0 and os.path.exists(log) and
            any("libcsv" in p for p in paths),
            f"a log written through libcsv: {r.returncode} {r.stderr!r} "
            f"{[p for p in paths if 'csv' in p]}")
    r, paths = opened(["check", log], env, tmp)
    c.check(r.returncode == 0 and any("libcsv" in p for p in paths),
            f"check opens libcsv: {r.returncode} {r.stdout!r} {r.stderr!r}")
    env["LD_LIBRARY_PATH"] = broken(tmp, "libcsv.so.3")
    r = run(["-"], env, tmp, ONE_LINE + "status\n")
    c.check(r.returncode == 0 and r.stderr == "",
            f"a script without libcsv: {r.returncode} {r.stdout!r} {r.stderr!r}")
    r = run(["check", log], env, tmp)
    c.check(r.returncode == 2 and re.fullmatch(CSV_SAID[lang], r.stderr) and r.stdout == "",
            f"check without libcsv: {r.returncode} {r.stdout!r} {r.stderr!r}")
    # an export stops before it makes any file, its temporary included
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    r = run(["--no-archive", "-"], env, out,
            f"new bte ann bob\nplace ann red 2 1\nexport log {out}/again.csv\n")
    c.check(r.returncode == 2 and re.fullmatch(CSV_SAID[lang], r.stderr) and
            os.listdir(out) == [],
            f"export without libcsv: {r.returncode} {r.stderr!r} {os.listdir(out)}")


def main():
    c = Checks("test_startup")
    if shutil.which("strace") is None:
        c.check(False, "strace is needed (make deps installs it)")
        c.finish()
    if not dynamic():
        # a static program (STATIC=1) opens no library at all
        c.begin("static")
        r = subprocess.run([TREEREF, "--version"], capture_output=True, text=True, timeout=60)
        c.check(r.returncode == 0, f"--version: {r.returncode}")
        c.finish()
    nothing_unneeded(c)
    opened_past_ascii(c)
    with c.case("french_games_without_library"):
        french_games_without_library(c)
    for lang in LANGS:
        with c.case(f"without_library {lang}"):
            without_library(c, lang)
        with c.case(f"csv_without_library {lang}"):
            csv_without_library(c, lang)
    c.finish()


if __name__ == "__main__":
    main()
