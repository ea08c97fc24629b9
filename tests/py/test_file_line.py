"""`FILE:LINE:` and `FILE:LINE:COL:` prefixes are not prose (issue 42,
item 3): in every language they are written as compilers write them,
with no space before their colons, so that an editor's jump-to-error
finds the place.  Each French error below (a script read from a file and
from standard input, `check` and `replay` of bad logs, the players file
of `seat`) is read as vim's errorformat or Emacs's compilation mode reads
it: the regex below must match, name the file given, and a line (and a
column) that the file has.  The old French `s1.txt:2 : ...` (a
non-breaking space before the colon) does not match, and neither does a
program name before the file."""
import glob
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

# what an editor parses: file, line, optional column, then a blank
EDITOR = re.compile(r"^([^:]+):([0-9]+):(?:([0-9]+):)? ")


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=120)


def parses(c, line, path, text, where):
    """LINE parsed as an editor does: the file PATH, a line of TEXT (and
    a column within it, if given)."""
    m = EDITOR.match(line)
    c.check(m is not None, f"{where}: an editor cannot parse {line!r}")
    if m is None:
        return
    c.check(m.group(1) == path, f"{where}: file {m.group(1)!r}, not {path!r}: {line!r}")
    rows = text.split("\n")
    n = int(m.group(2))
    c.check(1 <= n <= len(rows), f"{where}: line {n} is not in {path}: {line!r}")
    if m.group(3) is not None and 1 <= n <= len(rows):
        # a CSV column (a field), not a byte: at most the row's fields
        c.check(1 <= int(m.group(3)) <= rows[n - 1].count(",") + 1 or rows[n - 1] == "",
                f"{where}: column {m.group(3)} is not on line {n}: {line!r}")


def main():
    c = Checks("file:line: prefixes")
    c.check(EDITOR.match("s1.txt:2\u00a0: a ne peut pas") is None and
            EDITOR.match("treeref : p.txt:3: x") is None,
            "the parser refuses the old French prefixes")
    tmp = tempdir()
    try:
        env = hermetic_env(tmp)
        env.update(LANG="fr_FR.UTF-8")
        script = "new bte ann bob\nplace ann red 9 9\nzzz\n"
        with open(os.path.join(tmp, "s1.txt"), "w", encoding="utf-8") as fp:
            fp.write(script)
        # a script from a file, and the same from standard input ("-")
        for args, stdin, path in ((["--no-archive", "s1.txt"], "", "s1.txt"),
                                  (["--no-archive", "-"], script, "-")):
            r = run(args, env, tmp, stdin)
            lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
            c.check(r.returncode != 0 and len(lines) >= 3, f"script {path}: {r.returncode} {r.stderr!r}")
            for ln in lines:
                parses(c, ln, path, script, f"script {path}")
            c.check(any(ln.startswith(f"{path}:3: ") for ln in lines), f"script {path}: line 3: {lines!r}")
        # check and replay of every bad log of the test suite
        bad = sorted(glob.glob(os.path.join(TOP, "tests", "csv", "bad", "*.csv")))
        seen = 0
        for src in bad:
            name = os.path.basename(src)
            shutil.copy(src, os.path.join(tmp, name))
            with open(src, encoding="utf-8", errors="replace", newline="") as fp:
                text = fp.read().replace("\r\n", "\n")
            r = run(["check", name], env, tmp)
            for ln in r.stdout.splitlines():
                if not ln.startswith(name + ":") or ": conforme" in ln or re.match(re.escape(name) + r"\u00a0?: ", ln):
                    continue  # a verdict on the whole file, not a place
                parses(c, ln, name, text, f"check {name}")
                seen += 1
            r = run(["replay", name], env, tmp)
            for ln in (r.stdout + r.stderr).splitlines():
                if re.match(re.escape(name) + r":\d", ln):
                    parses(c, ln, name, text, f"replay {name}")
                    seen += 1
        c.check(seen >= 10, f"only {seen} located errors from check and replay of tests/csv/bad")
        # the players file of seat
        players = "ann\nbob\nann\n"
        with open(os.path.join(tmp, "p.txt"), "w", encoding="utf-8") as fp:
            fp.write(players)
        r = run(["seat", "bte", "p.txt"], env, tmp)
        c.check(r.returncode == 2 and r.stderr.startswith("p.txt:3: "), f"seat: {r.returncode} {r.stderr!r}")
        for ln in r.stderr.splitlines():
            parses(c, ln, "p.txt", players, "seat")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
