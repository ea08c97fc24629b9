"""The man pages read as written: both clean under mandoc's lint, style
included; no display line (.Dl, .D1) holds a word mdoc would take for a
macro (".Dl treeref: write error: No space left" rendered "space left":
mdoc read No as its macro), and no in-line quote is thought closed by
a later No on its line (".Pq or with Ql Z No for UTC" rendered "(or with
'Z for UTC')"); the bug-report address --help gives is the
README's section.  The French page (man(7): mdoc has no French headings,
date or footer) is complete on its own: every section of the English page
under its French name and no English heading; every command, option,
variable and JSON key the English page or the program names is named in
it too; both pages render within 80 columns, every line; the French one is hyphenated as
French and quotes with « ... », never ‘...’ (issue 42, item 2); it
names the autosave « la sauvegarde automatique », as the messages do,
and « journal » alone never means it (review point 20); no punctuation
is left where the conversion from mdoc put it (issue 42, item 3)."""
import json
import os
import re
import subprocess
import unicodedata

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

PAGES = ("treeref.1", "treeref.fr.1")
# mdoc's callable macros: a display line's word among them is parsed
CALLABLE = set("""Ac Ao Ap Aq Ar At Bc Bo Bq Brc Bro Brq Bsx Bx Cm Dc Do Dq Dv
Dx Ec Em En Eo Er Es Ev Fa Fc Fl Fn Fo Fr Fx Ic In Li Lk Ms Mt Nm No Ns Nx Oc Oo
Op Ox Pa Pc Pf Po Pq Qc Ql Qo Qq Sc So Sq St Sx Sy Ta Tn Ux Va Vt Xc Xo
Xr""".split())


# the French name of every section and subsection of treeref.1 (a new one
# there needs its French name here, and its French text in treeref.fr.1)
FRENCH_HEADINGS = {
    "NAME": "NOM", "SYNOPSIS": "SYNOPSIS", "DESCRIPTION": "DESCRIPTION",
    "The archive of finished games": "L'archive des parties terminées",
    "OPTIONS": "OPTIONS", "COMMANDS FOR EVERY GAME": "COMMANDES COMMUNES À TOUS LES JEUX",
    "THE NOTATION": "LA NOTATION", "JSON OUTPUT": "SORTIE JSON",
    "SCORE SHEET": "FEUILLE DE SCORE", "EVENT LOG": "JOURNAL D'ÉVÉNEMENTS",
    "TOURNAMENT": "TOURNOI", "Seating a round": "Répartir une ronde",
    "Standings": "Classement", "Checking": "Vérification",
    "REPORT PAGE": "PAGE DE RAPPORT", "ENVIRONMENT": "ENVIRONNEMENT",
    "FILES": "FICHIERS", "LIMITS": "LIMITES", "EXIT STATUS": "CODE DE SORTIE",
    "EXAMPLES": "EXEMPLES", "BUGS": "ANOMALIES", "COPYRIGHT": "DROITS D'AUTEUR",
    # each game's section (generated from the games' data: src/frontend/doc.c)
    "Rules": "Règles", "Scoring": "Décompte des points", "A game begun": "Une partie commencée",
    "Score sheet and event log": "Feuille de score et journal d'événements",
}
VOWELS = "aeiouyàâäéèêëîïôöùûüœæ"
# prefixes French hyphenation keeps whole before a vowel (« in‐utile », « dés‐ordre »)
FRENCH_PREFIXES = {"in", "dés", "més", "mal", "sub", "trans", "inter", "super", "hyper", "non"}


def roff_text(s):
    """A heading or word of roff source as it reads: \\(`a is à, \\- is -."""
    s = s.strip().strip('"').replace("\\-", "-").replace("\\&", "")
    accents = {"'": "\u0301", "`": "\u0300", "^": "\u0302"}
    return unicodedata.normalize("NFC", re.sub(
        r"\\\(([`'^])([a-zA-Z])", lambda m: m.group(2) + accents[m.group(1)], s))


