"""A quiet replay reaches the state a loud one does (issue 43).  The game
cores skip their answers on quiet runs (check, standings: nobody reads
them), and Tout là-haut parses a floor without its messages unless it
fails; a fast path that also skipped a change of state would show here.
For every game of `--game-ids`, its sample script is played aloud and
exported as a log; then `check` (quiet: it replays each row and compares
the derived columns the loud session wrote) must accept the log and give
the result line that `replay` (announcements printed) gives, in English
and in French."""
import os
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

LOCALES = ("C.UTF-8", "fr_FR.UTF-8")


def run(env, cwd, args, stdin=None):
    return subprocess.run([TREEREF] + args, input=stdin, cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def result_of(out, path):
    """The result line a subcommand says of PATH, after the path and its
    colon (and check's word for a log it accepts: "ok", "conforme")."""
    lines = [ln for ln in out.splitlines() if ln.startswith(path)]
    if len(lines) != 1:
        return None
    said = lines[0][len(path):].lstrip("\u00a0 ")
    if not said.startswith(":"):
        return None
    said = said[1:].lstrip()
    for ok in ("ok: ", "conforme\u00a0; "):
        if said.startswith(ok):
            said = said[len(ok):]
    return said


def one_game(c, env, tmp, game, lang):
    env = dict(env, LANG=lang)
    sample = os.path.join(TOP, "data", "games", "en", game + ".txt")
    with open(sample) as fp:
        script = fp.read()
    log = f"{game}-{lang}.csv"
    played = run(env, tmp, ["--no-archive"], script + f"\nexport log {log}\n")
    c.check(played.returncode == 0 and os.path.exists(os.path.join(tmp, log)),
            f"{game} ({lang}): the sample plays and exports its log: "
            f"{played.returncode} {played.stderr[-300:]!r}")
    if played.returncode != 0:
        return
    checked = run(env, tmp, ["check", log])
    replayed = run(env, tmp, ["replay", log])
    c.check(checked.returncode == 0, f"{game} ({lang}): check accepts the log "
            f"the loud session wrote: {checked.stdout!r} {checked.stderr!r}")
    c.check(replayed.returncode == 0, f"{game} ({lang}): replay accepts it: "
            f"{replayed.stderr!r}")
    quiet, loud = result_of(checked.stdout, log), result_of(replayed.stdout, log)
    c.check(quiet is not None and quiet == loud,
            f"{game} ({lang}): check's result {quiet!r} is replay's {loud!r}")
    # the loud replay did say things (it is the loud path)
    c.check(len(replayed.stdout.splitlines()) > 1,
            f"{game} ({lang}): replay printed its announcements")


def main():
    c = Checks("quiet_replay")
    tmp = tempdir()
    env = hermetic_env(tmp)
    games = run(env, tmp, ["--game-ids"]).stdout.split()
    c.check(len(games) > 0, f"--game-ids names games: {games!r}")
    for game in games:
        with c.case(game):
            for lang in LOCALES:
                one_game(c, env, tmp, game, lang)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
