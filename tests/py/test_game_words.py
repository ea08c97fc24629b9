"""A game's words in its folder (issue 39, item 2): each game's French is
its folder's fr.po (src/GAME/fr.po; a test game's tests/toy/GAME/fr.po),
written without contexts; the build merges them into the one catalogue.

Each game folder's fr.po holds every message its sources mark (_, N_,
ngettext, as xgettext reads them, the game's own contexts kept),
translated and not fuzzy; po/fr.po holds none of a game's messages that
no shared source marks; and the catalogue the build compiled gives each
of them its fr.po's French under the game's context (the folder's name;
GAME/C for a message with a context C of its own)."""
import glob
import os
import shutil
import subprocess

from common import TOP, Checks, hermetic_env, tempdir

XGETTEXT = ["xgettext", "--from-code=UTF-8", "--keyword=_", "--keyword=N_",
            "--add-comments=TRANSLATORS:", "--package-name=treeref",
            "--msgid-bugs-address=", "--no-location", "--sort-output"]
MO = os.path.join(TOP, "po", "locale", "fr", "LC_MESSAGES", "treeref.mo")
TOY_MO = os.path.join(TOP, "tests", "toy", "po", "locale", "fr", "LC_MESSAGES", "treeref.mo")
TOY = os.path.join(TOP, "tests", "toy", "treeref-toy")


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
        game = os.path.basename(folder)
        for k in want:
            if k in have and all(have[k][0]):
                # the build's context: the folder's name, GAME/C for a
                # message with a context C of its own
                got = catalogue.get((game if k[0] is None else f"{game}/{k[0]}", k[1]))
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
    folder_words(c, tmp, folders, compiled(tmp, TOY_MO), os.path.relpath(TOY_MO, TOP))


def french(env, lines):
    r = subprocess.run([TOY, "--lang", "fr"], input="\n".join(lines) + "\n", env=env,
                       capture_output=True, text=True, timeout=600)
    return r.stdout + r.stderr


def same_words_own_french(c, tmp):
    """Two games writing the same English get each its own French: the
    toy and the duel both refuse with "it is another player's turn"
    (their own _()) and both name their turn rule "one at a time" (an
    N_() the front end words, in `rules` and in the refusal's tag),
    each fr.po with French of its own; Best Treehouse Ever names its
    rule so too.  Before the games' contexts, the catalogue had one
    French for each message, and every game but one read another's."""
    env = hermetic_env(tmp)
    toy = french(env, ["nouveau toy ann bob", "ajouter bob 2", "règles turn"])
    duel = french(env, ["nouveau duel ann bob", "marquer bob 2", "règles turn"])
    bte = french(env, ["nouveau bte ann bob", "règles turn"])
    c.check("Chacun son tour\u00a0: c’est le tour d’un autre joueur." in toy,
            f"the toy's refusal in its own French: {toy!r}")
    c.check("À tour de rôle\u00a0: c’est à l’autre joueur de marquer." in duel,
            f"the duel's refusal in its own French: {duel!r}")
    c.check("Chacun son tour\u00a0: les joueurs ajoutent" in toy and "À tour de rôle" not in toy,
            f"the toy's rule named in its own French: {toy!r}")
    c.check("À tour de rôle\u00a0: les deux joueurs marquent" in duel and "Chacun son tour" not in duel,
            f"the duel's rule named in its own French: {duel!r}")
    c.check("Tour de jeu\u00a0: " in bte and "Chacun son tour" not in bte and "À tour de rôle" not in bte,
            f"Best Treehouse Ever's rule named in its own French: {bte!r}")
    cat = compiled(tmp, TOY_MO)
    both = [cat.get((g, "it is another player's turn")) for g in ("toy", "duel")]
    c.check(both[0] and both[1] and both[0] != both[1],
            f"the catalogue holds each game's French for the same msgid: {both}")


