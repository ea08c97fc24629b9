#!/usr/bin/env python3
"""French typography of every French po file (po/fr.po, the shared
messages; src/GAME/fr.po, each game's; tests/toy/GAME/fr.po):
non-breaking spaces (U+00A0) where French wants them, in every msgstr.
Re-runnable: run it after a merge or `make pot`, then check the diff
(only blanks change).

    python3 po/typography.py            # fixes them all in place
    python3 po/typography.py FILE.po    # fixes that one
    python3 po/typography.py --check    # lists what it would fix; exit 1 if any

A plain blank becomes a non-breaking one
  - before : ; ! ? and before »        (« Utilisation : », « 3 PV ; »)
  - after «                            (« «\u00a0cid\u00a0» »)
  - between a number (or a number's directive: %d, %lu, %s...) and
    its unit: points, point, PV, %         (« 2\u00a0points », « %d\u00a0PV »)
  - between a number (a digit or %d, never %s, which may be a word) and
    the noun it counts, or « sur »        (« 3\u00a0cartes », « 1\u00a0sur\u00a06 »)
  - between the nouns that a number follows and that number
                                          (« manche\u00a02 », « niveau\u00a0%d », « nº\u00a04 »)
and nothing else (nor in a CSV column's word, such as round1: a
spreadsheet reads it): never a blank inside a format directive (% d), never
an option's value such as `--sep ;` (a blank the user types), and
nothing is added where there was no blank at all (times such as %H:%M,
URLs, NAME:AGE, file:line keep their colons as they are).  Every fix
swaps one character for another, so the msgstr's lines keep their cuts.
tests/py/test_typography.py fails when a msgstr needs this run."""
import re
import sys

NBSP = "\u00a0"
UNITS = r"(?:points?|PV)\b"
# the nouns a number (never a %s: it may be a word) is tied to
NOUNS = (r"(?:cartes?|pièces?|manches?|tours?|joueurs?|joueuses?|"
         r"niveaux?|cabanes?|étages?|emplacements?|exemplaires?|biscuits?|"
         r"ingrédients?|tuyaux?|commandes?|parties?|tables?|places?|"
         r"lignes?|cases?|arbres?|fois|ans|an|colonnes?|octets?|familiers?|"
         r"potions?|sur)(?![\w'’-])")
# a noun its number follows: "manche 2", "niveau 5", "nº 4", "sur 6"
BEFORE = (r"(?:^|[\s«(])(?:[Mm]anche|[Tt]our|[Nn]iveau|[Ee]mplacement|nº|[ÉéEe]tage|[Tt]able|"
          r"ligne|colonne|place|siège|ronde|sur|parmi|[Rr]ang|[Pp]artie|[Gg]raine)$")
# a directive that stands for a number, or a digit, just before the blank
NUMBER = r"(?:\d|%(?:\d+\$)?[-+'#0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?[diuxXfgs])"
# a number, or a directive that stands for one (not %s: a word too)
NUMBER_AHEAD = r"(?:\d|%(?:\d+\$)?[-+'#0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?[diuxX])"
# an option's value typed as is: `--sep ;`
OPTION = re.compile(r"--sep$")


def fix(text):
    """The text with a non-breaking blank wherever French wants one."""
    out = list(text)
    for i, ch in enumerate(text):
        if ch != " ":
            continue
        before, after = text[:i], text[i + 1:]
        if before.endswith("%"):
            continue  # the space flag of a directive: "% d"
        if OPTION.search(before):
            continue
        if after[:1] in (":", ";", "!", "?", "»") or before.endswith("«"):
            out[i] = NBSP
        elif re.search(NUMBER + r"$", before) and (re.match(UNITS, after) or
                                                   after.startswith("%%")):
            out[i] = NBSP  # "2\u00a0points", "87,2\u00a0%", "1\u00a0sur"
        elif re.search(NUMBER_AHEAD + r"$", before) and re.match(NOUNS, after):
            out[i] = NBSP  # "3\u00a0cartes", "%d\u00a0sur"
        elif re.search(BEFORE, before) and re.match(NUMBER_AHEAD, after):
            out[i] = NBSP  # "manche\u00a02", "nº\u00a0%d"
    return "".join(out)


def entries(lines):
    """For each msgstr (msgstr and msgstr[N]): the indexes of its lines."""
    i = 0
    while i < len(lines):
        if re.match(r'^msgstr(\[\d+\])? "', lines[i]):
            idx = [i]
            i += 1
            while i < len(lines) and lines[i].startswith('"'):
                idx.append(i)
                i += 1
            yield idx
        else:
            i += 1


PIECE = re.compile(r'^(msgstr(?:\[\d+\])? )?"(.*)"(\n?)$', re.S)


