"""Tests as data (issue 29, item 8), as jq runs its manual: every example
`help` shows, in every game the program referees (asked with
--game-ids) and in both languages, and every example of the man page
(treeref.1: its command lines at the prompt and its shell lines) is run.
An example passes when the program reads it as the command it shows: not
an unknown word, not a wrong number of arguments (its usage back), and a
shell line ends without a usage error (status 2).

The parts of the pages the games' own data says (treeref --doc, between
"BEGIN GENERATED" and "END GENERATED" markers) are written here by the
program under test into a temporary copy: the committed pages must be
what the build's program writes (make rewrites them), every game of
--game-ids must be in each of them, and each game's examples run: its
section's lines after its `new`, its game begun (each line's answer
compared with the answer shown), its notation's record.  Run with
tests/toy/treeref-toy, the pages it writes hold the toy games too."""
import glob
import json
import os
import re
import shlex
import shutil
import subprocess

from common import (TOP, TREEREF, Checks, at_terminal, hermetic_env, json_answers, registry,
                    tempdir)

EXAMPLE = {"en": "Example: ", "fr": "Exemple\u00a0: "}
USAGE = ("Usage: ", "Utilisation\u00a0: ")
# in a game with a notation, a word that is neither says so
UNKNOWN = ("unknown command", "commande inconnue", "neither a command nor a move",
           "ni une commande ni un coup")


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


# The pages with generated parts: file, language, macros (the French page
# is mdoc or man(7), as its first lines say).
DOC_PAGES = (("treeref.1", "en"), ("README.md", "en"), ("treeref.fr.1", "fr"))
MARKER = re.compile(r'^(?:\.\\" |<!-- )(BEGIN|END) GENERATED: (\S+)( fr)?(?: -->)?$')
PROMPT = re.compile(r"^treeref[^>]*> (.*)$")


def page_format(name):
    if name.endswith(".md"):
        return "md"
    with open(os.path.join(TOP, name), encoding="utf-8") as fp:
        head = fp.read(2000)
    return "man" if re.search(r"^\.TH ", head, re.M) else "mdoc"


def generated(c, name, lang, env, tmp):
    """The page as the program under test writes it (its text), from a
    copy in tmp, so that the committed one is never touched."""
    copy = os.path.join(tmp, os.path.basename(name))
    shutil.copy(os.path.join(TOP, name), copy)
    r = subprocess.run([TREEREF, "--lang", lang, "--doc", page_format(name), copy],
                       capture_output=True, text=True, env=env, timeout=600)
    c.check(r.returncode == 0 and r.stderr == "",
            f"{name}: --doc: status {r.returncode}, {r.stderr[:500]!r}")
    return r.stdout


def regions(text):
    """{name: [lines]} of each generated region."""
    out, name = {}, None
    for line in text.splitlines():
        m = MARKER.match(line)
        if m and m.group(1) == "BEGIN":
            name = m.group(2)
            out.setdefault(name, [])
        elif m:
            name = None
        elif name:
            out[name].append(line)
    return out


def unroff(line):
    for a, b in (("\\-", "-"), ("\\&", ""), ("\\e", "\\"), ("\\~", "\u00a0")):
        line = line.replace(a, b)
    return line


def display_indent(text, first, tmp):
    """The columns before a display's lines, where its line `first` (as
    in the source) begins when mandoc shows the page at 80 columns."""
    page = os.path.join(tmp, "indent.1")
    with open(page, "w", encoding="utf-8") as fp:
        fp.write(text)
    out = subprocess.run(["mandoc", "-Tutf8", "-O", "width=80", page], capture_output=True,
                         text=True, timeout=120).stdout
    for line in re.sub(".\b", "", out).splitlines():
        if line.strip() == first.strip():
            return len(line) - len(line.lstrip())
    return 80  # not shown: no terminal is that narrow, the check fails


