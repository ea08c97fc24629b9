"""The two-minute tour of README.md is a real transcript: run its script
and compare with the output shown.  The organiser's section, a club
night, is run command by command in a temporary folder: each on the
machine it names (a laptop a table, each with its own home), each
table's game typed at a terminal at the prompt the seated line opens
(a sample game with the seated players), what each command prints
compared with what the section shows (the times in archive names
aside), and the report's winner line as the section quotes it."""
import os
import re
import shlex
import shutil
import subprocess

from common import TOP, TREEREF, Checks, Term, hermetic_env, tempdir

SCRIPTS = os.path.join(TOP, "data", "tournament", "scripts")
# the sample games that stand in for the night's, by their number of
# players: their moves, the players renamed as the README's `new` line
STAND_INS = {2: ["table1-round1.txt"], 3: ["table1-round2.txt", "table2-round2.txt"]}
MACHINE = re.compile(r"^(laptop\d+)?\$ (.*)$")
# the one time every table's game is played at (--date)
NIGHT_DATE = "2026-11-27T19:58:30+01:00"
# times in archive names: the night is played on the clock
TIMES = re.compile(r"\d{4}-\d\d-\d\dT\d{4}Z(_\d{4})?")


def night_section(text):
    """The commands of README's organiser section, in order: (machine,
    command, `new` line typed at its prompt or None, prompt shown, the
    output shown)."""
    m = re.search(r"\n## A club night, for organisers\n(.*?)\n## ", text, re.S)
    if m is None:
        return []
    steps, shown = [], False
    for line in m.group(1).splitlines():
        if line == "" and shown:
            steps[-1][4].append("")  # a blank line within what is shown
            continue
        if not line.startswith("    "):
            shown = False
            continue
        line = line[4:]
        shown = True
        cmd = MACHINE.match(line)
        if cmd:
            steps.append([cmd.group(1) or "organiser", cmd.group(2), None, None, []])
        elif steps and re.match(r"^treeref@\S+> new ", line):
            prompt, typed = line.split("> ", 1)
            steps[-1][2], steps[-1][3] = typed, prompt + "> "
        elif steps:
            steps[-1][4].append(line)
    for step in steps:
        while step[4] and step[4][-1] == "":
            step[4].pop()
    return steps


def moves(new_line, used):
    """The moves of a sample game with as many players as `new_line`,
    its players renamed to those of `new_line`."""
    players = new_line.split()[2:]
    names = STAND_INS[len(players)]
    name = names[used.get(len(players), 0) % len(names)]
    used[len(players)] = used.get(len(players), 0) + 1
    with open(os.path.join(SCRIPTS, name), encoding="utf-8") as fp:
        lines = [l.strip() for l in fp if l.strip() and not l.startswith("#")]
    sample = lines[0].split()[2:]
    out = []
    for l in lines[1:]:
        if l.split()[0] in ("export", "exporter"):
            continue
        words = [players[sample.index(w)] if w in sample else w for w in l.split()]
        out.append(" ".join(words))
    return out


def club_night(c, text):
    """Every command of the organiser's section, in order, on the machine
    it names; the games at a terminal; what each prints as shown."""
    steps = night_section(text)
    if not c.check(len(steps) >= 12, f"the organiser's section: {len(steps)} commands"):
        return
    tmp = tempdir()
    env = hermetic_env(tmp)
    bindir = os.path.join(tmp, "bin")
    os.makedirs(bindir)
    os.symlink(TREEREF, os.path.join(bindir, "treeref"))
    night = os.path.join(tmp, "night")
    os.makedirs(night)
    used = {}
    for machine, cmd, typed, prompt, want in steps:
        home = os.path.join(tmp, machine)
        os.makedirs(home, exist_ok=True)
        # a terminal of 80 columns, as the section is read
        e = dict(env, HOME=home, XDG_STATE_HOME=os.path.join(home, ".local", "state"),
                 PATH=bindir + os.pathsep + env["PATH"], COLUMNS="80")
        if typed is None:
            r = subprocess.run(["sh", "-c", cmd], cwd=night, env=e, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, timeout=600)
            got = TIMES.sub("TIME", r.stdout)
            shown = TIMES.sub("TIME", "\n".join(want) + "\n" if want else "")
            c.check(r.returncode == 0, f"{machine}$ {cmd}: exit {r.returncode}: {r.stdout[-400:]}")
            c.check(got == shown, f"{machine}$ {cmd}: prints\n{r.stdout}\nnot as the README shows")
            continue
        # a table: the game typed at the prompt the line opens
        argv = shlex.split(cmd)
        c.check(argv[0] == "treeref", f"{cmd}: not treeref")
        cwd = os.getcwd()
        os.chdir(night)
        try:
            # every table's games at one fixed time (--date), as when the
            # README's night was played within one minute: archive names
            # (time, then _0002...) and check's order do not then depend
            # on the minute the clock turns in (they did: a flaky test)
            t = Term(e, args=["--date", NIGHT_DATE] + argv[1:])
            c.check(t.expect(re.escape(prompt) + r"$"), f"{cmd}: no prompt {prompt!r}: {t.buf[-300:]!r}")
            ok = t.run(typed, r"> $")
            said = t.seen
            for move in moves(typed, used):
                ok = ok and t.run(move, r"> $")
                said += t.seen
            c.check(ok and "The game is archived in" in said,
                    f"{cmd}: {typed}: the game did not end archived: {said[-300:]!r}")
            t.send("quit\r")
            t.close()
        finally:
            os.chdir(cwd)
    quoted = re.search(r"`(Winner of the night: [^`]*)`", text)
    page = os.path.join(night, "night.html")
    html = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
    c.check(quoted and f'<p class="winner">{" ".join(quoted.group(1).split())}</p>' in html,
            f"night.html has not the winner line the README quotes: {quoted and quoted.group(1)!r}")
    shutil.rmtree(tmp, ignore_errors=True)



def main():
    c = Checks("readme")
    with open(os.path.join(TOP, "README.md"), encoding="utf-8") as fp:
        text = fp.read()
    c.check(text.startswith("# treeref\n\n    make run") and "make check" in text.split("\n")[3],
            "README opens with make run and make check")
    m = re.search(r"\$ cat tour.txt\n(.*?)\$ treeref tour.txt\n(.*?)```", text, re.S)
    if not c.check(m is not None, "tour found"):
        c.finish()
    script, want = m.group(1), m.group(2)
    tmp = tempdir()
    with open(os.path.join(tmp, "tour.txt"), "w") as fp:
        fp.write(script)
    r = subprocess.run([TREEREF, "tour.txt"], cwd=tmp, env=hermetic_env(tmp),
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    c.check(r.stdout == want, "tour output differs from README:\n" + r.stdout)
    c.check(r.returncode == 1, f"tour exit status {r.returncode}")
    with c.case("the organiser's club night"):
        club_night(c, text)
    c.finish()


if __name__ == "__main__":
    main()
