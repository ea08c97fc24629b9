"""French typography of the catalogue (issue 32): no msgstr of po/fr.po,
of a game's src/GAME/fr.po nor of a test game's tests/toy/GAME/fr.po
has an ordinary blank before : ; ! ? », after «, or between a number and
its unit (points, PV); po/typography.py puts the non-breaking ones in
(re-run it after a merge: python3 po/typography.py).  Also what that
normaliser must leave alone: option values (--sep ;), directives, times,
URLs, NAME:AGE."""
import importlib.util
import os

from common import TOP, Checks

spec = importlib.util.spec_from_file_location("typography", os.path.join(TOP, "po", "typography.py"))
typo = importlib.util.module_from_spec(spec)
spec.loader.exec_module(typo)
N = "\u00a0"


def main():
    c = Checks("typography")
    for text, want in (
            ("Utilisation : treeref", "Utilisation" + N + ": treeref"),
            ("ann : 2 points cette manche ; 3 PV !", "ann" + N + ": 2" + N + "points cette manche"
             + N + "; 3" + N + "PV" + N + "!"),
            ("%s : %d points, %lu PV", "%s" + N + ": %d" + N + "points, %lu" + N + "PV"),
            ("« %s » ?", "«" + N + "%s" + N + "»" + N + "?"),
            ("[--csv FICHIER [--sep ;]]", "[--csv FICHIER [--sep ;]]"),
            ("%H:%M, https://example.org, ann:30, % d", "%H:%M, https://example.org, ann:30, % d"),
            ("des points de tournoi", "des points de tournoi")):
        got = typo.fix(text)
        c.check(got == want, f"fix({text!r}) = {got!r}, not {want!r}")
    pos = typo.catalogues(TOP)
    games = [p for p in pos if os.sep + "src" + os.sep in p]
    c.check(len(games) >= 4, f"only {len(games)} games' fr.po found: {pos}")
    every = {}
    for path in pos:
        with open(path, encoding="utf-8") as fp:
            every[os.path.relpath(path, TOP)] = fp.readlines()
    for po, lines in every.items():
        for line, whole, fixed in typo.fix_po(list(lines)):
            c.check(False, f"{po}:{line}: a plain blank where French wants a non-breaking one "
                    f"(run python3 po/typography.py): {whole[:120]!r}")
    # FILE:LINE: and LINE:COL: places begin their msgstr as the msgid
    # writes them (issue 42, item 3): no blank before their colons
    c.check(typo.PLACE.match("%ld:%d: %s") and typo.PLACE.match("%s:%ld: ") and
            not typo.PLACE.match("%s: %s"), "the places the check knows")
    bad = ["#, c-format\n", 'msgid "%ld:%d: %s"\n', 'msgstr "%ld:%d\u00a0: %s"\n']
    c.check(len(typo.places(bad)) == 1, "a spaced place is caught")
    n = 0
    for po, lines in every.items():
        for line, place, text in typo.places(lines):
            c.check(False, f"{po}:{line}: the place {place!r} must begin the msgstr untouched: {text!r}")
        for idx in typo.entries(lines):
            n += bool(typo.PLACE.match(typo.msgid_before(lines, idx[0])))
    c.check(n >= 8, f"only {n} msgids begin with a place")
    # one rule after "treeref : " and "attention : " (issue 42, item 4):
    # a small letter, as GNU's French catalogues write it
    for text, caught in (("treeref\u00a0: Impossible de lire", True),
                         ("treeref\u00a0: attention\u00a0: La partie", True),
                         ("attention\u00a0: Ni XDG_STATE_HOME", True),
                         ("treeref\u00a0: impossible de lire", False),
                         ("treeref\u00a0: JSON invalide", False),
                         ("treeref\u00a0: «\u00a0x\u00a0» inconnu", False)):
        c.check(bool(typo.AFTER_PROGRAM.match(text)) == caught, f"after the program: {text!r}")
    for po, lines in every.items():
        for line, text in typo.capitals(lines):
            c.check(False, f"{po}:{line}: a capital after the program's name: {text[:100]!r}")
    c.finish()


if __name__ == "__main__":
    main()