def sections(lines, heading=(".Sh ", ".SH ")):
    """The region's lines split at its headings: [(title, lines)]."""
    out = []
    for line in lines:
        if line.startswith(heading):
            out.append((line[4:], []))
        elif out:
            out[-1][1].append(line)
    return out


def displays(lines):
    """What a section shows as typed: each display (.Bd -literal/.Ed,
    .EX/.EE) and each .Dl line, as lists of lines, in order."""
    out, cur = [], None
    for line in lines:
        if line.startswith((".Bd -literal", ".EX")):
            cur = []
        elif line.startswith((".Ed", ".EE")):
            out.append(cur)
            cur = None
        elif cur is not None:
            cur.append(unroff(line))
        elif line.startswith(".Dl "):
            out.append([unroff(" ".join(re.findall(r"\S+", line[4:])))])
    return out


def run_lines(lines, lang, env, cwd):
    return subprocess.run([TREEREF, "--lang", lang], input="".join(l + "\n" for l in lines),
                          capture_output=True, text=True, env=env, cwd=cwd, timeout=600)


def plain(roff):
    """Roff text without its font escapes (\\fB...\\fR) and with \\- as -."""
    return re.sub(r"\\f[BIRP]", "", roff).replace("\\-", "-")


def generated_pages(c, env, tmp):
    """The generated parts: current in the committed pages, every game in
    them, every example run."""
    games = registry(env)
    own = os.environ.get("TREEREF_PROGRAM") is None
    work = os.path.join(tmp, "doc")
    os.makedirs(work)
    for name, lang in DOC_PAGES:
        text = generated(c, name, lang, env, work)
        with c.case(f"{name}: generated parts"):
            if own:
                with open(os.path.join(TOP, name), encoding="utf-8") as fp:
                    committed = fp.read()
                c.check(text == committed, f"{name}: its generated parts are not what "
                        "the program writes (make rewrites them; commit the result)")
            reg = regions(text)
            c.check(reg, f"{name}: no generated part")
            if name.endswith(".md"):
                for gid, g in games.items():
                    for region in ("games", "sheets", "log-columns"):
                        c.check(f"**{g['title']}** (`{gid}`)" in "\n".join(reg.get(region, [])),
                                f"{name}: {gid} is not in the region {region}")
                    c.check(f"*{g['title']}*" in "\n".join(reg.get("titles-and", [])),
                            f"{name}: {gid} is not in the French list of titles")
                continue
            titles = [t for t, _ in sections(reg.get("game-sections", []))]
            for gid, g in games.items():
                c.check(g["title"].upper() in titles, f"{name}: no section for {gid}: {titles}")
                # as it reads: man(7)'s font escapes and \- (the French page) set aside
                ids = plain("\n".join(reg.get("game-ids", [])))
                c.check(re.search(rf"\b{re.escape(gid)}\b", ids), f"{name}: {gid} not listed")
                c.check(g["title"] in plain("\n".join(reg.get("titles", []))),
                        f"{name}: {gid}'s title is not in the list of titles")
        if name.endswith(".md"):
            continue
        for title, lines in sections(regions(text).get("game-sections", [])):
            with c.case(f"{name}: {title}: examples"):
                shown = displays(lines)
                session = [d for d in shown if d and PROMPT.match(d[0])]
                c.check(len(session) == 1, f"{name}: {title}: {len(session)} games begun")
                for d in session:
                    cmds = [PROMPT.match(l).group(1) for l in d if PROMPT.match(l)]
                    said = [l for l in d if not PROMPT.match(l)]
                    # run as a script at a terminal as wide as the page
                    # leaves the display: its answers and score tables
                    # laid out as the page shows them, line for line
                    cols = 80 - display_indent(text, d[0], work)
                    script = os.path.join(work, "session.txt")
                    with open(script, "w", encoding="utf-8") as fp:
                        fp.write("".join(l + "\n" for l in cmds))
                    status, out = at_terminal(["--lang", lang, script], env, cols, cwd=work)
                    c.check(status == 0 and out.rstrip("\n").split("\n") == said,
                            f"{name}: {title}: the game begun answers otherwise at a "
                            f"{cols}-column terminal (status {status}):\n{out}\n"
                            "the page shows:\n" + "\n".join(said))
                lines_shown = [d[0] for d in shown if len(d) == 1 and not PROMPT.match(d[0])]
                c.check(len(lines_shown) >= 2, f"{name}: {title}: examples {lines_shown}")
                new = lines_shown[0] if lines_shown else ""
                for ex in lines_shown[1:]:
                    got = answers([new, ex], lang, env, work)
                    c.check(len(got) == 2 and read_as_command(got[1]),
                            f"{name}: {title}: {ex!r} after {new!r} answers {got[1:]}")
        for title, lines in sections(regions(text).get("notation", []), (".Ss ", ".SS ")):
            with c.case(f"{name}: {title}: notation record"):
                shown = displays(lines)
                c.check(len(shown) == 2, f"{name}: {title}: {len(shown)} displays")
                record = shown[-1] if shown else []
                if "..." in record:
                    record = record[:record.index("...")]
                r = run_lines(record, lang, env, work)
                c.check(len(record) >= 2 and r.returncode == 0 and r.stderr == "",
                        f"{name}: {title}: the record {record} is refused: {r.stderr}")