def rendered(path, lang="C.UTF-8", prose=False):
    """The page as man formats it at 80 columns (groff), overstrikes
    removed; with prose, its literal displays (.EX/.EE, .nf/.fi, mdoc's
    .Bd -literal/.Ed: sessions and records as the program writes them,
    which groff does not fold) left out."""
    if prose:
        with open(path, encoding="utf-8") as fp:
            src = fp.read()
        src = re.sub(r"^\.(EX|nf|Bd -literal.*)\n.*?^\.(EE|fi|Ed)\n", "", src, flags=re.M | re.S)
        path = os.path.join(tempdir(), os.path.basename(path))
        with open(path, "w", encoding="utf-8") as fp:
            fp.write(src)
    env = dict(os.environ, MANWIDTH="80", LANG=lang, MAN_KEEP_FORMATTING="")
    r = subprocess.run(["man", "-l", path], env=env, capture_output=True, text=True, timeout=120)
    return re.sub(".\b", "", r.stdout)


def english_names(en):
    """Every word the English page sets as a command (Cm), an option (Fl)
    or a variable (Ev), as it reads."""
    names = set()
    for m in re.finditer(r"^\.(Cm|Fl|Ev)\s+(.*)$", en, re.M):
        mac = m.group(1)
        for t in re.findall(r'"[^"]*"|\S+', m.group(2)):
            if t in ("Ar", "Li", "Ql", "Pq", "No", "Dq", "Sx", "Pa", "Va"):
                break  # what follows is no name
            if t in ("Cm", "Fl", "Ev"):
                mac = t
                continue
            if re.fullmatch(r"[.,;:()|\[\]]|Ns|Op|Oo|Oc", t):
                continue
            w = roff_text(t)
            if w and not w.startswith("'"):
                names.add("-" + w if mac == "Fl" else w)
    return names


def french_complete(c):
    """The French page names every section, command, option, variable
    and JSON key the English one (and the program) names."""
    def read(name):
        with open(os.path.join(TOP, name), encoding="utf-8") as fp:
            return fp.read()
    en, fr = read("treeref.1"), read("treeref.fr.1")
    # man(7), with a French date, footer and hyphenation
    th = re.search(r"^\.TH (.*)$", fr, re.M)
    c.check(th and re.match(r'TREEREF 1 \d{4}-\d\d-\d\d "treeref" "Manuel de l\'utilisateur"$',
                            th.group(1)) and not re.search(r"^\.(Dd|Sh|Nm) ", fr, re.M),
            f"treeref.fr.1 is man(7) with a French footer: {th and th.group(0)}")
    c.check(re.search(r"^\.hla fr$", fr, re.M) and re.search(r"^\.hpf hyphen\.fr$", fr, re.M),
            "treeref.fr.1 asks groff for French hyphenation (.hla fr, .hpf hyphen.fr)")
    # every section of the English page, in the same order, French headings
    # only; a game's section keeps its title (the games' own: the greeting)
    tmp = tempdir()
    r = subprocess.run([TREEREF, "-j"], env=hermetic_env(tmp), input="", capture_output=True,
                       text=True, timeout=60)
    titles = {g["title"] for g in json.loads(r.stdout.splitlines()[0])["games"]}
    c.check(titles, "the greeting of --json names the games' titles")
    french = dict(FRENCH_HEADINGS, **{t: t for t in titles}, **{t.upper(): t.upper() for t in titles})
    want = []
    for m in re.finditer(r"^\.(Sh|Ss) (.*)$", en, re.M):
        title = roff_text(m.group(2))
        c.check(title in french, f"treeref.1's section {title!r} has no French name in test_manpage.py")
        want.append((m.group(1).upper(), french.get(title, title)))
    got = [(m.group(1), roff_text(m.group(2))) for m in re.finditer(r"^\.(SH|SS) (.*)$", fr, re.M)]
    missing = [h for h in want if h not in got]
    c.check(not missing, f"treeref.fr.1 lacks the sections {missing}")
    extra = [t for h, t in got if (h, t) not in want and t != "VOIR AUSSI"]
    c.check(not extra, f"treeref.fr.1's headings that are no English heading in French: {extra}")
    c.check([h for h in got if h in want] == want,
            f"treeref.fr.1's sections in the English page's order: {got}")
    # every name, as the French page reads (mandoc's rendering)
    text = re.sub(".\b", "", subprocess.run(
        ["mandoc", "-Tutf8", "-O", "width=80", os.path.join(TOP, "treeref.fr.1")],
        capture_output=True, text=True).stdout)

    def named(word):
        return re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(word), text)
    names = english_names(en)
    c.check(len(names) > 150, f"words read from treeref.1's Cm, Fl, Ev: {len(names)}")
    lacking = sorted(w for w in names if not named(w))
    c.check(not lacking, f"treeref.fr.1 does not name {lacking}")
    # the options --help lists, and the protocol's JSON keys
    r = subprocess.run([TREEREF, "--help"], env=hermetic_env(tmp), capture_output=True,
                       text=True, timeout=60)
    opts = set(re.findall(r"(?<![\w-])(--?[a-zA-Z][\w-]*)", r.stdout))
    c.check(r.returncode == 0 and len(opts) > 10, f"--help's options: {sorted(opts)}")
    lacking = sorted(o for o in opts if not named(o))
    c.check(not lacking, f"treeref.fr.1 does not name --help's options {lacking}")
    with open(os.path.join(TOP, "data", "protocol-1.schema.json"), encoding="utf-8") as fp:
        schema = json.load(fp)
    keys = set()

    def walk(o):
        if isinstance(o, dict):
            if isinstance(o.get("properties"), dict):
                keys.update(o["properties"])
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
    walk(schema)
    c.check(len(keys) > 10, f"the schema's keys: {sorted(keys)}")
    lacking = sorted(k for k in keys if not named(k))
    c.check(not lacking, f"treeref.fr.1 does not name the JSON keys {lacking}")
    # French quotes, never the ‘…’ of mdoc's Ql; the page stands alone
    c.check("‘" not in text and "’" not in text, "treeref.fr.1 quotes with ‘...’: " +
            " | ".join(l for l in text.splitlines() if "‘" in l or "’" in l)[:300])
    c.check("en anglais, dans la page anglaise" not in text and "décrit aussi en détail" not in text,
            "treeref.fr.1 sends the reader to the English page")