def msgid_before(lines, at):
    """The msgid (joined) of the entry whose msgstr starts at line `at`."""
    k = at - 1
    while k >= 0 and not lines[k].startswith(("msgid ", "msgid_plural ")):
        k -= 1
    k = k if not lines[k].startswith("msgid_plural ") else k - 1
    while k >= 0 and not lines[k].startswith("msgid "):
        k -= 1
    text = ""
    for line in lines[k:at]:
        m = re.match(r'^(?:msgid )?"(.*)"\n?$', line)
        if m is None:
            break
        text += m.group(1)
    return text


# a CSV file's column word (round1, level5): the cells a spreadsheet
# reads keep plain blanks
COLUMN = re.compile(r"[a-z_]+[0-9]*")


def fix_po(lines):
    """fix() over every msgstr of a po file's lines; the lines changed."""
    changed = []
    for idx in entries(lines):
        if COLUMN.fullmatch(msgid_before(lines, idx[0])):
            continue
        parts = [PIECE.match(lines[k]) for k in idx]
        whole = "".join(p.group(2) for p in parts)
        fixed = fix(whole)
        if fixed == whole:
            continue
        changed.append((idx[0] + 1, whole, fixed))
        at = 0
        for k, p in zip(idx, parts):
            n = len(p.group(2))
            lines[k] = (p.group(1) or "") + '"' + fixed[at:at + n] + '"' + p.group(3)
            at += n
    return changed


# a place as compilers write it, FILE:LINE: or LINE:COL: (GNU style):
# not prose, so no language spaces it; editors parse it
PLACE = re.compile(r"^(?:%s:)?%ld(?::%d)?: |^%s:%d: ")


def msgstrs(lines, at):
    """The msgstr (joined) whose first line is at `at`."""
    text = ""
    for k in range(at, len(lines)):
        m = PIECE.match(lines[k])
        if m is None or (k > at and m.group(1)):
            break
        text += m.group(2)
    return text


def places(lines):
    """(line, msgid, msgstr) of each msgstr that does not begin with its
    msgid's FILE:LINE: place exactly as the msgid writes it."""
    bad = []
    for idx in entries(lines):
        m = PLACE.match(msgid_before(lines, idx[0]))
        if m and not msgstrs(lines, idx[0]).startswith(m.group(0)):
            bad.append((idx[0] + 1, m.group(0), msgstrs(lines, idx[0])))
    return bad


# after the program's name, and after "attention : ", a small letter, as
# GNU's French catalogues write it ("treeref : impossible de lire...");
# a word all in capitals (JSON, NUL) or a name stays as it is
AFTER_PROGRAM = re.compile(r"^(?:treeref\u00a0: (?:attention\u00a0: )?|attention\u00a0: )"
                           r"(?=[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’])")


def capitals(lines):
    """(line, msgstr) of each msgstr whose first word after
    `treeref : ` or `attention : ` takes a capital."""
    return [(idx[0] + 1, msgstrs(lines, idx[0])) for idx in entries(lines)
            if AFTER_PROGRAM.match(msgstrs(lines, idx[0]))]


def catalogues(top=None):
    """Every French po file of the tree, relative to `top` (the tree
    holding this po/): the shared messages' po/fr.po, each game's
    src/GAME/fr.po and each test game's tests/toy/GAME/fr.po."""
    import glob
    import os
    top = top or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return [os.path.join(top, "po", "fr.po")] + sorted(
        glob.glob(os.path.join(top, "src", "*", "fr.po")) +
        glob.glob(os.path.join(top, "tests", "toy", "*", "fr.po")))


def main(argv):
    check = "--check" in argv
    paths = [a for a in argv if not a.startswith("--")] or catalogues()
    bad = kept = 0
    for path in paths:
        with open(path, encoding="utf-8") as fp:
            lines = fp.readlines()
        changed = fix_po(lines)
        bad += len(changed)
        for line, place, text in places(lines):
            # not fixed here: a translator's choice to undo by hand
            print(f"{path}:{line}: the place {place!r} must begin the msgstr "
                  f"untouched: {text}")
            bad += 1
            kept += 1
        for line, text in capitals(lines):
            print(f"{path}:{line}: a capital after the program's name or "
                  f"attention (GNU's French: a small letter): {text}")
            bad += 1
            kept += 1
        for line, whole, fixed in changed:
            if check:
                print(f"{path}:{line}: a plain blank where French wants a "
                      f"non-breaking one: {whole}")
        if changed and not check:
            with open(path, "w", encoding="utf-8") as fp:
                fp.writelines(lines)
            print(f"{path}: {len(changed)} msgstr fixed")
    return 1 if kept or (bad and check) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
