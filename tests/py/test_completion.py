"""The bash completion script, with Debian's bash-completion: options,
--lang values, subcommands (French ones for a French user), .csv files for
check and report, .html after report -o, the separators after --sep, the
game ids after seat (asked of the program: treeref --game-ids)."""
import os
import subprocess

from common import TOP, TREEREF, Checks, tempdir

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
    c.check(complete.errors == "", f"bare bash: no error: {complete.errors!r}")


def complete_fish(line, cwd, **env_extra):
    """What fish offers for `line` (words only, without descriptions)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(LANG="C", HOME=cwd)
    env.update(env_extra)
    r = subprocess.run(["fish", "--no-config", "-c", f"source {FISH}; complete -C '{line}'"],
                       capture_output=True, text=True, cwd=cwd, env=env)
    return sorted(x.split("\t")[0] for x in r.stdout.split("\n") if x)


def fish_and_zsh(c, d):
    """The fish script offers the subcommands of the user's language and
    the separators; the zsh script is valid zsh (tests/deps.sh installs
    both shells)."""
    subs = lambda got: [w for w in got if not w.endswith((".csv", ".txt", ".html", "/"))]
    c.check(subs(complete_fish("treeref ", d)) == ["check", "games", "replay", "report", "seat", "standings"],
            f"fish subcommands: {complete_fish('treeref ', d)}")
    c.check(subs(complete_fish("treeref ", d, LANG="fr_FR.UTF-8")) ==
            ["classement", "parties", "rapport", "rejouer", "répartir", "vérifier"], "fish: French subcommands")
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


def main():
    c = Checks("completion")
    d = tempdir()
    for f in ("a.csv", "b.csv", "notes.txt"):
        open(os.path.join(d, f), "w").close()
    without_bash_completion(c, d)
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
    c.check(complete("treeref classement a.csv --", d) == ["--csv", "--force", "--json", "--lang", "--sep",
                                                          "--since", "--until"],
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
    c.finish()


if __name__ == "__main__":
    main()