def man7_format(c, env, tmp):
    """The French page will be man(7) (FR_MAN_FORMAT=man): every region
    written with --doc man in a man(7) page, in both languages, is clean
    under mandoc's lint and man at 80 columns, and shows each game."""
    work = os.path.join(tmp, "man7")
    os.makedirs(work)
    page = os.path.join(work, "page.1")
    names = ("titles", "game-ids", "variant-words", "game-sections", "notation", "sheets",
             "log-columns")
    with open(page, "w", encoding="utf-8") as fp:
        fp.write('.TH TREEREF 1 2026-11-27 treeref\n.SH NAME\ntreeref \\- test\n.SH GAMES\n')
        for n in names:
            fp.write(f'Region {n}:\n.\\" BEGIN GENERATED: {n}\n.\\" END GENERATED: {n}\n')
    games = registry(env)
    for lang in ("en", "fr"):
        r = subprocess.run([TREEREF, "--lang", lang, "--doc", "man", page], capture_output=True,
                           text=True, env=env, timeout=600)
        c.check(r.returncode == 0 and r.stderr == "", f"--doc man ({lang}): {r.stderr[:300]}")
        out = os.path.join(work, f"out-{lang}.1")
        with open(out, "w", encoding="utf-8") as fp:
            fp.write(r.stdout)
        lint = subprocess.run(["mandoc", "-Tlint", "-Wstyle", out], capture_output=True, text=True)
        bad = [l for l in (lint.stdout + lint.stderr).splitlines() if "mandoc.db" not in l]
        c.check(not bad, f"--doc man ({lang}): mandoc -Tlint:\n" + "\n".join(bad[:10]))
        warn = subprocess.run(["man", "--warnings", "-l", out], capture_output=True, text=True,
                              env=dict(env, MANWIDTH="80"))
        c.check(warn.stderr.strip() == "", f"--doc man ({lang}): man at 80 columns: {warn.stderr[:300]}")
        sections = [t for t, _ in sections_of(r.stdout)]
        for gid, g in games.items():
            c.check(g["title"].upper() in sections, f"--doc man ({lang}): no section for {gid}")


def sections_of(text):
    return sections(regions(text).get("game-sections", []))


def main():
    c = Checks("examples")
    tmp = tempdir()
    env = hermetic_env(tmp)
    cwd = os.path.join(tmp, "help")
    os.makedirs(cwd)
    help_examples(c, env, cwd)
    man_examples(c, env, tmp)
    generated_pages(c, env, tmp)
    man7_format(c, env, tmp)
    c.finish()


main()
