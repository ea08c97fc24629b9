"""French without a trace of English (issue 32).

A French session of every game (the sample games, every refusal kind of
the transcripts, `aide` of every word, `règles` of every rule, `pourquoi`,
`légal`), and `vérifier`, `classement`, `rapport` and --help in French,
hold no English word of tests/py/english_words.txt (data: one word a
line).  Left aside, as the issue allows: what the user typed (quoted « »),
player names, file names, game titles, options, and --json and logs
(ids), which this suite does not read.

At a terminal of 40, 60, 80 and 100 columns no line of French output
starts with : ; ! ? or » (non-breaking spaces, and a wrapper that never
breaks before them); `aide` and `règles` fit the terminal's width, in
English too, laid out once; and French text never puts an ordinary
blank before : ; ! ? » or after «.

Style (item 11 and the review after it): help lines in the third person,
command words quoted « … » in prose, moves with their noun, the minus
sign U+2212 for negative numbers in text (not in --sep ; files), « nº »
rather than « # » in prose, no labels chained with colons nor nested
parentheses, one name a thing (« journal d'événements », « feuille de
score »), plurals of 1, répartir's line in French, 3-High alone."""
import glob
import os
import re
import subprocess

from common import DATE, TOP, TREEREF, Checks, Term, hermetic_env, script_lines, tempdir

HERE = os.path.dirname(os.path.abspath(__file__))
CLI = os.path.join(TOP, "tests", "cli")
GAMES = os.path.join(TOP, "data", "games")
TOURNAMENT = os.path.join(TOP, "data", "tournament")
NEW = {"bte": "nouveau bte ann bob cy", "tlh": "nouveau tlh ann bob cy",
       "3high": "nouveau 3high ann bob", "magical": "nouveau magical ann:30 bob:40 cy:20"}
TITLES = ("Best Treehouse Ever", "Tout là-haut", "3-High", "Magical Treehouse")
PLAYERS = ("ann", "bob", "cy", "Ann", "Anna", "dee", "eve", "jo", "a", "b", "c", "d")


def english_words():
    with open(os.path.join(HERE, "english_words.txt"), encoding="utf-8") as fp:
        return [w.strip() for w in fp if w.strip() and not w.startswith("#")]


def run(args, env, stdin=None, cwd=None):
    return subprocess.run([TREEREF, *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=cwd)


def ids_and_words(game, env):
    """The game's rule ids (English `rules`) and its command words
    (English `help`), as the program lists them."""
    r = run([], env, "new %s\nrules\nhelp all\n" % NEW[game].split(" ", 1)[1])
    ids, words, in_help = [], [], False
    for line in r.stdout.splitlines():
        in_help = in_help or line.startswith("Commands of every game")
        m = re.match(r"^([A-Za-z][\w-]*)(?: \([^)]*\))?: ", line)
        if m and not in_help:
            ids.append(m.group(1))
        m = re.match(r"^  ([a-z]+)\b", line)
        if m and in_help and m.group(1) not in words:
            words.append(m.group(1))
    return ids, words


def session(game, env):
    """Every line a French session of `game` runs: its sample game, `aide`
    and `règles` of everything, and the game's transcripts (refusals)."""
    ids, words = ids_and_words(game, env)
    lines = [NEW[game], "aide", "règles"]
    lines += ["aide " + w for w in words]
    lines += ["règles " + i for i in ids]
    lines += ["état", "points", "montrer"]
    lines += script_lines(os.path.join(GAMES, "fr", game + ".txt"))
    # the transcripts live in a folder a game (tests/cli/GAME/)
    for path in sorted(glob.glob(os.path.join(CLI, "*.in")) +
                       glob.glob(os.path.join(CLI, game, "*.in"))):
        name = os.path.basename(path)
        if name.startswith((game + "-", "fr-" + game + "-")):
            lines += script_lines(path)
    return lines


FRENCH_COLOURS = re.compile(r"\b(rouge|jaune|vert|bleu|noir|blanc|violet|marron|"
                            r"transparent|petite?|moyenne?|grande?)")
ENGLISH_COLOURS = re.compile(r"\b(red|yellow|green|blue|black|white|purple|brown|"
                             r"clear|cyan|orange|small|medium|large)\b")


def visible(text):
    """The text a reader must find French: without what the user typed
    (« quoted », or echoed by undo and redo), file names, options, game
    titles, and the English colours help says are read too (beside their
    French name on the line)."""
    text = re.sub(r"«\u00a0[^»]*\u00a0»", " ", text)
    # the English subcommand words --help names as such
    text = re.sub(r"\(en anglais\u00a0: [^)]*\)", " ", text)
    text = re.sub(r"(?mi)^(annulé|rétabli|refait)\u00a0: .*$", " ", text)
    text = "\n".join(ENGLISH_COLOURS.sub(" ", l) if FRENCH_COLOURS.search(l) else l
                     for l in text.split("\n"))
    text = re.sub(r"\((%s)\)" % ENGLISH_COLOURS.pattern, " ", text)
    text = re.sub(r"\S*(\.csv|\.html|\.txt|/)\S*", " ", text)
    text = re.sub(r"(?<!\w)--?[a-z][\w-]*", " ", text)
    for t in TITLES:
        text = text.replace(t, " ")
    return text


def english_in(text, words):
    found = set()
    for w in re.findall(r"[^\W\d_][\w'-]*", visible(text)):
        if w in words and w not in PLAYERS:
            found.add(w)
    return found


def french_outputs(c, env, tmp):
    """Each game's French session, and the log tools, in French."""
    out = {}
    for game in NEW:
        r = run(["--lang", "fr", "-"], env, "\n".join(session(game, env)) + "\n", tmp)
        out[game] = r.stdout + r.stderr
    logs = sorted(glob.glob(os.path.join(TOURNAMENT, "*.csv")))
    bad = sorted(glob.glob(os.path.join(TOP, "tests", "csv", "bad", "*.csv")))
    r = run(["--lang", "fr", "vérifier", *logs, *bad], env, cwd=tmp)
    out["vérifier"] = r.stdout + r.stderr
    r = run(["--lang", "fr", "classement", *logs], env, cwd=tmp)
    out["classement"] = r.stdout + r.stderr
    page = os.path.join(tmp, "rapport.html")
    r = run(["--lang", "fr", "rapport", *logs, "-o", page], env, cwd=tmp)
    html = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
    html = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r"<[^>]*>", " ", html)
    out["rapport"] = r.stderr + html.replace("&amp;", "&")
    r = run(["--help"], dict(env, LANG="fr_FR.UTF-8"), cwd=tmp)
    out["--help"] = r.stdout
    c.check(all(out.values()), "every French output is there")
    return out


def no_english(c, out):
    words = set(english_words())
    for what, text in out.items():
        found = english_in(text, words)
        lines = [l for l in text.splitlines() if english_in(l, words)][:5]
        c.check(not found, f"{what}: English words {sorted(found)} in {lines}")


def spacing(c, out):
    """An ordinary blank never stands before : ; ! ? » nor after « in
    French text (--sep ; excepted: an option's value)."""
    for what, text in out.items():
        bad = [l for l in text.splitlines()
               if re.search(r"(?<!--sep) [:;!?»]|« ", l.replace("--sep ;", ""))]
        c.check(not bad, f"{what}: a plain blank at French punctuation: {bad[:3]}")


