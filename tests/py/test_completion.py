"""The bash completion script, with Debian's bash-completion: options,
--lang values, subcommands (French ones for a French user), .csv files for
check and report, .html after report -o, the separators after --sep, the
game ids after seat (asked of the program: treeref --game-ids); the fish
and zsh descriptions in French for a French user."""
import os
import pty
import re
import select
import subprocess
import time

from common import HANG, TOP, TREEREF, Checks, tempdir

# the program the completions ask for its games, found as a user's is
ON_PATH = TOP + os.pathsep + os.environ.get("PATH", "")

SCRIPT = os.path.join(TOP, "completions", "treeref.bash")
FISH = os.path.join(TOP, "completions", "treeref.fish")
ZSH = os.path.join(TOP, "completions", "_treeref")


def complete(line, cwd, bare=False, **env_extra):
    """COMPREPLY for the command line `line` (the cursor at its end);
    `bare`: on a plain bash, without the bash-completion package (the
    script sourced from the build tree, as the README says)."""
    setup = "" if bare else "source /usr/share/bash-completion/bash_completion"
    prog = f"""
{setup}
source {SCRIPT}
COMP_LINE='{line}'
COMP_POINT=${{#COMP_LINE}}
read -ra COMP_WORDS <<< "$COMP_LINE"
[[ $COMP_LINE == *' ' ]] && COMP_WORDS+=('')
COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))
_treeref treeref "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"
printf '%s\\n' "${{COMPREPLY[@]}}"
"""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(XDG_STATE_HOME=os.path.join(cwd, "state"), LANG="C")
    env.update(env_extra)
    r = subprocess.run(["bash", "--norc", "--noprofile", "-c", prog], capture_output=True,
                       text=True, cwd=cwd, env=env)
    if bare:
        complete.errors += r.stderr
    return sorted(x for x in r.stdout.split("\n") if x)


complete.errors = ""


def without_bash_completion(c, d):
    """Issue 31: `source completions/treeref.bash` on a bash without the
    bash-completion package completes, and says nothing on stderr (no
    `_init_completion: command not found`)."""
    complete.errors = ""
    c.check(complete("treeref --la", d, bare=True) == ["--lang"], "bare bash: --la")
    c.check(complete("treeref --lang ", d, bare=True) == ["en", "fr"], "bare bash: --lang values")
    got = complete("treeref check ", d, bare=True)
    c.check(got == ["a.csv", "b.csv"], f"bare bash: csv files for check: {got}")
    got = complete("treeref ", d, bare=True)
    c.check("check" in got and "notes.txt" in got and got.count("a.csv") == 1,
            f"bare bash: subcommands and files: {got}")
    # every branch, not only the first word: no direct call of the
    # package's _filedir (the folders after --archive, the players' file
    # after seat GAME)
    os.makedirs(os.path.join(d, "logs"), exist_ok=True)
    got = complete("treeref --archive ", d, bare=True)
    c.check(got == ["logs"], f"bare bash: folders after --archive: {got}")
    os.rmdir(os.path.join(d, "logs"))
    got = complete("treeref seat bte ", d, bare=True)
    c.check("notes.txt" in got and "a.csv" in got, f"bare bash: files after seat GAME: {got}")
    c.check(complete.errors == "", f"bare bash: no error: {complete.errors!r}")


def complete_fish(line, cwd, described=False, **env_extra):
    """What fish offers for `line` (words only, without descriptions; with
    `described`, a dict of each word's description)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(LANG="C", HOME=cwd)
    env.update(env_extra)
    r = subprocess.run(["fish", "--no-config", "-c", f"source {FISH}; complete -C '{line}'"],
                       capture_output=True, text=True, encoding="utf-8", cwd=cwd, env=env)
    if described:
        return dict((x.split("\t") + [""])[:2] for x in r.stdout.split("\n") if x)
    return sorted(x.split("\t")[0] for x in r.stdout.split("\n") if x)


def zsh_specs(words, **env_extra):
    """The specs _treeref gives _arguments when the cursor is on the last
    of `words` (stubs for _arguments, which prints them, and the rest)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(LANG="C")
    env.update(env_extra)
    quoted = " ".join("'" + w + "'" for w in words)
    prog = f"""
_arguments() {{ print -rl -- "$@" }}
_describe() {{ : }}
_files() {{ : }}
words=({quoted})
CURRENT={len(words)}
source {ZSH}
"""
    r = subprocess.run(["zsh", "-f", "-c", prog], capture_output=True, text=True,
                       encoding="utf-8", env=env)
    return [x for x in r.stdout.split("\n") if x]


