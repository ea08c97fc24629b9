"""French throughout: the French transcripts come out the same when the
locale alone asks for French; an English script makes the same decisions
and writes the same score sheet under a French locale; `lang` switches
both ways mid-session; French command words and colour names are accepted
as their English twins; the message template is up to date."""
import glob
import json
import os
import re
import shutil
import subprocess

from common import played_at_date, TOP, TREEREF, Checks, hermetic_env, json_answers, script_lines, tempdir, transcript, transcripts

FR = "fr_FR.UTF-8"


def run(args, env, cwd, stdin=None):
    return subprocess.run([TREEREF] + played_at_date(args), input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def with_locale(env, **kv):
    e = dict(env)
    e.update(kv)
    return e


def read(path):
    with open(path, encoding="utf-8") as fp:
        return fp.read()


def candidates():
    """The English transcripts that may hold whole games."""
    names = []
    for path in transcripts():
        name = os.path.basename(path)[:-3]
        if re.match(r"(bte|tlh|3high|magical)-", name) and \
                not re.search(r"json|reject", name) and \
                not os.path.exists(transcript(name, ".args")):
            names.append(name)
    return names


def export_scores(src, env, work):
    """The score sheet and event log a script leaves, as bytes (or None)."""
    os.makedirs(work, exist_ok=True)
    lines = script_lines(src) + ["export scores scores.csv", "export log log.csv"]
    run(["-"], env, work, "\n".join(lines) + "\n")
    got = []
    for f in ("scores.csv", "log.csv"):
        p = os.path.join(work, f)
        got.append(open(p, "rb").read() if os.path.exists(p) else None)
    return got


def finished(sheet):
    """Whether a score sheet is a finished game's: ranks given, or the
    cooperative outcome won or lost."""
    if not sheet:
        return False
    rows = [r.split(",") for r in sheet.decode("utf-8").splitlines()]
    if rows[0][-1] == "rank":
        return all(r[-1] != "" for r in rows[1:])
    return rows[0][-1] == "outcome" and rows[1][-1] in ("won", "lost")


def complete_games(env, tmp):
    """The transcripts that play a game to its end, with their sheets."""
    games = {}
    for name in candidates():
        got = export_scores(transcript(name), env,
                            os.path.join(tmp, name + "-en"))
        if finished(got[0]):
            games[name] = got
    return games


def have_french_locale():
    out = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout
    return any(l.lower() in ("fr_fr.utf8", "fr_fr.utf-8") for l in out.split())


def decisions(stdout):
    """(line, command, ok, rules) of each --json object."""
    out = []
    for o in json_answers(stdout):
        out.append((o["line"], o["command"], o["ok"], tuple(o["rules"])))
    return out


def locale_alone(c, env, names):
    """(a) LANG (or LC_ALL, LC_MESSAGES) alone gives the --lang fr output."""
    for name in names:
        fr = "fr-" + name
        if not os.path.exists(transcript(fr, ".out")):
            c.check(False, f"{fr}.out is missing: every complete game needs its French run")
            continue
        want = read(transcript(fr, ".out"))
        r = run([fr + ".in"], with_locale(env, LANG=FR), os.path.dirname(transcript(fr)))
        c.check(r.stdout == want, f"{fr}: LANG={FR} alone differs from {fr}.out")
        c.check(r.returncode == 0 and r.stderr == "",
                f"{fr}: LANG={FR}: exit {r.returncode}, stderr {r.stderr[:200]!r}")
    name = "fr-" + names[0]
    want = read(transcript(name, ".out"))
    for var in ("LC_ALL", "LC_MESSAGES"):
        r = run([name + ".in"], with_locale(env, **{var: FR}), os.path.dirname(transcript(name)))
        c.check(r.stdout == want, f"{name}: {var}={FR} alone differs from {name}.out")
    # --lang en wins over a French locale
    eng = names[0]
    r = run(["--lang", "en", eng + ".in"], with_locale(env, LANG=FR), os.path.dirname(transcript(eng)))
    c.check(r.stdout == read(transcript(eng, ".out")),
            f"{eng}: --lang en under LANG={FR} is not the English transcript")


def english_script_in_french(c, env, sheets, tmp):
    """(b) Same exit status, same verdict on every line, same score sheet."""
    for name in sorted(sheets):
        src = transcript(name)
        r_en = run(["--json", src], env, os.path.dirname(src))
        r_fr = run(["--json", src], with_locale(env, LANG=FR), os.path.dirname(src))
        c.check(r_en.returncode == r_fr.returncode,
                f"{name}: exit {r_en.returncode} under LANG=C, {r_fr.returncode} under {FR}")
        try:
            d_en, d_fr = decisions(r_en.stdout), decisions(r_fr.stdout)
        except (ValueError, KeyError) as e:
            c.check(False, f"{name}: --json output unreadable: {e}")
            continue
        c.check(len(d_en) > 0 and d_en == d_fr,
                f"{name}: the verdicts differ between LANG=C and {FR}")
        c.check(r_en.stdout != r_fr.stdout,
                f"{name}: LANG={FR} did not change the messages")
        fr = export_scores(src, with_locale(env, LANG=FR), os.path.join(tmp, name + "-fr"))
        c.check(sheets[name][0] == fr[0],
                f"{name}: export scores differs between LANG=C and {FR}")
        c.check(sheets[name][1] is not None and sheets[name][1] == fr[1],
                f"{name}: export log differs between LANG=C and {FR}")


def switching(c, env):
    """(c) lang fr and lang en at any time, in either direction."""
    script = ("new bte ann bob\nplace ann red 2 1\nlang fr\nplace bob blue 2 2\n"
              "lang en\nplace ann red 2 2\nlangue fr\nstatus\n")
    r = run([], env, TOP, script)
    out = r.stdout.splitlines()
    c.check(r.returncode == 0, f"lang switching: exit {r.returncode}: {r.stderr}")
    c.check("ann: red room at level 2 slot 1; the marker moves to the left space." in out,
            "English before lang fr")
    c.check("Les messages sont maintenant en français." in out, "lang fr is not acknowledged in French")
    c.check("bob\u00a0: pièce bleue au niveau\u00a02, emplacement\u00a02\u00a0; le marqueur se déplace d'un cran vers la droite." in out,
            "French after lang fr")
    c.check("Messages are now in English." in out, "lang en is not acknowledged in English")
    c.check("ann: red room at level 2 slot 2; the marker moves back to the centre." in out,
            "English after lang en")
    c.check(out[-1].startswith("Manche\u00a01, tour\u00a02\u00a0sur\u00a05"), f"French after langue fr: {out[-1]!r}")
    # from a French locale to English and back
    r = run([], with_locale(env, LANG=FR), TOP,
            "new tlh ann bob\nlang en\nplay ann red3 blue2\nlang fr\nplay bob blue2 red4\n")
    out = r.stdout.splitlines()
    c.check(out[:2] == ["Tout là-haut, 2\u00a0joueurs dans l'ordre du tour\u00a0: ann et bob\u00a0; 7\u00a0manches.",
                        "Manche\u00a01\u00a0: à ann de jouer."], f"French locale start: {out[:2]}")
    c.check("ann plays red3 blue2." in out, "lang en under a French locale")
    c.check("bob joue bleu2 rouge4." in out, "lang fr back under a French locale")
    # a language treeref does not have is refused, and changes nothing
    r = run([], env, TOP, "lang de\nlang fr\nlang xx\nhelp all\n")
    c.check(r.returncode == 1 and r.stderr.count("lang en|fr") == 1 and
            r.stderr.count("langue en|fr") == 1,
            f"lang de / lang xx: exit {r.returncode}, stderr {r.stderr!r}")
    c.check("Commandes communes à tous les jeux\u00a0:" in r.stdout,
            "a refused lang must leave the messages in French")
    r = run(["--lang", "de"], env, TOP, "")
    c.check(r.returncode == 2 and "de" in r.stderr, f"--lang de: exit {r.returncode}")


def french_input(c, env, sheets, tmp):
    """(d) The French words are the English ones: same verdicts, same
    English command in --json, same score sheet, whatever the language of
    the messages."""
    for name in sorted(sheets):
        fr = transcript("fr-" + name)
        if not os.path.exists(fr):
            continue
        d_en = decisions(run(["--json", name + ".in"], env, os.path.dirname(fr)).stdout)
        d_fr = decisions(run(["--json", fr], env, os.path.dirname(fr)).stdout)
        # the French file has a longer comment block: compare in order
        c.check([d[1:] for d in d_en] == [d[1:] for d in d_fr],
                f"fr-{name}: French words are not judged as the English ones")
        got = export_scores(fr, env, os.path.join(tmp, "fr-" + name))
        c.check(got[0] == sheets[name][0],
                f"fr-{name}: the French script's score sheet differs from {name}'s")
    # accents, case and the words of each game
    lines = ["nouveau bte ann bob", "PLACER ann ROUGE 2 1", "placer bob Vert 2 2",
             "défausser ann", "defausser bob jaune", "état", "etat", "légal ann rouge",
             "pourquoi ann rouge 3 2", "règles B", "regles D", "montrer ann", "annuler",
             "rétablir", "retablir", "score", "aide placer",
             "placer ann b 3 2",      # bleu/blue/brun/brown: ambiguous
             "placer ann marron 2 2", "placer bob brun 2 1"]
    r = run(["--json", "-"], env, TOP, "\n".join(lines) + "\n")
    d = decisions(r.stdout)
    want_cmd = ["new", "place", "place", "discard", "discard", "status", "status", "legal",
                "why", "rules", "rules", "show", "undo", "redo", "redo", "score", "help",
                "place", "place", "place"]
    c.check([x[1] for x in d] == want_cmd, f"French words read as {[x[1] for x in d]}")
    oks = [x[2] for x in d]
    c.check(oks == [True] * 14 + [False, True, True, False, True, True],
            f"French words accepted/refused as {oks}")
    r = run([], env, TOP, "nouveau tlh ann bob\nobjectif deux-brelans\njouer ann rouge3 bleu2\n"
            "jouer bob cachée\npourquoi ann gris2 vert3\nrègles monochrome\n"
            "nouveau 3high anna\ninstaller e4 grande-rouge petite-verte\n"
            "installer a1 moyenne-bleue\nétat\n")
    c.check(r.returncode == 1 and r.stderr.count("\n") == 1 and "gris2" in r.stderr,
            f"French words in tlh and 3high: exit {r.returncode}, {r.stderr!r}")
    c.check("e4 holds red-large and green-small (bottom first); pieces on the board: 2 of 15."
            in r.stdout, "French piece names are not read as the English ones")


def plural_and_numbers(c):
    """French plural: 0 and 1 take the singular."""
    out = read(transcript("fr-bte-3p", ".out")) if os.path.exists(
        transcript("fr-bte-3p", ".out")) else ""
    c.check("ann\u00a0: 0\u00a0point cette manche (aucune couleur ne marque), 0 au total." in out,
            "0 takes the singular in French")
    c.check("bob\u00a0: 6\u00a0points cette manche (bleu 3 × 2), 6 au total." in out,
            "6 takes the plural in French")


def template_fresh(c, tmp):
    """po/treeref.pot holds exactly the shared messages: those of src/*.c
    and src/*/*.c but the games' folders (a folder with its *_ops.h),
    whose words are their own fr.po (test_game_words)."""
    if shutil.which("xgettext") is None:
        c.check(False, "xgettext is missing (make deps)")
        return
    pot = os.path.join(tmp, "fresh.pot")
    srcs = sorted(os.path.relpath(p, TOP) for p in glob.glob(os.path.join(TOP, "src", "*.c")) +
                  glob.glob(os.path.join(TOP, "src", "*", "*.c"))
                  if not glob.glob(os.path.join(os.path.dirname(p), "*_ops.h")))
    subprocess.run(["xgettext", "--from-code=UTF-8", "--keyword=_", "--keyword=N_",
                    "--add-comments=TRANSLATORS:", "--package-name=treeref",
                    "--msgid-bugs-address=", "--no-location", "--sort-output",
                    "-o", pot] + srcs, cwd=TOP, capture_output=True)

    def body(path):
        with open(path, encoding="utf-8") as fp:
            return [l for l in fp if not l.startswith('"POT-Creation-Date:')]
    ok = os.path.exists(pot) and body(pot) == body(os.path.join(TOP, "po", "treeref.pot"))
    c.check(ok, "po/treeref.pot is out of date with the sources: run make pot and translate")


def main():
    c = Checks("test_french")
    tmp = tempdir()
    env = hermetic_env(tmp)
    if not c.check(have_french_locale(), f"the {FR} locale is not generated (make deps)"):
        c.finish()
    sheets = complete_games(env, tmp)
    names = sorted(sheets)
    c.check(len(names) >= 14, f"only {len(names)} complete-game transcripts found")
    locale_alone(c, env, names)
    english_script_in_french(c, env, sheets, tmp)
    switching(c, env)
    french_input(c, env, sheets, tmp)
    plural_and_numbers(c)
    template_fresh(c, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