# the autosave is « la sauvegarde automatique », never « journal »
EVENT_LOG_SECTIONS = ("TOURNOI", "PAGE DE RAPPORT", "JOURNAL D'ÉVÉNEMENTS")


def fonts(page):
    """The page as mandoc -Tutf8 renders it at 80 columns: each line's
    text and, beside it, each character's font (B bold: a command or an
    option; I italic: a file or a placeholder; R roman: prose)."""
    out = subprocess.run(["mandoc", "-Tutf8", "-O", "width=80", page], capture_output=True,
                         text=True).stdout
    lines = []
    for raw in out.splitlines():
        text, font, i = [], [], 0
        while i < len(raw):
            if i + 2 < len(raw) and raw[i + 1] == "\b":
                text.append(raw[i + 2])
                font.append("I" if raw[i] == "_" else "B")
                i += 3
            else:
                text.append(raw[i])
                font.append("R")
                i += 1
        lines.append(("".join(text), "".join(font)))
    return lines


def autosave_words(c):
    """Review point 20: « journal » named two files.  In every French
    message the autosave is now « la sauvegarde automatique » and « journal
    d'événements » is the event log; the French page says the same.  The
    rule, on the page as it reads: a « journal » or « journaux » in prose
    (roman) is « journal d'événements » or « journaux d'événements »; the
    short form alone is allowed only in the sections about event logs
    (TOURNOI, PAGE DE RAPPORT, JOURNAL D'ÉVÉNEMENTS), after their subject
    is named, and never as « journal de reprise »; in bold (the option
    --journal, the command « exporter journal ») or italics (a file's name
    such as journal.lock or $XDG_STATE_HOME/treeref/journal, a placeholder
    such as journal.csv), or as a folder in a shell line (journaux/), it
    is a name, not a word of prose."""
    text, font, where = "", "", []
    section = ""
    for t, f in fonts(os.path.join(TOP, "treeref.fr.1")):
        if t and not t[0].isspace():
            section = t.strip()
        stripped = t.lstrip()
        f = f[len(t) - len(stripped):]
        text += stripped + " "
        font += f + "R"
        where += [section] * (len(stripped) + 1)
    wrong = []
    for m in re.finditer(r"(?i)(?<![\w-])journa(?:l|ux)(?![\w])", text):
        s, e = m.start(), m.end()
        if set(font[s:e]) != {"R"}:
            continue  # an option, a command or a file
        after = text[e:e + 16]
        if after.startswith("/"):
            continue  # a folder in a shell line (« journaux/*.csv »)
        if re.match(r" d['’]événements", after, re.I):
            continue
        if re.search(r"exporter(?:\s+\S+\|)?\s*$", text[max(0, s - 20):s]):
            continue  # « exporter journal » quoted in prose
        if where[s] in EVENT_LOG_SECTIONS and not re.match(r" de reprise", after):
            continue
        wrong.append(f"{where[s]}: …{text[max(0, s - 50):e + 30]}…")
    c.check(len(re.findall(r"sauvegarde automatique", text)) >= 10,
            "treeref.fr.1 names the autosave « la sauvegarde automatique »")
    c.check(not wrong, f"treeref.fr.1: {len(wrong)} « journal » that are not the event "
            "log's full name (the autosave is « la sauvegarde automatique »):\n" +
            "\n".join(wrong[:40]))