def spec_texts(spec):
    """A zsh spec's description (in [...], or None) and its messages (the
    fields between colons), and the spec without either."""
    m = re.match(r"^([^[]*)\[([^]]*)\](.*)$", spec)
    desc, rest = (m.group(2), m.group(1) + "[]" + m.group(3)) if m else (None, spec)
    fields = rest.split(":")
    messages = fields[1::2]
    return desc, messages, ":".join(f if i % 2 == 0 else "" for i, f in enumerate(fields))


def french_descriptions(c, d):
    """fish and zsh describe options in French for a French user (the
    locale, or for zsh also --lang fr on the line), in English otherwise;
    every description has its French."""
    nbsp = "\u00a0"
    got = complete_fish("treeref --la", d, described=True, LANG="fr_FR.UTF-8")
    c.check(got == {"--lang": "Langue des messages"}, f"fish: French description: {got}")
    got = complete_fish("treeref --la", d, described=True)
    c.check(got == {"--lang": "Language of the messages"}, f"fish: English description: {got}")
    got = complete_fish("treeref --la", d, described=True, LANG="C", LANGUAGE="fr")
    c.check(got == {"--lang": "Langue des messages"}, f"fish: LANGUAGE=fr: {got}")
    got = complete_fish("treeref --la", d, described=True, LANG="fr_FR.UTF-8", LC_MESSAGES="en_US.UTF-8")
    c.check(got == {"--lang": "Language of the messages"}, f"fish: LC_MESSAGES=en before LANG=fr: {got}")
    got = complete_fish("treeref --ta", d, described=True, LANG="fr_FR.UTF-8")
    c.check(got.get("--table") == f"Une deuxième table{nbsp}: sa propre sauvegarde et son historique",
            f"fish: U+00A0 before the colon: {got}")
    got = complete_fish("treeref classement a.csv --c", d, described=True, LANG="fr_FR.UTF-8")
    c.check(got == {"--csv": "Écrire le classement en CSV"}, f"fish: classement --csv: {got}")
    # every -d: each one the lines below offer, English and French, none alike
    lines = ("treeref --", "treeref -", "treeref classement a.csv --", "treeref rapport a.csv --",
             "treeref parties --", "treeref répartir bte p.txt --", "treeref seat ")
    seen = {}
    for lang in ("C", "fr_FR.UTF-8"):
        seen[lang] = set()
        for line in lines:
            seen[lang] |= set(complete_fish(line, d, described=True, LANG=lang, PATH=ON_PATH).values())
    en, fr = seen["C"], seen["fr_FR.UTF-8"]
    with open(FISH, encoding="utf-8") as f:
        calls = re.findall(r"""-d \(__treeref_d ('[^']*'|"[^"]*") ('[^']*'|"[^"]*")\)""", f.read())
    english = {a[1:-1] for a, _ in calls}
    french = {b[1:-1] for _, b in calls}
    c.check(en == english and len(calls) >= 25, f"fish: every English description offered: {english - en}")
    c.check(fr == french, f"fish: every French description offered: {french - fr}")
    c.check(not en & fr, f"fish: no description left in English: {en & fr}")
    with open(FISH, encoding="utf-8") as f:
        plain = [x for x in f if " -d " in x and "__treeref_d" not in x and "__treeref_french" not in x]
    c.check(not plain, f"fish: a -d in one language only: {plain}")

    # zsh: the specs given to _arguments
    fr = zsh_specs(["treeref", ""], LANG="fr_FR.UTF-8")
    c.check("(-l --lang)--lang[langue des messages]:langue:(en fr)" in fr and
            f"(-t --table)--table[une deuxième table{nbsp}: sa propre sauvegarde et son historique]"
            ":table:_treeref_tables" in fr and
            "1:sous-commande ou script:_treeref_first" in fr,
            f"zsh: French specs: {fr}")
    en = zsh_specs(["treeref", ""])
    c.check("(-l --lang)--lang[language of the messages]:language:(en fr)" in en and
            "1:subcommand or script:_treeref_first" in en,
            f"zsh: English specs: {en}")
    got = zsh_specs(["treeref", "--lang", "fr", "classement", ""])
    c.check('--csv[écrire le classement en CSV]:fichier:_files -g "*.csv"' in got and
            '*:journal ou dossier:_files -g "*.csv"' in got, f"zsh: --lang fr on the line: {got}")
    got = zsh_specs(["treeref", "-l", "fr", "rapport", "a.csv", ""])
    c.check("--title[titre de la page]:titre:" in got, f"zsh: -l fr on the line: {got}")
    got = zsh_specs(["treeref", "--lang", "en", "standings", ""], LANG="fr_FR.UTF-8")
    c.check('--csv[write the table as CSV]:file:_files -g "*.csv"' in got,
            f"zsh: --lang en wins over a French locale: {got}")
    got = zsh_specs(["treeref", "standings", ""], LANGUAGE="fr")
    c.check("--json[un objet JSON par ligne]" in got, f"zsh: LANGUAGE=fr: {got}")
    # every description and message translated, the specs otherwise alike
    same = {"table", "date", "script"}
    for sub in ("", "replay", "check", "games", "seat", "standings", "report"):
        words = ["treeref"] + ([sub] if sub else []) + [""]
        en = zsh_specs(words)
        fr = zsh_specs(words, LANG="fr_FR.UTF-8")
        bad = []
        for e, f in zip(en, fr):
            de, me, re_ = spec_texts(e)
            df, mf, rf = spec_texts(f)
            # (the subcommands, 1:'s action, are the words of each language)
            if (re_ != rf and not e.startswith("1:")) or (de is not None and de == df) or \
               any(a == b and a not in same for a, b in zip(me, mf)):
                bad.append((e, f))
        c.check(len(en) == len(fr) >= 5 and not bad, f"zsh {sub or 'treeref'}: untranslated: {bad}")


