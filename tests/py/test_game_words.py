"""A game's words in its folder (issue 39, item 2): each game's French is
its folder's fr.po (src/GAME/fr.po; a test game's tests/toy/GAME/fr.po),
written without contexts; the build merges them into the one catalogue.

Each game folder's fr.po holds every message its sources mark (_, N_,
ngettext, as xgettext reads them, the game's own contexts kept),
translated and not fuzzy; po/fr.po holds none of a game's messages that
no shared source marks; and the catalogue the build compiled gives each
of them its fr.po's French."""
import glob
import os
import shutil
import subprocess

from common import TOP, Checks, tempdir

XGETTEXT = ["xgettext", "--from-code=UTF-8", "--keyword=_", "--keyword=N_",
            "--add-comments=TRANSLATORS:", "--package-name=treeref",
            "--msgid-bugs-address=", "--no-location", "--sort-output"]
MO = os.path.join(TOP, "po", "locale", "fr", "LC_MESSAGES", "treeref.mo")
TOY_MO = os.path.join(TOP, "tests", "toy", "po", "locale", "fr", "LC_MESSAGES", "treeref.mo")


def game_dirs(under):
    """The game folders under `under` (src or tests/toy): each holds its
    *_ops.h, as the Makefile finds them."""
    return sorted({os.path.dirname(p) for p in glob.glob(os.path.join(TOP, under, "*", "*_ops.h"))})


def unquote(parts):
    text = "".join(parts)
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def entries(path):
    """{(msgctxt or None, msgid): (msgstr or [msgstr[0], ...], fuzzy)}
    of a po file (obsolete entries and the header left out)."""
    with open(path, encoding="utf-8") as fp:
        lines = fp.read().split("\n")
    found, cur, key, fuzzy = {}, {}, None, False

    def close():
        if "msgid" in cur and cur["msgid"] != [""]:
            strs = [unquote(cur[k]) for k in sorted(cur) if k.startswith("msgstr")]
            found[(unquote(cur["msgctxt"]) if "msgctxt" in cur else None,
                   unquote(cur["msgid"]))] = (strs, fuzzy)

    for line in lines + [""]:
        if line.startswith("#~"):
            continue
        if not line.strip():
            close()
            cur, key, fuzzy = {}, None, False
        elif line.startswith("#,"):
            fuzzy = fuzzy or "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            cur[key].append(line[1:-1])
        else:
            key, _, rest = line.partition(" ")
            cur[key] = [rest[1:-1]]
    return found


def template(tmp, folder):
    """The messages the folder's sources mark, as `make pot` reads them."""
    pot = os.path.join(tmp, os.path.basename(folder) + ".pot")
    srcs = sorted(glob.glob(os.path.join(folder, "*.c")))
    r = subprocess.run(XGETTEXT + ["-o", pot] + srcs, capture_output=True, text=True)
    return entries(pot) if r.returncode == 0 and os.path.exists(pot) else None


def compiled(tmp, mo):
    """The catalogue as msgunfmt reads it back: {(ctx, msgid): [msgstr]}."""
    out = os.path.join(tmp, "cat.po")
    r = subprocess.run(["msgunfmt", "-o", out, mo], capture_output=True, text=True)
    return entries(out) if r.returncode == 0 else {}


def folder_words(c, tmp, folders, catalogue, where):
    """Every message of each folder in its fr.po, translated, and the
    catalogue giving it that French."""
    for folder in folders:
        name = os.path.relpath(folder, TOP)
        po = os.path.join(folder, "fr.po")
        if not c.check(os.path.exists(po), f"{name} has no fr.po"):
            continue
        want = template(tmp, folder)
        if not c.check(want, f"xgettext could not read {name}'s sources"):
            continue
        have = entries(po)
        missing = [k for k in want if k not in have]
        c.check(not missing, f"{name}/fr.po lacks {len(missing)} of its folder's messages "
                f"(make pot, then translate): {missing[:5]}")
        untranslated = [k for k in want if k in have and (have[k][1] or not all(have[k][0]))]
        c.check(not untranslated, f"{name}/fr.po leaves {len(untranslated)} messages "
                f"untranslated or fuzzy: {untranslated[:5]}")
        wrong = []
        for k in (want if catalogue is not None else ()):
            if k in have and all(have[k][0]):
                got = catalogue.get(k)
                if got is None or got[0] != have[k][0]:
                    wrong.append((k, got and got[0], have[k][0]))
        c.check(not wrong, f"{where}: {len(wrong)} of {name}'s messages do not read as its "
                f"fr.po says: {wrong[:3]}")
        c.check(len(want) >= 10, f"only {len(want)} messages found in {name}")


def games(c, tmp):
    """The four games: their folders' words, in treeref's catalogue."""
    folders = game_dirs("src")
    c.check(len(folders) >= 4, f"only {len(folders)} game folders in src/")
    folder_words(c, tmp, folders, compiled(tmp, MO), os.path.relpath(MO, TOP))


def toys(c, tmp):
    """The test games: their folders' words, in treeref-toy's catalogue."""
    folders = game_dirs(os.path.join("tests", "toy"))
    c.check(len(folders) >= 3, f"only {len(folders)} test games in tests/toy/")
    folder_words(c, tmp, folders, None, os.path.relpath(TOY_MO, TOP))


def shared_only(c, tmp):
    """po/fr.po holds the shared messages alone: none that only a game's
    sources mark."""
    shared_srcs = [p for p in sorted(glob.glob(os.path.join(TOP, "src", "*.c")) +
                                     glob.glob(os.path.join(TOP, "src", "*", "*.c")))
                   if not glob.glob(os.path.join(os.path.dirname(p), "*_ops.h"))]
    pot = os.path.join(tmp, "shared.pot")
    subprocess.run(XGETTEXT + ["-o", pot] + shared_srcs, capture_output=True)
    shared = entries(pot)
    have = entries(os.path.join(TOP, "po", "fr.po"))
    extra = [k for k in have if k not in shared]
    c.check(len(shared) > 100 and not extra,
            f"po/fr.po holds {len(extra)} messages no shared source marks: {extra[:5]}")


def main():
    c = Checks("test_game_words")
    if not c.check(shutil.which("xgettext") and shutil.which("msgunfmt"),
                   "xgettext or msgunfmt is missing (make deps)"):
        c.finish()
    tmp = tempdir()
    games(c, tmp)
    toys(c, tmp)
    shared_only(c, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