def terminal(c, tmp):
    """At 40, 60, 80 and 100 columns: no line of French output starts
    with : ; ! ? or »; aide and règles fit, in English at 60 too."""
    ansi = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
    for cols in (40, 60, 80, 100):
        for game in NEW:
            env = hermetic_env(tempdir())
            env["LANG"] = "fr_FR.UTF-8"
            t = Term(env, cols=cols)
            c.check(t.expect(r"treeref> "), f"{cols}: first prompt")
            # the sample game with its own players (its first line)
            sample = script_lines(os.path.join(GAMES, "fr", game + ".txt"))
            lines = [sample[0], "aide", "règles", "aide placer", "état", "montrer"]
            lines += sample[1:12]
            seen = ""
            for line in lines:
                c.check(t.run(line, r"treeref[^>\n]*> "),
                        f"{game} at {cols} columns: {line!r} answered: {t.buf[-300:]!r}")
                seen += t.seen
            t.send("quitter\r")
            t.close()
            text = ansi.sub("", seen).replace("\r", "")
            out = [l for l in text.split("\n") if not l.startswith("treeref")]
            starts = [l for l in out if re.match(r"^\s*[:;!?»]", l)]
            c.check(not starts, f"{game} at {cols} columns: lines start with "
                    f"punctuation: {starts[:3]}")
            if game == "bte":
                wide = [l for l in out if len(l) > cols and not l.startswith(" " * 3 + "|")]
                c.check(not any(len(l) > cols for l in help_and_rules(text)),
                        f"aide/règles wider than {cols}: {wide[:2]}")
    env = hermetic_env(tempdir())
    t = Term(env, cols=60)
    t.expect(r"treeref> ")
    t.run("new bte ann bob", r"treeref[^>\n]*> ")
    t.run("help all", r"treeref[^>\n]*> ")
    shown = ansi.sub("", t.seen).replace("\r", "")
    t.run("rules", r"treeref[^>\n]*> ")
    shown += ansi.sub("", t.seen).replace("\r", "")
    t.send("quit\r")
    t.close()
    lines = [l for l in shown.split("\n") if not l.startswith("treeref")]
    c.check(lines and all(len(l) <= 60 for l in lines),
            f"English help at 60 columns: {[l for l in lines if len(l) > 60][:2]}")
    # laid out once: every line of help is a usage (two blanks) or a
    # summary in its column (28 blanks), none cut back to the left edge
    start = next((i for i, l in enumerate(lines) if l.startswith("Commands of every")), 0)
    body = [l for l in lines[start:] if l.startswith(" ")]
    cut = [l for l in body if not re.match(r"^(  \S| {28}\S)", l)]
    c.check(body and not cut, f"English help at 60 columns keeps its columns: {cut[:3]}")


def help_and_rules(text):
    """The lines of aide and règles in a session's text."""
    out, inside = [], False
    for l in text.split("\n"):
        if l.startswith("treeref"):
            inside = l.rstrip().endswith(("aide", "règles"))
            continue
        if inside:
            out.append(l)
    return out


def french_words(game, env):
    """The game's command words as French help lists them."""
    r = run(["--lang", "fr", "-"], env, NEW[game] + "\naide tout\n")
    return {m.group(1) for m in re.finditer(r"(?m)^  ([^\W\d_]+)\b", r.stdout)}


# What a help line may start with that is not a verb: the noun phrases
# main had ("manche, tour…", "le tableau…", "chaque coup…").
NOT_VERBS = {"le", "la", "les", "l", "un", "une", "chaque", "manche", "arbres",
             "à", "où", "avec", "ce", "cette"}


def help_style(c, env, out):
    """Every help line says what the command does in the third person
    (« commence une partie », « liste les parties »), never an infinitive
    (« lister ») nor a noun phrase (« le tableau des scores »); and a
    command word written in prose is quoted « … », with its arguments
    (« (« gardées NUMÉRO ») », never « (reprendre NUMÉRO) »)."""
    for game in NEW:
        text = out[game]
        # the line after a usage (and its sequel: alternatives or a
        # wrapped usage, indented under it)
        firsts = re.findall(r"(?m)^Utilisation\W.*\n(?:[ \t]+\S.*\n)*([^\n]*)", text)
        c.check(len(firsts) > 10, f"{game}: aide MOT answers: {len(firsts)}")
        for line in firsts:
            w = re.match(r"[^\W\d_]*", line).group(0)
            c.check(w and w not in NOT_VERBS and not re.search(r"(er|ir|dre|ire|tre|oir)$", w),
                    f"{game}: help line not in the third person: {line!r}")
        words = french_words(game, env) | {"reprendre", "fini"}
        c.check(len(words) > 15, f"{game}: French command words {sorted(words)}")
        alt = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
        bare = re.compile(r"(?<![«\w\u00a0-])(?<!«\u00a0)(%s) (?=[A-ZÉÈÊÂ]{2,}|\[[A-ZÉ])" % alt)
        strong = words - {"points", "image", "objectif", "tuyau", "biscuits", "ingrédients",
                          "vides", "familier", "jouer", "prendre", "choisir", "état",
                          "langue", "bloqué", "nouveau"}
        paren = re.compile(r"\((%s)\b" % "|".join(map(re.escape, sorted(strong))))
        usage = False
        for line in text.splitlines():
            if re.match(r"^(Utilisation|Exemple)\W", line):
                usage = line.startswith("Utilisation")
                continue
            if usage and line.startswith(" "):
                continue  # the usage's sequel
            usage = False
            m = re.match(r"^  \S.*?\S {3,}(\S.*)$", line)
            if m:  # help's two columns: the usage, then the summary
                line = m.group(1)
            elif re.match(r"^ {2,}(%s)\b" % alt, line) or re.match(r"^ {20,}\S", line):
                continue  # a usage too long for its column, or its sequel
            line = re.sub(r"Utilisation\W+[^;]*", " ", line)
            bad = bare.search(line) or paren.search(line)
            c.check(not bad, f"{game}: a command word unquoted in prose: {line!r}")


def move_nouns(c, out):
    """Best Treehouse Ever's moves name what is placed and discarded:
    « ann : pièce rouge au niveau 2 », « bob défausse une carte jaune »,
    the colour agreed with its noun (« pièce verte »)."""
    text = out["bte"]
    colours = r"(rouge|jaune|vert|bleu|violet|marron)"
    bad = re.findall(r"(?m)^\S+\u00a0: %s au niveau.*$|^.* défausse du .*$" % colours, text)
    c.check(not bad, f"moves without their noun: {bad[:3]}")
    c.check(re.search(r"(?m)^\S+\u00a0: pièce rouge au niveau\u00a0\d, emplacement\u00a0\d", text)
            and re.search(r"(?m)^\S+\u00a0: pièce (verte|bleue) au niveau", text)
            and re.search(r"(?m)^\S+ défausse une carte (rouge|jaune|verte|bleue|violette|marron)\.$",
                          text),
            "moves with their noun, the colour agreed")


