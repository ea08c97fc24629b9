"""readline is loaded when a session at a terminal starts, not at every
start (issue 41, item 2: start-up): the program does not name it among
the libraries the dynamic loader opens; a script runs without it; at a
terminal it is there (TAB completes); and where it cannot be loaded (a
broken libreadline.so.8 found first, as LD_LIBRARY_PATH makes the
system's loader find it), the session says so once, in English and in
French, and goes on reading plain lines: a game is started and
played, Ctrl-C drops the line being typed, the question that offers to
resume a game is asked and answered, Ctrl-D ends it."""
import os
import re
import subprocess
import time

from common import TREEREF, Checks, Term, hermetic_env, tempdir


def broken_readline(tmp):
    """A folder whose libreadline.so.8 is no library at all."""
    d = os.path.join(tmp, "lib")
    os.makedirs(d)
    with open(os.path.join(d, "libreadline.so.8"), "w") as f:
        f.write("not a shared library\n")
    return d


def not_needed(c):
    out = subprocess.run(["readelf", "-d", TREEREF], capture_output=True, text=True,
                         timeout=60).stdout
    needed = [l for l in out.splitlines() if "(NEEDED)" in l]
    c.check(not any("libreadline" in l or "libtinfo" in l for l in needed),
            f"the program names neither readline nor tinfo for the loader: {needed}")
    # a script never opens it: a broken one found first changes nothing
    tmp = tempdir()
    env = hermetic_env(tmp)
    env["LD_LIBRARY_PATH"] = broken_readline(tmp)
    r = subprocess.run([TREEREF, "-"], input="new bte ann bob\nstatus\n", env=env,
                       capture_output=True, text=True, timeout=60)
    c.check(r.returncode == 0 and "still to play" in r.stdout and r.stderr == "",
            f"a script with a broken readline about: {r.returncode} {r.stdout!r} {r.stderr!r}")


def loaded_at_terminal(c):
    t = Term(hermetic_env(tempdir()))
    c.check(t.expect(r"treeref> "), "first prompt")
    c.check("line editor" not in t.seen, f"no complaint with the system's readline: {t.seen!r}")
    t.send("ne\t")
    c.check(t.expect(r"new "), "TAB completes: readline was loaded")
    t.send("\x15\x04")
    t.close()
    c.check(t.p.returncode == 0, f"exit status {t.p.returncode}")


SAID = {
    "C": r"treeref: the line editor could not be loaded \(.*libreadline\.so\.8.*\); "
         r"lines are read without editing, history or completion\.\r\n",
    "fr_FR.UTF-8": r"treeref\xa0: l'éditeur de ligne n'a pas pu être chargé "
                   r"\(.*libreadline\.so\.8.*\)\xa0; les lignes sont lues sans édition, "
                   r"historique ni complétion\.\r\n",
}
START = {"C": "new bte ann bob", "fr_FR.UTF-8": "nouveau bte ann bob"}
TO_PLAY = {"C": "still to play", "fr_FR.UTF-8": "reste à jouer"}
PROMPT = {"C": r"treeref bte r1 p1[^>]*> ", "fr_FR.UTF-8": r"treeref bte m1 t1[^>]*> "}
RESUME = {"C": r"Resume it\? \[Y/n\] ", "fr_FR.UTF-8": r"La reprendre\xa0\? \[O/n\] "}


def without_readline(c, lang):
    tmp = tempdir()
    env = hermetic_env(tmp)
    env["LANG"] = lang
    env["LD_LIBRARY_PATH"] = broken_readline(tmp)
    t = Term(env)
    c.check(t.expect(r"treeref> "), f"first prompt: {t.buf!r}")
    c.check(len(re.findall(SAID[lang], t.seen)) == 1,
            f"said once why there is no line editing: {t.seen!r}")
    c.check(t.run(START[lang], PROMPT[lang]), f"a game starts: {t.buf!r}")
    t.send("statu")
    c.check(t.expect("statu"), "typed text echoed")
    time.sleep(0.2)  # a person pauses before Ctrl-C
    t.send("\x03")
    c.check(t.expect(r"\n.*" + PROMPT[lang]), f"Ctrl-C gives a fresh prompt: {t.buf!r}")
    c.check(t.run("status", PROMPT[lang]), f"status: {t.buf!r}")
    c.check(TO_PLAY[lang] in t.seen and "statustatus" not in t.seen,
            f"the line after Ctrl-C is the one typed after it: {t.seen!r}")
    t.send("\x04")
    t.close()
    c.check(t.p.returncode == 0, f"Ctrl-D exit status {t.p.returncode}")

    # the game was journalled: the question, answered plainly
    t = Term(env)
    c.check(t.expect(RESUME[lang]), f"resume offered: {t.buf!r}")
    c.check(len(re.findall(SAID[lang], t.seen)) == 1,
            f"said once, before the question: {t.seen!r}")
    t.send("\r")
    c.check(t.expect(PROMPT[lang]), f"resumed: {t.buf!r}")
    c.check("line editor" not in t.seen and "éditeur" not in t.seen,
            f"not said again at the prompt: {t.seen!r}")
    t.send("\x04")
    t.close()
    c.check(t.p.returncode == 0, f"exit status {t.p.returncode}")


def main():
    c = Checks("test_lineedit")
    not_needed(c)
    loaded_at_terminal(c)
    for lang in SAID:
        with c.case(f"without_readline {lang}"):
            without_readline(c, lang)
    c.finish()


if __name__ == "__main__":
    main()