def fifth_game(c, tmp):
    """The fifth game's path: a folder with its fr.po (the duel of
    tests/toy, as src/duel/) and two lines in src/games.c, in a copy of
    the tree, nothing else touched: the build gives the game its French,
    in its own context (its refusal and its rule's name, which Best
    Treehouse Ever words otherwise), and `make pot` leaves its fr.po
    complete."""
    tree = os.path.join(tmp, "tree")
    os.makedirs(tree)
    # the built objects come along with their times: only the registry
    # and the new game's file are compiled
    for part in ("Makefile", "src", "po", "TREEREF-LOCALEDIR", "TREEREF-LINK"):
        src = os.path.join(TOP, part)
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(tree, part), symlinks=True)
        elif os.path.exists(src):
            shutil.copy2(src, os.path.join(tree, part))
    shutil.copytree(os.path.join(TOP, "tests", "toy", "duel"), os.path.join(tree, "src", "duel"),
                    ignore=shutil.ignore_patterns("test_*", "*.o", "*.pot", "__pycache__"))
    games = os.path.join(tree, "src", "games.c")
    with open(games, encoding="utf-8") as fp:
        text = fp.read()
    text = text.replace('#include "game.h"\n', '#include "game.h"\n#include "duel_ops.h"\n', 1)
    text = text.replace("\tNULL\n};", "\t&duel_ops,\n\tNULL\n};", 1)
    with open(games, "w", encoding="utf-8") as fp:
        fp.write(text)
    if not c.check("&duel_ops," in text and '"duel_ops.h"' in text,
                   "src/games.c no longer has the registry's shape (an include, a list)"):
        return
    mo = "po/locale/fr/LC_MESSAGES/treeref.mo"
    r = subprocess.run(["make", "-C", tree, "treeref", mo], capture_output=True, text=True,
                       timeout=600)
    if not c.check(r.returncode == 0, f"the build with a fifth game failed: {r.stdout[-2000:]}"
                   f"{r.stderr[-2000:]}"):
        return
    program = os.path.join(tree, "treeref")
    env = hermetic_env(tmp)
    ids = subprocess.run([program, "--game-ids"], env=env, capture_output=True, text=True,
                         timeout=60).stdout.split()
    c.check("duel" in ids, f"the fifth game is not registered: {ids}")

    def fr(lines):
        r = subprocess.run([program, "--lang", "fr"], input="\n".join(lines) + "\n", env=env,
                           capture_output=True, text=True, timeout=600)
        return r.stdout + r.stderr
    duel = fr(["nouveau duel ann bob", "marquer bob 2", "règles turn", "aide marquer"])
    c.check("À tour de rôle\u00a0: c’est à l’autre joueur de marquer." in duel and
            "À tour de rôle\u00a0: les deux joueurs marquent" in duel and
            "marquer NOM N" in duel and "Exemple\u00a0: marquer ann 2" in duel,
            f"the fifth game in its own French: {duel!r}")
    bte = fr(["nouveau bte ann bob", "règles turn"])
    c.check("Tour de jeu\u00a0: " in bte and "À tour de rôle" not in bte,
            f"Best Treehouse Ever beside it keeps its French: {bte!r}")
    r = subprocess.run(["make", "-C", tree, "pot"], capture_output=True, text=True, timeout=600)
    st = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull,
                         os.path.join(tree, "src", "duel", "fr.po")],
                        capture_output=True, text=True)
    c.check(r.returncode == 0 and st.returncode == 0 and "untranslated" not in st.stderr and
            "fuzzy" not in st.stderr, f"make pot and its fr.po: {r.stderr[-1000:]} {st.stderr}")


def ids_are_folders(c, tmp):
    """The front end words a game's N_() messages (usage, rules, labels)
    under the game's id: each game's id is its folder's name, the
    context its files are compiled with."""
    env = hermetic_env(tmp)
    for program, unders in ((os.path.join(TOP, "treeref"), ("src",)),
                            (TOY, ("src", os.path.join("tests", "toy")))):
        ids = subprocess.run([program, "--game-ids"], env=env, capture_output=True, text=True,
                             timeout=60).stdout.split()
        folders = {os.path.basename(d) for u in unders for d in game_dirs(u)}
        c.check(len(ids) >= 4 and set(ids) == folders,
                f"{os.path.relpath(program, TOP)}: the games' ids {ids} are not their folders' "
                f"names {sorted(folders)}")


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
    same_words_own_french(c, tmp)
    ids_are_folders(c, tmp)
    shared_only(c, tmp)
    fifth_game(c, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