def minus_sign(c, env, tmp, out):
    """French text writes a negative number with the minus sign U+2212
    (« −4 PV »), never a hyphen, and never adds one (« + -1 »): the
    games, the standings and the report page.  A file for a spreadsheet
    (--sep ;) keeps the hyphen, which spreadsheets read as a number."""
    for what in ("magical", "bte", "tlh", "3high", "classement", "rapport"):
        text = re.sub(r"\d{4}-\d\d-\d\d", " ", out[what])
        bad = [l for l in text.splitlines()
               if re.search(r"(?<![\w-])-\d|\+\s*[-\u2212]\s*\d|[\d)] - [\d(]", l)]
        c.check(not bad, f"{what}: a negative number with a hyphen: {bad[:3]}")
    c.check(re.search(r"Distance\u00a0: \d \(carte\) \u2212 \d \(taille", out["3high"]),
            "3-High's distance takes the size away with the minus sign")
    c.check("\u22124\u00a0PV." in out["magical"]
            and "\u2212 1 (objectifs)\u00a0=\u00a013" in out["magical"],
            "Magical Treehouse's green tile and score line with the minus sign")
    c.check(re.search(r"cid\s+11\s+5\s+1\s+0\s+2\s+\u22121\s+13", out["rapport"]),
            "the report's score sheet with the minus sign")
    c.check("(n\u00a0\u2212\u00a0place)\u00a0/\u00a0(n\u00a0\u2212\u00a01)" in out["classement"],
            f"the standings' formula with minus signs, kept on one line: {out['classement'][:200]!r}")
    # check's one line a refusal joins its rules with « ; », the blank
    # before it non-breaking
    bad = [l for l in out["vérifier"].splitlines() if re.search(r"[^\s\u00a0];", l)]
    c.check(not bad, f"vérifier joins rules with a bare ';': {bad[:2]}")
    script = "\n".join(script_lines(os.path.join(GAMES, "fr", "magical.txt")))
    run(["--lang", "fr", "-"], env, script + "\nexporter scores magical.csv --sep ;\n", tmp)
    with open(os.path.join(tmp, "magical.csv"), encoding="utf-8") as fp:
        sheet = fp.read()
    c.check(";-1;" in sheet and "\u2212" not in sheet,
            f"the spreadsheet file keeps the hyphen: {sheet!r}")


def seat_line(c, env, tmp):
    """`répartir` in French: one table is « 1 table », and the line to
    type is in French words (« nouveau tlh stratégique … »), on a line of
    its own under the table, and starts the game when typed; --json keeps the English line."""
    players = os.path.join(tmp, "quatre.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write("ann\nbob\ncy\ndee\n")
    r = run(["--lang", "fr", "répartir", "tlh", "stratégique", players, "--seed", "3"], env, cwd=tmp)
    m = re.search(r"à taper\u00a0:\n  (.*)$", r.stdout, re.M)
    c.check(" 4\u00a0joueurs à 1\u00a0table, " in r.stdout and m and
            m.group(1).startswith("nouveau tlh stratégique "),
            f"French seating of one table: {r.stdout!r}")
    if m:
        g = run(["--lang", "fr", "-"], env, m.group(1) + "\n", tmp)
        c.check(g.returncode == 0 and "Variante stratégique" in g.stdout,
                f"the seating's French line starts the game: {g.stdout} {g.stderr}")
    r = run(["répartir", "tlh", "strategic", players, "--seed", "3", "--json"], env, cwd=tmp)
    c.check('"new": "new tlh strategic ' in r.stdout, f"--json keeps the English line: {r.stdout}")


def prose(c, out):
    """French prose writes « la cabane nº 2 », never « #2 » (the village
    pictures label the treehouses #1, #2…, and a card's label in
    parentheses follows them), and does not chain labels with colons
    (« ann : cabanes : 0 … », « Manche 1, décompte : on couvre dans cet
    ordre : … »); lists indented under a heading are tables, not prose."""
    for game in NEW:
        text = out[game]
        bad = [l for l in text.splitlines() if re.search(r"(cabanes?|de|du) #\d", l)]
        c.check(not bad, f"{game}: '#' in prose: {bad[:3]}")
        bad = [l for l in text.splitlines()
               if re.match(r"^[^\s:(][^:(\n]{0,40}\u00a0: [^:;(\n]{1,40}\u00a0: ", l)]
        c.check(not bad, f"{game}: labels chained with colons: {bad[:3]}")
        # « Verdict : interdit (tour de jeu, appui (règle 1)) » nested
        bad = [l for l in text.splitlines() if re.search(r"\([^()]*\([^()]*\)[^()]*\)", l)]
        c.check(not bad, f"{game}: parentheses inside parentheses: {bad[:3]}")


def solo(c, env, tmp):
    """3-High played alone (item 10): the cards are dealt to the one
    player by name, never « chaque joueur », and the game is lost, not
    « l'équipe »: the French solo transcripts, run as a user does."""
    for name in ("fr-3high-won-solo", "fr-3high-lost-solo"):
        lines = script_lines(os.path.join(CLI, "3high", name + ".in"))
        r = run(["--lang", "fr", "-"], env, "\n".join(lines) + "\n", tmp)
        text = r.stdout + r.stderr
        c.check(re.search(r"(?m)^\w+ reçoit 6\u00a0cartes\u00a0; le talon en compte 26\.$", text)
                and "Chaque joueur" not in text and "l'équipe perd" not in text,
                f"{name}: a solo game speaks to its one player: {text[:400]!r}")


def one_name(c, out):
    """One name per thing (item 6): the CSV event log is « le journal
    d'événements »; treeref's autosave (--resume) is « la sauvegarde
    automatique » (autosave_name): in `vérifier`, and in `aide exporter`."""
    c.check("\u00bb dans le journal d'événements mais \u00ab" in out["vérifier"],
            f"vérifier names the event log: {out['vérifier'][-600:]!r}")
    c.check(re.search(r"le journal d'événements\s+de la partie en CSV", out["bte"]),
            "aide exporter names the event log")
    # « la feuille de score » (help, man page), never « de scores »
    texts = list(out.values())
    for name in ("fr-names-hostile",):
        lines = script_lines(os.path.join(CLI, "shared", name + ".in"))
        r = run(["--lang", "fr", "-"], hermetic_env(tempdir()), "\n".join(lines) + "\n")
        texts.append(r.stdout + r.stderr)
    c.check(not any("feuille de scores" in t for t in texts)
            and "la feuille de score ;" in texts[-1].replace("\u00a0", " "),
            "one name for the score sheet: « la feuille de score »")


def spreadsheet(c, env, tmp):
    """--sep ; is for a spreadsheet set up for French: score sheets and
    standings --csv in the session's language (headings, words, titles,
    decimal comma), each file begun by a byte-order mark; comma files and
    event logs keep the English ids."""
    def read(name):
        with open(os.path.join(tmp, name), encoding="utf-8") as fp:
            return fp.read()
    script = "\n".join(script_lines(os.path.join(GAMES, "fr", "3high.txt")))
    r = run(["--lang", "fr", "-"], env, script + "\nexporter scores fr.csv --sep ;\n"
            "exporter scores en.csv\nexporter journal log.csv --sep ;\n", tmp)
    c.check(read("fr.csv").startswith("\ufeffjoueurs;arbres;cartes restantes;issue\n")
            and ";gagnée" in read("fr.csv"), f"French score sheet: {read('fr.csv')!r} {r.stderr}")
    c.check(read("en.csv").startswith("players,trees,cards_left,outcome\n")
            and ",won" in read("en.csv"), f"comma score sheet: {read('en.csv')!r}")
    c.check(read("log.csv").startswith("\ufeffgame;version;seq;command;"),
            f"the event log keeps its ids: {read('log.csv')[:60]!r}")
    script = "\n".join(script_lines(os.path.join(GAMES, "fr", "bte.txt")))
    run(["--lang", "fr", "-"], env, script + "\nexporter scores bte.csv --sep ;\n", tmp)
    c.check(read("bte.csv").startswith("\ufeffjoueur;manche 1;manche 2;manche 3;bonus;total;rang\n"),
            f"French score sheet, Best Treehouse Ever: {read('bte.csv')[:80]!r}")
    logs = sorted(glob.glob(os.path.join(TOURNAMENT, "*.csv")))
    run(["--lang", "fr", "classement", *logs, "--csv", "st.csv", "--sep", ";"], env, cwd=tmp)
    st = read("st.csv")
    # the columns of the tournament spec (game,rank,player,games,wins,
    # tpoints,share,score) headed in French, decimal commas
    c.check(st.startswith("\ufeffjeu;rang;joueur;parties;victoires;points de tournoi;part;points marqués\n")
            and "\nBest Treehouse Ever;1;" in st and re.search(r";\d+,\d\d;\d+,\d;\d+\n", st),
            f"French standings --csv: {st[:120]!r}")
    r = run(["--lang", "fr", "classement", *logs], env, cwd=tmp)
    c.check("\nBest Treehouse Ever\n" in r.stdout and "\nbte\n" not in r.stdout,
            f"standings headed by the titles: {r.stdout[:200]!r}")
    run(["classement", *logs, "--csv", "st-en.csv"], env, cwd=tmp)
    c.check(read("st-en.csv").startswith("game,rank,player,games,wins,tpoints,share,score\n")
            and "\nbte,1," in read("st-en.csv"),
            f"comma standings keep the ids: {read('st-en.csv')[:80]!r}")


def man_pages(c, env, tmp):
    """The French manual (treeref.fr.1, installed as man -L fr treeref)
    keeps in step with the English one: the same options, environment
    variables and subcommands, and every command of every game (its
    English word beside the French one)."""
    def read(name):
        with open(os.path.join(TOP, name), encoding="utf-8") as fp:
            return fp.read()
    en, fr = read("treeref.1"), read("treeref.fr.1")
    # the French page is man(7), the English one mdoc: the French is read
    # as man renders it, its words bounded by anything but a letter or '-'
    text = re.sub(".\b", "", subprocess.run(
        ["mandoc", "-Tutf8", "-O", "width=80", os.path.join(TOP, "treeref.fr.1")],
        capture_output=True, text=True).stdout)

    def named(word):
        return re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(word), text)
    for what, pat, dash in (("options", r"Fl (\\-[\w\\-]+|[a-zA-Z])\b", "-"),
                            ("variables", r"Ev (\w+)", "")):
        want = {dash + w.replace("\\-", "-") for w in re.findall(pat, en)}
        c.check(want and not [w for w in want if not named(w)],
                f"French manual lacks the {what} {sorted(w for w in want if not named(w))}")
    for sub in ("replay", "check", "standings", "report", "seat", "games"):
        c.check(named(sub), f"French manual lacks the subcommand {sub}")
    for game in NEW:
        ids, words = ids_and_words(game, env)
        for w in words:
            c.check(named(w), f"French manual lacks {game}'s command {w}")
    # the build tree's program as it is (-o): another prefix would link it
    # again under the suites running beside this one
    r = subprocess.run(["make", "-s", "-o", "treeref", "-o", "TREEREF-LOCALEDIR", "-o",
                        "TREEREF-LINK", "install", "PREFIX=/usr", "DESTDIR=" + tmp + "/inst"],
                       cwd=TOP, capture_output=True, text=True)
    page = os.path.join(tmp, "inst", "usr", "share", "man", "fr", "man1", "treeref.1")
    c.check(r.returncode == 0 and os.path.exists(page) and open(page, encoding="utf-8").read() == fr,
            f"make install puts the French manual in share/man/fr/man1: {r.stderr[-300:]}")