def zsh_line(line, cwd, **env_extra):
    """The command line a real interactive zsh shows after `line` and
    TAB, with the script installed as a user installs it (its folder in
    fpath, compinit): a key bound to a widget prints the buffer between
    markers, read with no timing but a bound against a hang."""
    env = {"PATH": TOP + os.pathsep + os.environ.get("PATH", ""), "HOME": cwd,
           "TERM": "xterm", "LANG": "C"}
    env.update(env_extra)
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(cwd)
        os.execve("/usr/bin/env", ["env", "zsh", "-f", "-i"], env)
    setup = (f"fpath=({os.path.join(TOP, 'completions')} $fpath); autoload -U compinit; "
             "compinit -u -D; dump() { print -r -- \"<<$BUFFER>>\" >$TTY }; zle -N dump; "
             "bindkey '^Xd' dump\n")
    os.write(fd, setup.encode())
    os.write(fd, (line + "\t\x18d").encode())
    out, end = b"", time.monotonic() + HANG
    try:
        while time.monotonic() < end:
            m = re.search(rb"<<(treeref[^\n]*?)>>", out)
            if m:
                return m.group(1).decode("utf-8", "replace")
            r, _, _ = select.select([fd], [], [], 1.0)
            if r:
                try:
                    out += os.read(fd, 4096)
                except OSError:
                    break
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)
    return None


def zsh_real(c, d):
    """zsh completes a script's file name where a subcommand may stand
    (the first word), and the French subcommands, typed with or without
    their accent."""
    got = zsh_line("treeref not", d)
    c.check(got == "treeref notation" or got == "treeref notes.txt" or
            got == "treeref not", f"zsh: {got!r}")
    got = zsh_line("treeref notes", d)
    c.check(got == "treeref notes.txt ", f"zsh: a file as the first word: {got!r}")
    got = zsh_line("treeref stan", d)
    c.check(got == "treeref standings ", f"zsh: an English subcommand: {got!r}")
    got = zsh_line("treeref verif", d, LANG="fr_FR.UTF-8")
    c.check(got == "treeref vérifier ", f"zsh: a French subcommand typed without its accent: {got!r}")
    got = zsh_line("treeref clas", d, LANG="fr_FR.UTF-8")
    c.check(got == "treeref classement ", f"zsh: a French subcommand: {got!r}")
    got = zsh_line("treeref --lang fr rép", d, LANG="fr_FR.UTF-8")
    c.check(got == "treeref --lang fr répartir ", f"zsh: --lang fr on the line: {got!r}")
    # after each subcommand, English and French, its options: --lang for
    # all, and games' own --path (games had no spec for its own word, so
    # _arguments completed nothing after it)
    for sub in ("replay", "check", "standings", "report", "seat", "games", "notation",
                "rejouer", "vérifier", "classement", "rapport", "répartir", "parties", "relevé"):
        got = zsh_line(f"treeref {sub} --la", d, LANG="fr_FR.UTF-8")
        c.check(got == f"treeref {sub} --lang ", f"zsh: {sub} --la: {got!r}")
    for sub in ("games", "parties"):
        got = zsh_line(f"treeref {sub} --pa", d)
        c.check(got == f"treeref {sub} --path ", f"zsh: {sub} --pa: {got!r}")