def columns(line):
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)


def event_round(c):
    """An event's round is a « ronde » in French, a game's round a
    « manche » (the messages since issue 42 item 5): the status line the
    French page quotes for --round is the one état prints, word for word,
    and --round's entry says « ronde »."""
    tmp = tempdir()
    env = dict(hermetic_env(tmp), LANG="fr_FR.UTF-8")
    r = subprocess.run([TREEREF, "--event", "Club night", "--round", "2", "--table", "t1"],
                       input="nouveau bte ann bob\nétat\n", env=env, capture_output=True,
                       text=True, timeout=60)
    said = [l for l in r.stdout.splitlines() if l.startswith("Événement")]
    text = re.sub(r"\s+", " ", re.sub(".\b", "", subprocess.run(
        ["mandoc", "-Tutf8", "-O", "width=80", os.path.join(TOP, "treeref.fr.1")],
        capture_output=True, text=True).stdout))
    c.check(len(said) == 1 and "Ronde 2." in said[0], f"état at an event: {r.stdout!r}")
    # mandoc shows a no-break space as a blank
    c.check(said and said[0].replace("\u00a0", " ") in text,
            f"treeref.fr.1 does not quote état's {said}")
    entry = re.search(r"--round n (.*?) -f, --force", text[text.find(" OPTIONS "):])
    c.check(entry and "ronde" in entry.group(1) and "manche de l'événement" not in entry.group(1),
            f"treeref.fr.1's --round: {entry and entry.group(1)[:200]}")


# what the conversion of the French page from mdoc left in its prose: the
# punctuation that followed a macro's word kept inside its font or its
# quotes (« (fichier.csv ;) voir », « --table -: », « … rank : » »), or
# set apart after a closing parenthesis (« (…) , round »)
STRAY_PUNCTUATION = {
    "a ; : or , before a closing parenthesis": r"(?<!--sep)(?<!\.\.\.) [;:,]\)",
    "a blank before a comma or a full stop": r"[\w»)] [,.](?= )",
    "a stray -: or -;": r" -[:;]",
    "a ; or : inside a closing quote": r"(?<!--sep)(?<=[^\s«]) [;:] »",
}


def punctuation(c):
    """Both pages' prose as man shows it: no punctuation left where the
    conversion put it (a ; or : quoted with the words before it, a comma
    after a blank); « ; » and « --sep ; » quote the character itself."""
    for page, lang in (("treeref.1", "C.UTF-8"), ("treeref.fr.1", "fr_FR.UTF-8")):
        out = rendered(os.path.join(TOP, page), lang, prose=True)
        flat = re.sub(r"\s+", " ", re.sub(r"\u2010\n\s*", "", out))
        for what, pat in STRAY_PUNCTUATION.items():
            found = [flat[max(0, m.start() - 50):m.end() + 20] for m in re.finditer(pat, flat)]
            c.check(not found, f"{page}: {what}:\n" + "\n".join(found[:10]))


