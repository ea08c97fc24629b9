"""The bash completion script, with Debian's bash-completion: options,
--lang values, subcommands, .csv files for check and report, .html after
report -o."""
import os
import subprocess

from common import TOP, Checks, tempdir

SCRIPT = os.path.join(TOP, "completions", "treeref.bash")


def complete(line, cwd):
    """COMPREPLY for the command line `line` (the cursor at its end)."""
    prog = f"""
source /usr/share/bash-completion/bash_completion
source {SCRIPT}
COMP_LINE='{line}'
COMP_POINT=${{#COMP_LINE}}
read -ra COMP_WORDS <<< "$COMP_LINE"
[[ $COMP_LINE == *' ' ]] && COMP_WORDS+=('')
COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))
_treeref treeref "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"
printf '%s\\n' "${{COMPREPLY[@]}}"
"""
    env = dict(os.environ, XDG_STATE_HOME=os.path.join(cwd, "state"))
    r = subprocess.run(["bash", "-c", prog], capture_output=True, text=True, cwd=cwd, env=env)
    return sorted(x for x in r.stdout.split("\n") if x)


def main():
    c = Checks("completion")
    d = tempdir()
    for f in ("a.csv", "b.csv", "notes.txt"):
        open(os.path.join(d, f), "w").close()
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
    c.finish()


if __name__ == "__main__":
    main()