def fish_and_zsh(c, d):
    """The fish script offers the subcommands of the user's language and
    the separators; the zsh script is valid zsh (tests/deps.sh installs
    both shells)."""
    subs = lambda got: [w for w in got if not w.endswith((".csv", ".txt", ".html", "/"))]
    c.check(subs(complete_fish("treeref ", d)) == ["check", "games", "notation", "replay", "report", "seat", "standings"],
            f"fish subcommands: {complete_fish('treeref ', d)}")
    c.check(subs(complete_fish("treeref ", d, LANG="fr_FR.UTF-8")) ==
            ["classement", "parties", "rapport", "rejouer", "relevé", "répartir", "vérifier"], "fish: French subcommands")
    ids = sorted(subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True).stdout.split())
    got = complete_fish("treeref seat ", d, PATH=ON_PATH)
    c.check(got == ids and len(ids) >= 4, f"fish: seat GAME from --game-ids: {got}")
    got = complete_fish("treeref seat bte ", d, PATH=ON_PATH)
    c.check("notes.txt" in got, f"fish: the players file after seat GAME: {got}")
    c.check(complete_fish("treeref --lang fr cl", d) == ["classement"], "fish: --lang fr on the line")
    c.check(complete_fish("treeref --sep ", d) == [",", ";"],
            f"fish --sep: {complete_fish('treeref --sep ', d)}")
    c.check("--sep" in complete_fish("treeref classement a.csv --", d), "fish: classement --sep")
    # (fish offers the .csv files first, then the others)
    got = complete_fish("treeref vérifier ", d)
    c.check("a.csv" in got and "b.csv" in got, f"fish: csv files for vérifier: {got}")
    r = subprocess.run(["zsh", "-n", ZSH], capture_output=True, text=True)
    c.check(r.returncode == 0, f"zsh -n: {r.stderr}")
    french_descriptions(c, d)


def people_option(c, d):
    """--people FILE: standings, report and seat offer it, and then any
    file (the people file is plain text), in bash, fish and zsh."""
    for sub in ("standings", "rapport", "seat bte notes.txt"):
        c.check("--people" in complete(f"treeref {sub} a.csv --p", d), f"bash: {sub} --people")
        got = complete(f"treeref {sub} a.csv --people ", d)
        c.check("notes.txt" in got and "a.csv" in got, f"bash: files after {sub} --people: {got}")
        got = complete_fish(f"treeref {sub} a.csv --people ", d)
        c.check("notes.txt" in got, f"fish: files after {sub} --people: {got}")
        got = [x for x in zsh_specs(["treeref"] + sub.split() + ["a.csv", ""]) if "--people" in x]
        c.check(len(got) == 1 and got[0].endswith(":file:_files"), f"zsh: {sub} --people: {got}")
    c.check("--people" not in complete("treeref check a.csv --", d), "bash: check has no --people")