def rendering(c):
    """Both pages as man (groff) and mandoc show them at 80 columns: no
    line wider, the displays included (the games begun, laid out as a
    terminal as wide as the display leaves, the notation's tables and
    records); and the French one hyphenated as French (no English break
    such as « lim‐ites », « car‐actère »: French puts a lone consonant
    between two vowels with the syllable after it)."""
    for page, lang in (("treeref.1", "C.UTF-8"), ("treeref.fr.1", "fr_FR.UTF-8")):
        path = os.path.join(TOP, page)
        shown = {"man -l": rendered(path, lang),
                 "mandoc -Tutf8": re.sub(".\b", "", subprocess.run(
                     ["mandoc", "-Tutf8", "-O", "width=80", path], capture_output=True,
                     text=True, timeout=120).stdout)}
        for how, out in shown.items():
            lines = out.splitlines()
            c.check(len(lines) > 500, f"{page}: {how} renders {len(lines)} lines")
            wide = [f"{columns(l)}: {l}" for l in lines if columns(l) > 80]
            c.check(not wide, f"{page}: {how}: {len(wide)} lines over 80 columns:\n" +
                    "\n".join(wide[:10]))
        if page != "treeref.fr.1":
            continue
        out = rendered(path, lang, prose=True)
        lines = out.splitlines()
        breaks = []
        for i, l in enumerate(lines[:-1]):
            m = re.search(r"(\w+)\u2010$", l)
            if m and lines[i + 1].split():
                breaks.append((m.group(1), re.match(r"\w*", lines[i + 1].split()[0]).group(0)))
        english = [f"{h}‐{t}" for h, t in breaks
                   if len(h) >= 2 and h[-1].lower() not in VOWELS and h[-2].lower() in VOWELS
                   and t[:1].lower() in VOWELS and h.lower() not in FRENCH_PREFIXES]
        c.check(breaks and not english, f"{page}: {len(breaks)} hyphenated words, "
                f"English breaks {english[:10]}")


def main():
    c = Checks("manpage")
    french_complete(c)
    autosave_words(c)
    event_round(c)
    punctuation(c)
    rendering(c)
    c.begin("lint")
    for page in PAGES:
        path = os.path.join(TOP, page)
        r = subprocess.run(["mandoc", "-Tlint", "-Wstyle", path],
                           capture_output=True, text=True)
        lint = [l for l in (r.stdout + r.stderr).splitlines() if "mandoc.db" not in l]
        c.check(not lint, f"{page}: mandoc -Tlint:\n" + "\n".join(lint[:20]))
        with open(path, encoding="utf-8") as fp:
            for n, line in enumerate(fp, 1):
                words = re.findall(r'"[^"]*"|\S+', line)
                # an in-line quote (Ql, Dq, Sq, Qq) holds the rest of its
                # line, later macros included: ".Pq or with Ql Z No for UTC"
                # renders "(or with 'Z for UTC')", not the quote closed by No
                quote = [k for k, w in enumerate(words) if w in ("Ql", "Dq", "Sq", "Qq")]
                c.check(not line.startswith(".") or not quote or "No" not in words[quote[0]:],
                        f"{page}:{n}: No does not end the quote begun by "
                        f"{words[quote[0]] if quote else ''}: {line.strip()}")
                if not line.startswith((".Dl ", ".D1 ")):
                    continue
                bad = [w for w in words[1:] if w in CALLABLE]
                c.check(not bad, f"{page}:{n}: {bad} read as macros: {line.strip()}")
    out = subprocess.run(["mandoc", "-Tutf8", os.path.join(TOP, "treeref.1")],
                         capture_output=True, text=True).stdout
    c.check("treeref: write error: No space left on device" in re.sub("\b.", "", out),
            "the write error's example does not render whole")
    plain = " ".join(re.sub("\b.", "", out).split())
    for want in ("(as ‘LC_ALL=C ls’ sorts)", "(or with ‘Z’ for UTC)",
                 "“Tournament report” in the page's language",
                 "(“Dates of play unknown” when no log is dated"):
        c.check(want in plain, f"treeref.1 does not render {want!r}")
    # --help names where to report a bug, and the README has that section
    tmp = tempdir()
    with open(os.path.join(TOP, "README.md"), encoding="utf-8") as fp:
        readme = fp.read()
    c.check("\n## Reporting bugs\n" in readme, "README.md has no Reporting bugs section")
    for lang, want in (("C.UTF-8", "Report bugs"), ("fr_FR.UTF-8", "signaler")):
        env = hermetic_env(tmp)
        env["LANG"] = lang
        r = subprocess.run([TREEREF, "--help"], env=env, capture_output=True, text=True)
        tail = r.stdout[-600:]
        c.check(r.returncode == 0 and want in tail and "README" in tail and
                "Reporting bugs" in tail, f"--help ({lang}) names no place to report a bug:\n{tail}")
    c.finish()


if __name__ == "__main__":
    main()
