"""Tests as data (issue 29, item 8), as jq runs its manual: every example
`help` shows, in every game the program referees (asked with
--game-ids) and in both languages, and every example of the man page
(treeref.1: its command lines at the prompt and its shell lines) is run.
An example passes when the program reads it as the command it shows: not
an unknown word, not a wrong number of arguments (its usage back), and a
shell line ends without a usage error (status 2)."""
import glob
import json
import os
import re
import shlex
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, json_answers, registry, tempdir

EXAMPLE = {"en": "Example: ", "fr": "Exemple\u00a0: "}
USAGE = ("Usage: ", "Utilisation\u00a0: ")
UNKNOWN = ("unknown command", "commande inconnue")


def answers(lines, lang, env, cwd):
    r = subprocess.run([TREEREF, "--json", "--lang", lang], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, env=env, cwd=cwd, timeout=600)
    return json_answers(r.stdout)


def read_as_command(a):
    """Whether an answer is the command's own (accepted or refused by the
    game), not a word unknown or a count of arguments refused."""
    m = a["message"]
    return not (not a["ok"] and m.startswith(USAGE)) and not any(u in m for u in UNKNOWN)


def words_listed(new, lang, env, cwd):
    """The command words `help all` lists in a game: the first word of each
    indented line (usage lines), in the language of the messages."""
    got = answers([new, "help all"], lang, env, cwd)
    words = []
    for line in got[1]["message"].splitlines() if len(got) == 2 else []:
        m = re.match(r"^  (\S+)", line)
        if m and m.group(1) not in words:
            words.append(m.group(1))
    return words


def help_examples(c, env, cwd):
    games = registry(env)
    c.check(len(games) >= 4, f"games: {list(games)}")
    for gid, g in games.items():
        for lang in ("en", "fr"):
            new = g["new"]
            words = words_listed(new, lang, env, cwd)
            c.check(len(words) >= 10, f"{gid} {lang}: help lists {words}")
            for w in words:
                helped = answers([new, f"help {w}"], lang, env, cwd)
                text = helped[1]["message"] if len(helped) == 2 else ""
                ex = [x[len(EXAMPLE[lang]):] for x in text.splitlines()
                      if x.startswith(EXAMPLE[lang])]
                if not ex:
                    continue
                # each example alone after new (quit, lang and load too)
                got = answers([new, ex[0]], lang, env, cwd)
                # quit answers nothing: the game ends with it
                c.check(len(got) == 2 and read_as_command(got[1]) or
                        len(got) == 1 and got[0]["ok"] and w in ("quit", "quitter"),
                        f"{gid} ({lang}): help {w} shows {ex[0]!r}, which answers {got[1:]}")


def man_lines():
    """The man page's examples: each .Dl line, and the lines of each
    literal display of the EXAMPLES section, unescaped."""
    out = []
    section = ""
    literal = False
    with open(os.path.join(TOP, "treeref.1"), encoding="utf-8") as fp:
        for line in fp:
            line = line.rstrip("\n")
            if line.startswith(".Sh "):
                section = line[4:]
            if line.startswith(".Bd -literal"):
                literal = section == "EXAMPLES"
                continue
            if line.startswith(".Ed"):
                literal = False
                continue
            if line.startswith(".Dl "):
                line = line[4:]
            elif not literal:
                continue
            for a, b in (("\\(dq", '"'), ("\\('e", "é"), ("\\-", "-"), ("\\(aq", "'"),
                         ("\\e", "\\"), ("\\&", "")):
                line = line.replace(a, b)
            out.append(line)
    return out


def man_examples(c, env, tmp):
    """Shell lines run in a folder holding what they name (logs/, a
    players file, the sample tournament where the page says it is
    installed); prompt lines run after the last `new` line above them."""
    work = os.path.join(tmp, "man")
    os.makedirs(os.path.join(work, "logs"))
    os.makedirs(os.path.join(work, "night"))
    sample = sorted(glob.glob(os.path.join(TOP, "data", "tournament", "*.csv")))
    for f in sample[:6]:
        shutil.copy(f, os.path.join(work, "logs"))
    shutil.copy(sample[0], os.path.join(work, "a.csv"))
    shutil.copy(sample[1], os.path.join(work, "b.csv"))
    with open(os.path.join(work, "players.txt"), "w") as fp:
        fp.write("ann\nbob\ncid\ndee\neve\nfay\n")
    games = os.path.join(env["HOME"], ".local", "share", "treeref", "games")
    os.makedirs(games, exist_ok=True)
    shutil.copy(sample[0], games)
    known = set()
    for lang in ("en", "fr"):
        for w in words_listed("new bte ann bob", lang, env, work):
            known.add(w)
    known |= {"new", "nouveau"}
    new, shell, prompt = None, 0, 0
    for line in man_lines():
        cmd = line[2:] if line.startswith("$ ") else line
        m = re.match(r"^treeref[^>]*> (.*)$", cmd)
        if m:
            cmd = m.group(1)
        first = cmd.split()[0] if cmd.split() else ""
        if first == "treeref":
            shell += 1
            args = shlex.split(cmd)[1:]
            args = [a.replace("/usr/local/share/treeref", os.path.join(TOP, "data")) for a in args]
            expanded = []
            for a in args:
                hits = sorted(glob.glob(os.path.expanduser(a) if a.startswith("~") else a,
                                        root_dir=work)) if "*" in a else []
                expanded += hits or [os.path.expanduser(a) if a.startswith("~/") else a]
            expanded = [a.replace(os.path.expanduser("~"), env["HOME"]) for a in expanded]
            r = subprocess.run([TREEREF, *expanded], input="", cwd=work, env=env,
                               capture_output=True, text=True, timeout=600)
            # 2 is also an output refused (a second example writing the
            # same file), which is not a usage error
            c.check((r.returncode in (0, 1) or "already exists" in r.stderr) and
                    not r.stderr.startswith(USAGE),
                    f"man page: {line!r}: status {r.returncode}, {r.stderr[:300]!r}")
        elif first in known:
            prompt += 1
            lang = "fr" if first in ("nouveau", "prendre") else "en"
            if first in ("new", "nouveau"):
                new = cmd
            got = answers(([new] if new and new != cmd else []) + [cmd], lang, env, work)
            c.check(len(got) >= 1 and read_as_command(got[-1]),
                    f"man page: {line!r} (after {new!r}) answers {got[-1:]}")
    c.check(shell >= 15 and prompt >= 15,
            f"man page: {shell} shell lines and {prompt} prompt lines run")


def main():
    c = Checks("examples")
    tmp = tempdir()
    env = hermetic_env(tmp)
    cwd = os.path.join(tmp, "help")
    os.makedirs(cwd)
    help_examples(c, env, cwd)
    man_examples(c, env, tmp)
    c.finish()


main()