def sep_help(c, env):
    """--help names --sep's two values in quotes, as French quotes a
    character (review of 2026-11-27, point 7): not « (par défaut ,) ;
    avec ; les décimales »."""
    e = dict(env, LANG="fr_FR.UTF-8")
    r = subprocess.run([TREEREF, "--help"], env=e, capture_output=True, text=True, timeout=60)
    flat = re.sub(r"[ \n]+", " ", r.stdout)  # not split(): it takes the non-breaking spaces too
    c.check("(par défaut «\u00a0,\u00a0»)\u00a0; avec «\u00a0;\u00a0», les décimales" in flat and
            "défaut ,)" not in flat, f"--help's --sep line: {flat[flat.find('--sep'):][:160]!r}")


def not_seated(c, env, tmp):
    """seat: a player of the logs missing from the players file is
    « non placé » (review of 2026-11-27, point 13), not « pas placé »."""
    players = os.path.join(tmp, "absent.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write("zed\nyan\n")
    log = sorted(glob.glob(os.path.join(TOP, "tests", "csv", "tournament", "*.csv")))[0]
    e = dict(env, LANG="fr_FR.UTF-8")
    r = subprocess.run([TREEREF, "seat", "tlh", players, log], env=e, capture_output=True,
                       text=True, timeout=60)
    c.check("n'est pas dans " + players + "\u00a0: non placé." in r.stderr and
            "pas placé" not in r.stderr, f"seat, a player not in the file: {r.stderr!r}")


def kept_notes(c, env, tmp):
    """A game set aside at start is « mise de côté », as `nouveau` says it
    (review of 2026-11-27, point 35; the start said « a été gardée
    dans »); a kept game is « nº N » in every message (« pas de partie
    gardée nº 9 », no « (parties gardées : 3) »)."""
    e = dict(env, LANG="fr_FR.UTF-8", XDG_STATE_HOME=os.path.join(tmp, "kept-notes", "state"),
             XDG_DATA_HOME=os.path.join(tmp, "kept-notes", "data"))
    subprocess.run([TREEREF, "--journal"], env=e, input="nouveau bte ann bob\n",
                   capture_output=True, text=True, timeout=60)
    r = subprocess.run([TREEREF, "--journal"], env=e, input="gardées 9\n",
                       capture_output=True, text=True, timeout=60)
    flat = re.sub(r"[ \n]+", " ", r.stderr)
    c.check("treeref\u00a0: une partie inachevée a été mise de côté dans" in flat and
            "a été gardée dans" not in flat, f"set aside at start: {flat!r}")
    c.check("il n'y a pas de partie nº\u00a09 dans la liste de la table (1 en tout)" in flat.lower() and
            "parties gardées\u00a0:" not in flat, f"no kept game 9: {flat!r}")


def kept_words(c, env, tmp):
    """A game set aside and brought back, in French (review of
    2026-11-27, points 34 and 35): « mise de côté », « nº 1 est reprise »."""
    e = dict(env, LANG="fr_FR.UTF-8", XDG_STATE_HOME=os.path.join(tmp, "kept-state"),
             XDG_DATA_HOME=os.path.join(tmp, "kept-data"))
    r = subprocess.run([TREEREF, "--journal"], env=e, input="new bte ann bob\nnew bte cid dan\nkept 1\n",
                       capture_output=True, text=True, timeout=60)
    c.check("La partie inachevée précédente a été mise de côté dans" in r.stdout and
            "La partie gardée nº\u00a01 est reprise\u00a0:" in r.stdout and "d'avant" not in r.stdout,
            f"set aside and brought back: {r.stdout!r}")

def play_words(c, env):
    """This turn's game words read in French (issue 42 item 5): `pourquoi`
    of 3-High and Tout là-haut says the move it checks, as Best Treehouse
    Ever's does (« Si ann joue rouge2 bleu3 : »); 3-High's stop check
    for a piece leaving the board says it once; its set is « l'ensemble
    Treehouse » everywhere (rulebook 004), never « le jeu xeno »; its
    rules list no « bonus et égalités » (a team game has neither); the
    refusal of a line names « le coup nº 2 », not « son coup 2 »; and
    `aide relevé` does not say « le tour est celui du joueur dont c'est
    le tour »."""
    setup = "a1r3 b1j3 c1v3 d1b3 e1n3 a2r2 b2j2 c2v2 d2b2 e2n2 a3r1 b3j1 c3v1 d3b1 e3n1"
    fr = run(["--lang", "fr", "-"], env, "nouveau 3high ann bob\n" + setup + "\n"
             "pourquoi ann 7ca sud grande-verte\nrègles\naide relevé\n").stdout
    flat = re.sub(r"[ \n]+", " ", fr)
    c.check("Si ann pose le 7 de carreau près du côté sud et déplace la grande verte\u00a0:" in fr,
            f"3-High's pourquoi names its move: {fr[-1500:]!r}")
    c.check("la pièce sortirait du plateau et l'équipe perdrait la partie" in flat and
            "aucun arrêt n'est vérifié" not in flat, f"3-High's stop, off the board: {flat[-1500:]!r}")
    c.check("jeu arc-en-ciel" not in flat and "jeu xeno" not in flat and
            "pour l'ensemble xeno" in flat and "cette main" not in flat,
            f"3-High's set and trees in règles: {flat!r}")
    c.check("bonus et égalités" not in flat and
            "Décompte\u00a0: comment une partie se compte («\u00a0règles décompte\u00a0»)." in flat,
            f"3-High's one scoring topic: {flat!r}")
    c.check("le tour est celui du joueur dont c'est le tour" not in flat and
            "le coup revient au joueur qui doit jouer" in flat, f"aide relevé, 3-High: {flat!r}")
    raw = run(["--lang", "fr", "-"], env, "aide relevé\n").stdout
    # the introduction at the help's width; each game's heading with
    # French spacing (« (bte) : », it was « (bte): »)
    c.check(all(len(l) <= 80 for l in raw.split("\n")) and
            "Best Treehouse Ever (bte)\u00a0:\n" in raw and "(bte):" not in raw,
            f"aide relevé's layout: {raw[:600]!r}")
    every = re.sub(r"[ \n]+", " ", raw)
    c.check("un nom devant donne le coup qui suit à ce joueur" in every and
            "un nom devant la donne à un autre joueur" in every,
            f"aide relevé, Magical Treehouse and Tout là-haut: {every!r}")
    # légal with a card: the piece, then each side (it chained three
    # colons: « La grande rouge en a1 : nord : a8 »)
    legal = run(["--lang", "fr", "-"], env, "nouveau 3high ann bob\n" + setup + "\nlégal ann 7ca\n").stdout
    c.check("La grande rouge en a1\u00a0— nord\u00a0: a8\u00a0;" in legal and
            "en a1\u00a0: nord" not in legal, f"légal ann 7ca: {legal[-900:]!r}")
    # help's last line for légal at the help's width (80 when not at a
    # terminal) like the rest (it was printed whole: 97 columns)
    for game in ("bte ann bob", "3high ann bob"):
        helped = run(["--lang", "fr", "-"], env, f"nouveau {game}\naide légal\nhelp legal\n").stdout
        after = helped.split("\n", 2)[-1]
        c.check("Seul, «\u00a0légal\u00a0»" in after and all(len(l) <= 80 for l in after.split("\n")),
                f"aide légal within 80 columns: {after!r}")
    every_card = run(["--lang", "fr", "-"], env, "nouveau 3high ann bob\n" + setup + "\nlégal ann\n").stdout
    c.check("(hors les sorties du plateau, qui font perdre la partie)\u00a0:" in every_card and
            "qui perdent" not in every_card, f"légal ann, every card: {every_card[-800:]!r}")
    # a player stuck, said without an adjective that takes a gender
    # (« Anaïs est bloqué »)
    stuck = run(["--lang", "fr", "-"], env, "nouveau 3high Anaïs bob\n" + setup + "\n!\npoints\n").stdout
    c.check("Anaïs ne peut jouer aucune carte de sa main." in stuck and "bloqué" not in stuck,
            f"3-High, a player stuck: {stuck[-600:]!r}")
    xeno = run(["--lang", "fr", "-"], env, "nouveau 3high xeno ann bob\n").stdout
    c.check("3-High avec l'ensemble Treehouse xeno" in xeno, f"the xeno set: {xeno!r}")
    fr = run(["--lang", "fr", "-"], env, "nouveau tlh ann bob\npourquoi ann rouge2 bleu3\n"
             "nouveau bte ann bob\nr21 j21 v22\nj22 r41\n")
    c.check("Si ann joue rouge2 bleu3\u00a0:" in fr.stdout, f"Tout là-haut's pourquoi: {fr.stdout!r}")
    # a short form mistyped is not an « unknown command »
    typo = run(["--lang", "fr", "-"], env, "nouveau tlh ann bob\nj2 - -\n").stderr
    c.check("«\u00a0j2\u00a0» n'est ni une commande ni un coup (tapez «\u00a0aide\u00a0», ou "
            "«\u00a0aide relevé\u00a0» pour la notation abrégée)" in typo, f"a short form mistyped: {typo!r}")
    c.check("le coup nº\u00a02, «\u00a0r41\u00a0», est refusé" in fr.stderr and
            "son coup" not in fr.stderr, f"a line's refused move: {fr.stderr!r}")


def magical_words(c, env):
    """Magical Treehouse read in French (issue 42 item 5): a build says
    « (1 PV ; produit une potion bleue) », not « produit : potion
    bleue »; the cards left after the reveal are not « cartes d'ordre du
    tour » (only the revealed one gives the order); `légal` of a player
    who waits says whose turn it is once (it said it again at the end);
    a card that fits several treehouses names the short form's @ too;
    the rules say « chaque joueur en a 9 », « le joueur qui a le plus
    de PV l'emporte » (Best Treehouse Ever: « de points »)."""
    fr = run(["--lang", "fr", "-"], env, "nouveau magical ann:30 bob:40\n=pp =j =r\n40.12\n"
             "r1b v1v\nlégal ann\nb2\nétat\nrègles\nrègles vainqueur\n").stdout
    err = run(["--lang", "fr", "-"], env, "nouveau magical ann:30 bob:40\n=pp =j =r\n40.12\n"
              "r1b r1r\nr2\n").stderr
    flat = re.sub(r"[ \n]+", " ", fr)
    builds = [l for l in fr.split("\n") if " construit " in l]
    c.check(any(l.startswith("bob construit rouge1 (1\u00a0PV\u00a0; produit une potion bleue) comme")
                for l in builds) and not any("produit\u00a0:" in l for l in builds),
            f"a build's potion: {builds!r}")
    c.check(flat.count("C'est à bob de construire") == 1, f"légal ann says bob's turn once: {flat!r}")
    c.check("cartes d'ordre du tour restant" not in flat and "chaque joueur en a 9" in flat and
            "le joueur qui a le plus de PV l'emporte" in flat and
            "une de ses cartes, et celui dont le numéro d'ordre est le plus petit" in flat,
            f"Magical Treehouse's rules: {flat!r}")
    c.check("Objectif privé déjà saisi pour ann et bob." in flat, f"état's objectives: {flat!r}")
    c.check("(en notation abrégée\u00a0: «\u00a0@1\u00a0»)" in err.replace("\n", " "),
            f"a card for two treehouses: {err!r}")
    # the score's detail: no line a treehouse without potion (it said
    # « potions de la cabane nº 3 : aucune potion » for each); a count
    # refused says it in a sentence, not « familiers placés par ann : 1 »
    detail = run(["--lang", "fr", "-"], env, "nouveau magical ann:30 bob:40\n=pp =j =r\n40.12\n"
                 "r1b v1v _ _ .\n_ _ _ _ .\npoints\n").stdout
    c.check("aucune potion" not in detail and detail.count("potions\u00a0: aucune cabane n'en a") == 2,
            f"points without potions: {detail!r}")
    # a refusal's reason after its rule's name: no second colon
    colour = run(["--lang", "fr", "-"], env, "nouveau magical ann:30 bob:40\n=pp =j =r\n40.12\n"
                 "r1b v1v\nj2@1\n").stderr
    c.check("Même couleur\u00a0: la cabane 1 a rouge1 au sommet\u00a0; jaune2 ne va que" in colour,
            f"a card on another colour: {colour!r}")
    # once round 4 is built, légal names no card that could go next
    end = run(["--lang", "fr", "-"], env, "nouveau magical ann:30 bob:40\n=pp =j =r\n"
              + "".join(f"{40 + r}.{12 + r}\n_ _ _ _ .\n_ _ _ _ .\n" for r in range(4))
              + "légal ann\n").stdout.split("ann peut maintenant")[-1]
    c.check("saisir les biscuits" in end and "cartes suivantes possibles" not in end and
            "nouvelle cabane" not in end and "tuyau peut relier" not in end,
            f"légal during the end counts: {end!r}")
    # the example of a card's missing potion names the builder, not « ann »
    err = run(["--lang", "fr", "-"], env, "nouveau magical Léa:30 bob:40\n=pp =j =r\n40.12\n"
              "Léa r1\n").stderr
    c.check("«\u00a0construire Léa rouge1 rouge\u00a0»" in err, f"a level 1's potion: {err!r}")
    bte = run(["--lang", "fr", "-"], env, "nouveau bte ann bob\nrègles vainqueur\n").stdout
    c.check("le joueur qui a le plus de points l'emporte" in bte, f"Best Treehouse Ever's winner: {bte!r}")
    tlh = run(["--lang", "fr", "-"], env, "nouveau tlh ann bob\nrègles gagnant\n").stdout
    c.check("le joueur qui a le plus de points l'emporte" in tlh, f"Tout là-haut's winner: {tlh!r}")


def record_start(c, env, tmp):
    """`treeref relevé LOG` in French writes the game's start in French,
    as `exporter relevé` does (it wrote « lang fr » then « new bte … »,
    English in a French record)."""
    work = os.path.join(tmp, "record-start")
    os.makedirs(work, exist_ok=True)
    run(["--lang", "fr", "-"], env, "nouveau bte jeunes ann bob\nr21 j22\nexporter journal p.csv\n", cwd=work)
    fr = subprocess.run([TREEREF, "relevé", "p.csv"], env=dict(env, LANG="fr_FR.UTF-8"), cwd=work,
                        capture_output=True, text=True, timeout=60).stdout
    en = subprocess.run([TREEREF, "notation", "p.csv"], env=dict(env, LANG="C.UTF-8"), cwd=work,
                        capture_output=True, text=True, timeout=60).stdout
    c.check(fr.startswith("lang fr\nnouveau bte jeunes ann bob\n"), f"treeref relevé in French: {fr!r}")
    c.check(en.startswith("lang en\nnew bte young ann bob\n"), f"treeref notation in English: {en!r}")


def legal_slots(c, env):
    """Best Treehouse Ever's `légal NOM` (review of 2026-11-27, point 24):
    the heading names the slots « aux emplacements suivants
    (niveau/emplacement) », each colour's slots as 2/1, 2/2; English the
    same 2/1 under '(level/slot)'."""
    script = "nouveau bte ann bob\nlégal ann\n"
    fr = run(["--lang", "fr", "-"], env, script).stdout
    en = run(["-"], env, "new bte ann bob\nlegal ann\n").stdout
    flat = re.sub(r"[ \n]+", " ", fr)
    c.check("ann peut défausser la carte, ou poser une pièce d'une couleur aux emplacements "
            "suivants (niveau/emplacement)\u00a0:" in flat and
            "\n  rouge\u00a0: 2/1, 2/2\n" in fr and "emplacements permis" not in flat,
            f"légal ann in French: {fr!r}")
    c.check("one of these slots (level/slot):" in re.sub(r"[ \n]+", " ", en) and
            "\n  red: 2/1, 2/2\n" in en, f"legal ann in English: {en!r}")
    c.check(all(len(l) <= 80 for l in fr.splitlines() + en.splitlines() if "peut" in l or "may" in l
                or "(" in l), "legal's heading within 80 columns")

def kept_count(c, tmp):
    """One game set aside, one count in one form (review of 2026-11-27,
    points 14 and 15): the resume question, `gardées` and `gardées 1`
    give the same number of commands, the game's as it stands (the
    journal's undo and redo lines and the move undone are not counted),
    as « (N commandes) », and the question says it in a sentence of its
    own, not in brackets after who is to play."""
    ansi = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
    env = hermetic_env(os.path.join(tmp, "kept-count"))
    env.update(LANG="fr_FR.UTF-8", XDG_STATE_HOME=os.path.join(tmp, "kept-count", "state"),
               XDG_DATA_HOME=os.path.join(tmp, "kept-count", "data"))
    prompt = r"treeref[^>\n]*> "
    t = Term(env, cols=80)
    c.check(t.expect(prompt), "first prompt")
    for line in ("nouveau bte ann bob", "placer ann rouge 2 1", "annuler", "refaire",
                 "placer bob bleu 2 1", "placer ann jaune 2 2", "annuler"):
        c.check(t.run(line, prompt), f"{line!r} answered: {t.buf[-300:]!r}")
    t.send("quitter\r")
    t.close()
    t = Term(env, cols=80)
    asked = t.expect(r"\[O/n\] ")
    question = re.sub(r"\s+", " ", ansi.sub("", t.seen))
    t.send("n\r")
    t.expect(prompt)
    t.run("gardées", prompt)
    listing = re.sub(r"\s+", " ", ansi.sub("", t.seen))
    t.run("gardées 1", prompt)
    back = re.sub(r"\s+", " ", ansi.sub("", t.seen))
    t.send("quitter\r")
    t.close()
    q = re.search(r"Elle compte (\d+) commandes\.", question)
    k = re.search(r"inachevée, mise de côté\s?: nouveau bte ann bob \((\d+) commandes\)", listing)
    b = re.search(r"est reprise\s?: nouveau bte ann bob \((\d+) commandes\)", back)
    c.check(asked and q and k and b, f"the three counts: {question!r} {listing!r} {back!r}")
    if q and k and b:
        # new, ann's red, bob's blue: 3 (the journal holds 7 lines)
        c.check(q.group(1) == k.group(1) == b.group(1) == "3",
                f"one count: question {q.group(1)}, kept {k.group(1)}, brought back {b.group(1)}")
    c.check("commandes :" not in listing + back and "commandes)." not in question,
            f"one form « (N commandes) »: {listing!r} {back!r} {question!r}")

def autosave_name(c, tmp):
    """Two files, two names (review of 2026-11-27, point 20): the
    autosave (--journal, --resume, kept, a damaged one) is « la
    sauvegarde automatique » in French, never « journal », a word left
    to the event log (« journal d'événements »): at the resume question,
    in gardées, at a damaged start and in --help."""
    bare = re.compile(r"\bjournal\b(?! d'événements)|\bjournaux\b(?! d'événements)")
    env = hermetic_env(os.path.join(tmp, "autosave"))
    env.update(LANG="fr_FR.UTF-8", XDG_STATE_HOME=os.path.join(tmp, "autosave", "state"),
               XDG_DATA_HOME=os.path.join(tmp, "autosave", "data"))
    said = []
    r = run(["--journal"], env, "nouveau bte ann bob\nplacer ann rouge 2 1\n")
    path = os.path.join(env["XDG_STATE_HOME"], "treeref", "journal")
    with open(path, "ab") as fp:
        fp.write(b"zzz")  # a torn last line
    r = run(["--resume", "--journal"], env, "gardées\nnouveau bte cid dan\ngardées\n")
    said.append(r.stdout + r.stderr)
    c.check("la sauvegarde automatique est abîmée" in " ".join(r.stderr.split()),
            f"a damaged autosave: {r.stderr!r}")
    r = run(["--help"], env)
    said.append(r.stdout)
    # file names (journal-20261127-...) and the option are not words of
    # the messages
    text = re.sub(r"\S*/\S*|journal-\S+|--journal", "", "\n".join(said))
    c.check(not bare.search(text), f"« journal » for the autosave: "
            f"{[text[max(0, m.start() - 60):m.end() + 20] for m in bare.finditer(text)][:4]!r}")


def club_night(c, env, tmp):
    """The organiser's words of a club night, read at an 80-column
    terminal (issue 42, item 5): the usage of répartir, classement and
    rapport within 80 columns in both languages; --event without --round
    says why; a log left out of the seating is one sentence, not « . (écarté). »;
    a people file's taken name « désigne déjà » someone (no « de Ève »);
    the standings without « part moyenne du meilleur score » nor « Tous
    n'ont pas joué »; a folder without logs, the report's file line, and a
    game ending as archived, in plain French."""
    fr = dict(env, LANG="fr_FR.UTF-8")
    night = os.path.join(tmp, "club-night")
    os.makedirs(os.path.join(night, "empty"), exist_ok=True)
    players = os.path.join(night, "joueurs.txt")
    with open(players, "w", encoding="utf-8") as fp:
        fp.write("ann\nbob\ncy\ndan\n")
    for cmd in (["répartir"], ["classement"], ["rapport"], ["seat"], ["standings"], ["report"]):
        for lang in ("fr", "en"):
            r = run(["--lang", lang, *cmd], fr, cwd=night)
            wide = [l for l in r.stderr.splitlines() if len(l) > 80]
            c.check(r.returncode == 2 and r.stderr.count("treeref") >= 1 and not wide,
                    f"{lang} {cmd[0]}: usage within 80 columns: {wide!r} {r.stderr!r}")
    r = run(["répartir", "bte", players, "--event", "Soirée"], fr, cwd=night)
    c.check(r.returncode == 2 and "--event ne va pas sans --round\u00a0: il nomme l'événement "
            "de la ronde à répartir." in r.stderr and "Utilisation" not in r.stderr,
            f"répartir --event without --round says why: {r.stderr!r}")
    r = run(["--lang", "en", "seat", "bte", players, "--event", "Club"], fr, cwd=night)
    c.check(r.returncode == 2 and "treeref: --event needs --round: it names the event of the "
            "round being seated." in r.stderr, f"seat --event without --round: {r.stderr!r}")
    empty_log = os.path.join(night, "vide.csv")
    open(empty_log, "w").close()
    r = run(["répartir", "bte", players, empty_log, "--seed", "1"], fr, cwd=night)
    flat = re.sub(r"[ \n]+", " ", r.stderr)
    c.check(r.returncode == 1 and "treeref\u00a0: " + empty_log + "\u00a0: Fichier vide" in flat and
            "Ce journal est écarté de la répartition." in flat and ". (" not in flat,
            f"a log left out of the seating: {r.stderr!r}")
    people = os.path.join(night, "gens.txt")
    with open(people, "w", encoding="utf-8") as fp:
        fp.write("Ève Petit = eve\nUgo = eve\n")
    log = sorted(glob.glob(os.path.join(TOURNAMENT, "*.csv")))[0]
    r = run(["classement", log, "--people", people], fr, cwd=night)
    c.check(r.returncode == 2 and "«\u00a0eve\u00a0» désigne déjà Ève Petit (ligne\u00a01)\u00a0: "
            "un nom ne peut désigner qu'une seule personne" in r.stderr and " de Ève" not in r.stderr,
            f"a people file's name taken twice: {r.stderr!r}")
    r = run(["classement", TOURNAMENT], fr, cwd=night)
    flat = re.sub(r"[ \n]+", " ", r.stdout)
    c.check(r.returncode == 0 and "part moyenne du meilleur" not in flat and
            "la meilleure part moyenne (à chaque partie, les points marqués divisés par ceux du "
            "meilleur de la table)" in flat and "Tous n'ont pas" not in flat and
            "Les joueurs n'ont pas tous joué le même nombre de parties" in flat and
            "son score" not in flat, f"the standings' preamble: {flat[:700]!r}")
    r = run(["vérifier", "empty"], fr, cwd=night)
    c.check(r.returncode == 1 and "(aucun fichier *.csv, même dans ses sous-dossiers)." in r.stderr
            and "dessous" not in r.stderr, f"a folder without logs: {r.stderr!r}")
    r = run(["rapport", TOURNAMENT, "-o", "-"], fr, cwd=night)
    c.check(r.returncode == 0 and '<p class="file">Fichier\u00a0: ' in r.stdout and
            "Du journal" not in r.stdout, "the report names each game's file: "
            f"{re.findall(r'<p class=.file.>[^<]*', r.stdout)[:2]!r}")
    game = script_lines(os.path.join(TOURNAMENT, "scripts", "table1-round1.txt"))
    game = [l for l in game if not l.startswith(("export", "exporter"))]
    moves = [l for l in game if l.split()[0] in ("cover", "couvrir", "place", "placer", "discard",
                                                  "défausser")]
    r = run(["--archive", os.path.join(night, "archive"), "--amend", "--date", DATE, "-"], fr,
            "\n".join(game + ["annuler", moves[-1]]) + "\n", night)
    flat = re.sub(r"[ \n]+", " ", r.stdout)
    c.check("La partie se termine exactement comme celle archivée dans " in flat and
            "rien de nouveau à archiver." in flat and "comme archivée" not in flat,
            f"a game ending again as archived: {flat[-400:]!r}")
    # the archive is written by treeref alone (not « l'arbitre », a person
    # at a club); a listing number that is not there
    r = run(["--archive", os.path.join(night, "archive"), "--table", "t1", "--journal"], fr,
            "nouveau bte ann bob\nexporter journal " + os.path.join(night, "archive", "x.csv") +
            "\ngardées 9\n", night)
    flat = re.sub(r"[ \n]+", " ", r.stdout + r.stderr)
    c.check("où seul treeref écrit\u00a0: nommez un fichier ailleurs" in flat and
            "arbitre" not in flat and "Il n'y a pas de partie nº\u00a09 dans la liste de la table "
            "(0 en tout)\u00a0; tapez «\u00a0gardées\u00a0» pour la voir." in flat and
            "(parties gardées" not in flat, f"the archive and the listing: {flat[-500:]!r}")
    r = run(["--help"], fr)
    c.check("--round N      le numéro de ronde dans cet événement (de 1 à 999)" in r.stdout and
            "leur manche" not in r.stdout, "--help's --round")
    # two files of one game at one revision, different: which one is kept
    conflict = os.path.join(night, "conflict")
    os.makedirs(conflict, exist_ok=True)
    archived = sorted(glob.glob(os.path.join(night, "archive", "*.csv")))[0]
    text = open(archived, encoding="utf-8").read()
    with open(os.path.join(conflict, "a.csv"), "w", encoding="utf-8") as fp:
        fp.write(text)
    m = re.search(r"T(\d\d):(\d\d):(\d\d)", text.splitlines()[1])
    other = text.replace(m.group(0), "T%s:%s:%s" % (m.group(1), m.group(2), "01" if m.group(3) == "00" else "00"), 1)
    with open(os.path.join(conflict, "b.csv"), "w", encoding="utf-8") as fp:
        fp.write(other)
    r = run(["vérifier", "conflict"], fr, cwd=night)
    flat = re.sub(r"[ \n]+", " ", r.stdout)
    c.check(r.returncode == 1 and "diffère de celle de conflict/a.csv, qui est retenue (la partie finie "
            "le plus tard\u00a0; à égalité, le premier chemin dans l'ordre des octets)." in flat and
            "du chemin" not in flat, f"a conflict: {r.stdout!r} {r.stderr!r}")
    # four players who all met in the sample tournament: repeated pairs
    r = run(["répartir", "bte", players, TOURNAMENT, "--seed", "1"], fr, cwd=night)
    flat = re.sub(r"[ \n]+", " ", r.stdout)
    c.check(re.search(r"\d+\u00a0paires répétées \(chaque fois deux joueurs qui ont déjà partagé "
                      r"une table dans les journaux\)\.", flat) and "(paires de joueurs" not in flat,
            f"repeated pairs: {r.stdout!r}")
    # one log of another game: said as the many are (review point 38), and
    # a name listed twice
    tlh = next(f for f in sorted(glob.glob(os.path.join(TOURNAMENT, "*.csv")))
               if open(f, encoding="utf-8").read().split("\n")[1].startswith("tlh,"))
    r = run(["répartir", "bte", players, tlh, "--seed", "1"], fr, cwd=night)
    flat = re.sub(r"[ \n]+", " ", r.stderr)
    c.check("\u00a0: un journal de Tout là-haut, pas de Best Treehouse Ever\u00a0: ignoré pour répartir "
            "les joueurs, mais ceux qui s'y sont rencontrés comptent comme déjà réunis." in flat and
            "écarté de l'ordre" not in flat and "qui s'y est assis" not in flat,
            f"one log of another game: {r.stderr!r}")
    twice = os.path.join(night, "deux-fois.txt")
    with open(twice, "w", encoding="utf-8") as fp:
        fp.write("Zoé\nann\nzoe\n")
    r = run(["répartir", "bte", twice], fr, cwd=night)
    c.check(r.returncode == 2 and "deux-fois.txt:3: «\u00a0zoe\u00a0» est déjà dans la liste (ligne\u00a01)"
            "\u00a0: chaque joueur n'y figure qu'une fois." in r.stderr and "différer" not in r.stderr,
            f"a player listed twice: {r.stderr!r}")
    # an event's round is a « ronde »: « manche » is a game's own round
    # (« Manche 1, tour 1 », the score sheet's « manche 1 ») and the two
    # stood side by side in the status, the prompt and the report
    r = run(["--event", "Soirée", "--round", "3", "--table", "t5", "--no-archive"], fr,
            "nouveau bte ann bob\nétat\n", night)
    c.check("Événement\u00a0: Soirée. Ronde 3. Table t5." in r.stdout and
            "Manche 3." not in r.stdout and "Manche\u00a01, tour\u00a01\u00a0sur\u00a05" in r.stdout,
            f"an event's round in the status: {r.stdout!r}")
    labelled = os.path.join(night, "labelled")
    run(["--event", "Soirée", "--round", "2", "--table", "t1", "--archive", labelled, "--date", DATE,
         "-"], fr, "\n".join(game) + "\n", night)
    r = run(["rapport", labelled, "-o", "-"], fr, cwd=night)
    c.check(re.search(r"<h3 class=\"round\">Ronde\u00a0\d\u00a0: tables? ", r.stdout) and
            not re.search(r"<h3 class=\"round\">Manche", r.stdout) and
            not re.search(r"<h4>[^<]*, manche\u00a0\d", r.stdout),
            f"the report's rounds: {re.findall(r'<h[34][^>]*>[^<]*', r.stdout)[:4]!r}")
    c.check(re.search(r'<p class="winner">Vainqueur de la soirée\u00a0: ann, 1,00\u00a0points de tournoi\.</p>',
                      r.stdout), f"the winner's points are tournament points: "
            f"{re.findall(r'<p class=.winner.>[^<]*', r.stdout)!r}")
    r = run(["répartir", "bte", players, "--round", "2", "--event", "Soirée", "--seed", "1"], fr, cwd=night)
    flat = re.sub(r"[ \n]+", " ", r.stdout)
    c.check("À chaque table, lancez treeref avec la première des deux lignes, puis tapez la seconde à "
            "l'invite, les joueurs dans l'ordre affiché\u00a0; c'est ensuite le jeu qui décide, selon ses "
            "propres règles, qui commence et dans quel ordre on joue." in flat and "sa première ligne" not in flat,
            f"répartir --round's advice: {r.stdout!r}")
    # exporter with a kind it does not know says which word was wrong
    r = run(["--no-archive"], fr, "nouveau bte ann bob\nexporter truc x.csv\n", night)
    c.check("-:2: «\u00a0exporter\u00a0» écrit la feuille de score, le journal d'événements, le rapport "
            "ou le relevé, pas «\u00a0truc\u00a0».\n-:2: Utilisation\u00a0: exporter " in r.stderr,
            f"exporter truc: {r.stderr!r}")
    r = run(["--lang", "en", "--no-archive"], fr, "new bte ann bob\nexport foo x.csv\n", night)
    c.check('-:2: Export writes scores, a log, a report or a notation, not "foo".\n-:2: Usage: export '
            in r.stderr, f"export foo: {r.stderr!r}")
    # one log without dates and a date range: « 1 partie », not « la 1 partie »
    old = os.path.join(TOP, "tests", "csv", "mixed", "a-legal.csv")
    r = run(["vérifier", old, "--since", "2026-01-01"], fr, cwd=night)
    c.check(r.returncode == 1 and "dans cet intervalle\u00a0: 1\u00a0partie de ces journaux n'a pas de date"
            in r.stderr and "la 1\u00a0partie" not in r.stderr, f"one undated game: {r.stderr!r}")
    # a damaged column is named as a column, not as the sentence's first
    # word (« Seq « four » n'est pas… »)
    r = run(["vérifier", os.path.join(TOP, "tests", "csv", "bad", "non-numeric-seq.csv")], fr, cwd=night)
    c.check(r.returncode == 1 and ": La colonne seq vaut «\u00a0four\u00a0», qui n'est pas un nombre "
            "positif." in r.stdout + r.stderr and "Seq «" not in r.stdout + r.stderr,
            f"a damaged seq column: {r.stdout!r} {r.stderr!r}")


def main():
    c = Checks("french_text")
    tmp = tempdir()
    env = hermetic_env(tmp)
    out = french_outputs(c, env, tmp)
    no_english(c, out)
    spacing(c, out)
    help_style(c, env, out)
    sep_help(c, env)
    not_seated(c, env, tmp)
    kept_words(c, env, tmp)
    kept_notes(c, env, tmp)
    legal_slots(c, env)
    play_words(c, env)
    record_start(c, env, tmp)
    magical_words(c, env)
    kept_count(c, tmp)
    autosave_name(c, tmp)
    move_nouns(c, out)
    minus_sign(c, env, tmp, out)
    seat_line(c, env, tmp)
    prose(c, out)
    solo(c, env, tmp)
    one_name(c, out)
    spreadsheet(c, env, tmp)
    man_pages(c, env, tmp)
    terminal(c, tmp)
    club_night(c, env, tmp)
    c.finish()


if __name__ == "__main__":
    main()