def main():
    c = Checks("completion")
    d = tempdir()
    for f in ("a.csv", "b.csv", "notes.txt"):
        open(os.path.join(d, f), "w").close()
    without_bash_completion(c, d)
    zsh_real(c, d)
    c.check(complete("treeref --la", d) == ["--lang"], "--la completes to --lang")
    c.check(complete("treeref --lang ", d) == ["en", "fr"], "--lang values")
    c.check(complete("treeref ch", d) == ["check"], "subcommand")
    c.check(complete("treeref check ", d) == ["a.csv", "b.csv"], f"csv files for check: {complete('treeref check ', d)}")
    c.check("--csv" in complete("treeref standings a.csv --c", d), "standings --csv")
    # options after a subcommand's files
    c.check(complete("treeref standings a.csv --f", d) == ["--force"], "standings --force after a file")
    c.check(complete("treeref check a.csv --la", d) == ["--lang"], "check --lang after a file")
    c.check(complete("treeref rep", d) == ["replay", "report"], "report is a subcommand")
    c.check(complete("treeref report ", d) == ["a.csv", "b.csv"], "csv files for report")
    c.check(complete("treeref report a.csv --o", d) == ["--output"], "report --output")
    open(os.path.join(d, "page.html"), "w").close()
    c.check(complete("treeref report a.csv -o ", d) == ["page.html"],
            f"html files after -o: {complete('treeref report a.csv -o ', d)}")
    c.check(complete("treeref --ta", d) == ["--table"], "--ta completes to --table")
    for t in ("table2", "salle-b"):
        os.makedirs(os.path.join(d, "state", "treeref", "tables", t))
    c.check(complete("treeref --table ", d) == ["salle-b", "table2"],
            f"--table offers the tables played: {complete('treeref --table ', d)}")
    c.check(complete("treeref -t ta", d) == ["table2"], "-t completes a table")
    c.check(complete("treeref --table table2 ch", d) == ["check"], "after --table NAME, subcommands")
    # French subcommands for a French user, by the environment or --lang
    fr = complete("treeref ", d, LANG="fr_FR.UTF-8")
    c.check(all(w in fr for w in ("rejouer", "vérifier", "classement", "rapport")) and
            "check" not in fr, f"French subcommands: {fr}")
    c.check(complete("treeref cl", d, LANGUAGE="fr") == ["classement"], "LANGUAGE=fr")
    c.check(complete("treeref --lang fr ve", d) == ["vérifier"], "--lang fr on the line")
    c.check(complete("treeref --lang fr vé", d) == ["vérifier"], "the accent typed")
    c.check(complete("treeref --lang en ch", d, LANG="fr_FR.UTF-8") == ["check"],
            "--lang en on the line wins over a French locale")
    # (the directories, state/ here, are offered with the .csv files)
    for sub in ("verifier", "vérifier", "rejouer", "classement"):
        got = complete(f"treeref {sub} ", d)
        c.check("a.csv" in got and "b.csv" in got and "notes.txt" not in got,
                f"csv files for {sub}: {got}")
    c.check(complete("treeref classement a.csv --", d) == ["--csv", "--force", "--json", "--lang",
                                                          "--people", "--sep", "--since", "--until"],
            f"classement options: {complete('treeref classement a.csv --', d)}")
    c.check(complete("treeref rapport a.csv --o", d) == ["--output"], "rapport --output")
    # --sep: the separators, ; quoted for the shell
    c.check(complete("treeref --sep ", d) == [",", "\\;"],
            f"--sep values: {complete('treeref --sep ', d)}")
    # seat: the game ids the program gives, then the players file and logs
    ids = sorted(subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True).stdout.split())
    got = complete("treeref seat ", d, PATH=ON_PATH)
    c.check(got == ids and {"bte", "tlh", "3high", "magical"} <= set(ids), f"seat GAME: {got}")
    c.check(complete("treeref répartir ma", d, PATH=ON_PATH) == ["magical"], "répartir GAME")
    got = complete("treeref seat bte ", d, PATH=ON_PATH)
    c.check("notes.txt" in got and "a.csv" in got, f"seat bte PLAYERS: {got}")
    c.check(complete("treeref seat bte p.txt --s", d) == ["--seed", "--sep"], "seat --seed --sep")
    c.check(complete("treeref report a.csv --t", d) == ["--title"], "report --title")
    c.check(complete("treeref check a.csv --j", d) == ["--json"], "check --json")
    c.check(complete("treeref --game", d) == ["--game-ids"], "--game-ids")
    c.check(complete("treeref se", d) == ["seat"], "seat is a subcommand")
    fish_and_zsh(c, d)
    c.check(complete("treeref --se", d) == ["--sep"], "--se completes to --sep")
    # the archive (issue 28): the games subcommand, its options, --archive
    c.check(complete("treeref ga", d) == ["games"], "games is a subcommand")
    c.check(complete("treeref par", d, LANG="fr_FR.UTF-8") == ["parties"], "parties in French")
    c.check(complete("treeref games --p", d) == ["--path"], "games --path")
    c.check(complete("treeref --no-a", d) == ["--no-archive"], "--no-archive")
    c.check(complete("treeref check a.csv --si", d) == ["--since"], "check --since")
    c.check("state" in complete("treeref --archive ", d) and "a.csv" not in complete("treeref --archive ", d), f"--archive offers folders: {complete('treeref --archive ', d)}")
    c.check("--path" in complete_fish("treeref games --", d), "fish: games --path")
    c.check(complete("treeref --sep , ch", d) == ["check"], "after --sep SEP, subcommands")
    people_option(c, d)
    c.finish()


if __name__ == "__main__":
    main()
