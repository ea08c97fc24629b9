"""The sample data and the report page: every sample script runs clean;
check, standings and report over the sample tournament; the page is
well-formed HTML without script or network, names every game and player,
escapes names, handles a broken log as standings does, comes in French;
export report at the prompt; the event report of a club night (its
title, its day or "dates unknown" for logs before version 4, games headed
without the organiser's folders, a chart per competitive game, 3-High as
a team); and headless Chromium renders it to a PNG that holds a drawing
(kept in tests/out/report.png to look at) and prints it to PDF on A4 with
nothing past the right margin, in both languages."""
import csv
import io
import glob
import html.parser
import os
import re
import shutil
import struct
import subprocess
import zlib

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

DATA = os.path.join(TOP, "data")
LOGS = sorted(glob.glob(os.path.join(DATA, "tournament", "*.csv")))
VOID = {"meta", "br", "hr", "img", "link", "input", "col", "wbr"}


def run(args, env, cwd, stdin=""):
    return subprocess.run([TREEREF] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


class Page(html.parser.HTMLParser):
    """Tags must balance; collects the text and what must not be there."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.text = [], [], []
        self.tags = set()
        self.urls = []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        for k, v in attrs:
            if k in ("src", "href") or (v and "url(" in v):
                self.urls.append(v)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.add(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(c, path, what):
    with open(path, encoding="utf-8") as fp:
        raw = fp.read()
    p = Page()
    p.feed(raw)
    p.close()
    c.check(raw.startswith("<!DOCTYPE html>"), f"{what}: no doctype")
    c.check(not p.errors and not p.stack, f"{what}: tags do not balance: {p.errors[:3]} {p.stack}")
    c.check("script" not in p.tags and "<script" not in raw.lower(), f"{what}: holds a script")
    c.check(not p.urls and "@import" not in raw, f"{what}: refers outside itself: {p.urls[:3]}")
    c.check("svg" in p.tags and "style" in p.tags, f"{what}: no inline SVG or CSS")
    c.check("@media print" in raw and "@page" in raw, f"{what}: no print rules")
    return raw, " ".join(p.text)


def players_of(log):
    """The names on the log's `new` line (the first after the header)."""
    with open(log, encoding="utf-8") as fp:
        fp.readline()
        cmd = fp.readline().split(",")[3]
    return [w.split(":")[0] for w in cmd.split()[2:]
            if w not in ("young", "strategic", "xeno", "turns")]


def samples(c, env, tmp):
    for lang in ("en", "fr"):
        scripts = sorted(glob.glob(os.path.join(DATA, "games", lang, "*.txt")))
        c.check(len(scripts) == 4, f"data/games/{lang}: {len(scripts)} scripts, want 4")
        for s in scripts:
            r = run(["--lang", lang, "--strict", s], env, tmp)
            c.check(r.returncode == 0 and r.stderr == "",
                    f"{lang}/{os.path.basename(s)}: exit {r.returncode}: {r.stderr[:200]}")
            if lang == "fr":
                words = [l.split()[0] for l in open(s, encoding="utf-8")
                         if l.strip() and not l.startswith("#")]
                c.check("new" not in words and "show" not in words,
                        f"fr/{os.path.basename(s)} uses English command words")


def tournament(c, env, tmp):
    c.check(18 <= len(LOGS) <= 24, f"{len(LOGS)} logs in data/tournament")
    games = {open(l).readlines()[1].split(",")[0] for l in LOGS}
    c.check(games == {"bte", "tlh", "3high", "magical"}, f"tournament games: {games}")
    r = run(["check"] + LOGS, env, tmp)
    c.check(r.returncode == 0 and r.stdout.count(": ok") == len(LOGS),
            f"check over the tournament: {r.returncode} {r.stdout[-300:]}")
    r = run(["standings"] + LOGS, env, tmp)
    c.check(r.returncode == 0, f"standings exit {r.returncode}: {r.stderr}")
    for log in LOGS:
        for name in players_of(log):
            c.check(f" {name} " in r.stdout, f"standings miss {name} of {os.path.basename(log)}")


def report(c, env, tmp):
    broken = os.path.join(tmp, "broken.csv")
    with open(LOGS[0], encoding="utf-8") as fp:
        rows = fp.read().split("\n")
    rows[3] = rows[3].replace("place", "plaice", 1)
    with open(broken, "w", encoding="utf-8") as fp:
        fp.write("\n".join(rows))
    page = os.path.join(tmp, "report.html")
    r = run(["report"] + LOGS + [broken, "-o", page], env, tmp)
    c.check(r.returncode == 1, f"report with a broken log: exit {r.returncode}")
    c.check(r.stderr.startswith(broken + ":4:"), f"report stderr: {r.stderr!r}")
    if not c.check(os.path.exists(page), "report wrote no page"):
        return None
    raw, text = parse(c, page, "report")
    c.check("broken.csv" in text and "plaice" in text, "the broken log is not named in the page")
    drawn = raw.count('<section class="game"')
    c.check(drawn == len(LOGS), f"{drawn} games drawn, want {len(LOGS)}")
    for log in LOGS:
        c.check(os.path.basename(log) in text, f"page misses {os.path.basename(log)}")
        for name in players_of(log):
            c.check(name in text, f"page misses player {name}")
    r = run(["report"] + LOGS + ["-o", page], env, tmp)
    c.check(r.returncode == 2 and "exists" in r.stderr, "report replaced a page without --force")
    r = run(["report"] + LOGS + ["-o", page, "--force"], env, tmp)
    c.check(r.returncode == 0 and r.stderr == "", f"report of good logs: {r.returncode} {r.stderr}")
    # the broken log's games were left out of the standings: the same
    # table as without it
    with open(page, encoding="utf-8") as fp:
        good = fp.read()
    table = lambda s: s[s.index("<h2>Standings"):s.index("<h2>Games")]
    c.check(table(raw) == table(good), "a broken log's games counted in the standings")
    c.check("<td>4</td><td>2</td><td>2.00</td><td>87.2%</td><td>89</td>" in table(good).replace("\n", ""),
            "ann's Best Treehouse Ever line (4 games, 2 wins, 2.00 points, 87.2%, 89) is missing")
    r = run(["rapport", "--lang", "fr"] + LOGS[:3], env, tmp)
    c.check(r.returncode == 0 and '<html lang="fr">' in r.stdout and "Classement" in r.stdout
            and "Rapport de tournoi" in r.stdout, "rapport --lang fr is not in French")
    # every sheet column has a heading in words, Magical's VP for biscuits too
    heads = set(re.findall(r"<th[^>]*>([^<]*)</th>", good))
    c.check("VP for biscuits" in heads and not any("_" in h for h in heads),
            f"report headings: {sorted(heads)}")
    magical = [l for l in LOGS if open(l).readlines()[1].startswith("magical,")]
    r = run(["rapport", "--lang", "fr"] + magical, env, tmp)
    c.check(r.returncode == 0 and "<th>PV des biscuits</th>" in r.stdout,
            "rapport --lang fr: no « PV des biscuits » heading")
    r = run(["report"], env, tmp)
    c.check(r.returncode == 2 and "Usage" in r.stderr, f"report without logs: {r.returncode}")
    r = run(["report", "--bogus", LOGS[0]], env, tmp)
    c.check(r.returncode == 2 and "--bogus" in r.stderr, "report took an unknown option")
    return page


def to_directory(c, env, tmp):
    """A directory given for the page: the message names a file in it
    with one slash and a page's name, not a CSV's, in both languages;
    export does the same for each kind of file it writes."""
    logs = os.path.join(tmp, "logs")
    os.makedirs(logs, exist_ok=True)
    for lang, such in (("en", "such as logs/report.html."), ("fr", "comme logs/rapport.html.")):
        for given in ("logs/", "logs//", "logs"):
            r = run(["--lang", lang, "report", LOGS[0], "-o", given], env, tmp)
            c.check(r.returncode == 2 and f" {given} " in r.stderr
                    and r.stderr.endswith(f" {such}\n"),
                    f"{lang}: report -o {given}: {r.returncode} {r.stderr!r}")
    c.check(os.listdir(logs) == [], f"something written in logs/: {os.listdir(logs)}")
    lines = "new bte ann bob\nexport report logs/\nexport scores logs/\nexport notation logs/\n"
    r = run(["-"], env, tmp, stdin=lines)
    for name in ("logs/report.html", "logs/game.csv", "logs/game.txt"):
        c.check(f"such as {name}" in r.stderr, f"export into logs/: no {name} in {r.stderr!r}")
    c.check("//" not in r.stderr, f"export into logs/: {r.stderr!r}")


def escaping(c, env, tmp):
    """Names are any token: markup in them must come out as text."""
    bad = "<b>x&y"
    quote = "q\"'z"
    script = (f"new bte {bad} {quote}\nplace {bad} red 2 1\nplace {quote} blue 2 2\n"
              "export report esc.html\nexport log esc.csv\n")
    r = run([], env, tmp, script)
    c.check(r.returncode == 0, f"escaping script: {r.stderr}")
    path = os.path.join(tmp, "esc.html")
    if not c.check(os.path.exists(path), "export report wrote nothing"):
        return
    raw, text = parse(c, path, "export report")
    c.check(bad in text and quote in text, "the names are not in the page's text")
    c.check(bad not in raw and "&lt;b&gt;x&amp;y" in raw, "a name's markup was not escaped")
    c.check("Unfinished" in text, "an unfinished game is not said to be")
    r = run(["report", "esc.csv", "-o", "esc2.html"], env, tmp)
    c.check(r.returncode == 0, f"report of esc.csv: {r.stderr}")
    raw, text = parse(c, os.path.join(tmp, "esc2.html"), "report esc.csv")
    c.check(bad in text and bad not in raw, "report: a name's markup was not escaped")
    r = run([], env, tmp, "new tlh ann bob\nexport rapport x.html\nexport report\n")
    c.check(os.path.exists(os.path.join(tmp, "x.html")), "export rapport wrote nothing")
    c.check(r.returncode == 1 and "Usage" in r.stderr, "export report without a file")


def club_night(c, env, tmp):
    """report FOLDER --title: what an organiser pins on the wall."""
    club = os.path.join(tmp, "club")
    os.makedirs(os.path.join(club, "night"))
    for log in LOGS:
        shutil.copy(log, os.path.join(club, "night"))
    pages = {}
    for lang, title in (("en", "Club night"), ("fr", "Soirée du club")):
        page = os.path.join(tmp, f"club-{lang}.html")
        r = run(["report", club, "--title", title, "-o", page, "--lang", lang], env, tmp)
        c.check(r.returncode == 0 and r.stderr == "", f"report {lang} of a folder: {r.stderr}")
        if not c.check(os.path.exists(page), f"no {lang} page"):
            continue
        raw, text = parse(c, page, f"club night {lang}")
        pages[lang] = (page, raw, text)
        c.check(f"<title>{title}</title>" in raw and f"<h1>{title}</h1>" in raw,
                f"{lang}: the title is not the page's")
        c.check(tmp not in raw and "/club" not in raw, f"{lang}: a folder of the machine in the page")
        # each game headed by its title and players, never by a file;
        # the file it came from on a small line under it, below the folder
        heads = re.findall(r'<section class="game" id="game\d+">\n<h4>([^<]*)</h4>', raw)
        c.check(len(heads) == len(LOGS) and not any(".csv" in h or "/" in h for h in heads),
                f"{lang}: headings {heads[:3]}")
        files = re.findall(r'<p class="file">([^<]*)</p>', raw)
        c.check(len(files) == len(LOGS) and all("night/table" in f for f in files),
                f"{lang}: the files the games came from: {files[:3]}")
        competitive = [l for l in LOGS if not open(l).readlines()[1].startswith("3high,")]
        charts = raw.count('<div class="chart">')
        c.check(charts == len(competitive), f"{lang}: {charts} charts, want {len(competitive)}")
        # every chart names its colours in a legend: a label beside each swatch
        for chart in re.findall(r'<div class="chart">(.*?)</div>', raw, re.S):
            fills = set(re.findall(r'fill="(#[0-9a-f]{6})" stroke="#222222"', chart))
            c.check(len(re.findall(r'<text', chart)) >= len(fills), f"{lang}: a colour without a label")
    en, fr = pages.get("en"), pages.get("fr")
    if en:
        _, raw, text = en
        c.check("Played on 2026-11-26." in text, "the day of play is not said")
        c.check(text.count("Team result: the team") == 4, "3-High games are not team results")
        c.check("<th>longest-run bonus</th>" in raw and "<th>run</th>" not in raw,
                "Tout là-haut's run column is not labelled as the longest-run bonus")
        towers = re.findall(r"<title>([^<]*point[^<]*)</title>", raw)
        tlh = [t for t in towers if "floors" not in t]
        c.check(towers and all("rank" in t or t.startswith("game 1") for t in towers),
                f"a picture without its rank: {[t for t in towers if 'rank' not in t][:3]}")
        del tlh
        c.check("How the scores of Best Treehouse Ever were made" in text, "no chart title")
    if fr:
        _, raw, text = fr
        c.check("Parties jouées le 26/11/2026." in text and "Joué le" not in text and "Détail des scores — " in text
                and re.search(r"Jouée le 26/11/2026 à \d\d\u00a0h\u00a0\d\d\.", text)
                and "<th>bonus de la plus longue suite</th>" in raw
                and re.search(r"L'équipe a (gagné|perdu)\u00a0: ", text), "the French page")
    # logs of version 3 say no date: "dates unknown"
    old = os.path.join(tmp, "v3")
    os.makedirs(old)
    for log in LOGS[:3]:
        with open(log, encoding="utf-8") as fp:
            rows = list(csv.reader(fp))
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        # without the time and the identity (versions 4 and 5)
        w.writerow(rows[0][:-7])
        for row in rows[1:]:
            w.writerow([row[0], "3"] + row[2:-7])
        with open(os.path.join(old, os.path.basename(log)), "w", encoding="utf-8") as fp:
            fp.write(out.getvalue())
    page = os.path.join(tmp, "v3.html")
    r = run(["report", os.path.join(old, os.path.basename(LOGS[0])), old, "-o", page], env, tmp)
    raw, text = parse(c, page, "v3")
    c.check(r.returncode == 0 and "Dates of play unknown" in text and "Played on" not in text,
            f"version 3 logs: {r.stderr} {text[:300]}")
    files = re.findall(r'<p class="file">([^<]*)</p>', raw)
    c.check(files and files[0] == "From table1-round1.csv." and old not in raw,
            f"a file argument is named by its name alone: {files[:2]}")
    return en[0] if en else None, fr[0] if fr else None


def print_pdf(c, page, lang):
    """Printed on A4, and at A4's printable width nothing sticks out."""
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if not exe or not page:
        return
    profile = tempdir()
    base = [exe, "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update",
            "--disable-sync", f"--user-data-dir={profile}"]
    if os.geteuid() == 0:
        base.insert(1, "--no-sandbox")
    pdf = os.path.join(TOP, "tests", "out", f"report-{lang}.pdf")
    try:
        subprocess.run(base + ["--no-pdf-header-footer", f"--print-to-pdf={pdf}",
                               "file://" + page], capture_output=True, timeout=120)
        boxes = set()
        if os.path.exists(pdf):
            with open(pdf, "rb") as fp:
                boxes = set(re.findall(rb"/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]", fp.read()))
        c.check(boxes and all(abs(float(w) - 595.3) < 2 and abs(float(h) - 841.9) < 2
                              for w, h in boxes), f"{lang}: PDF pages are not A4: {boxes}")
        # the print rules on screen, 186 mm (A4 less its margins) wide:
        # the rightmost edge of every element, measured by the browser
        with open(page, encoding="utf-8") as fp:
            html = fp.read().replace("@media print{", "@media all{")
        probe = ("<script>addEventListener('load',function(){var m=0;"
                 "document.querySelectorAll('body *').forEach(function(e){"
                 "var r=e.getBoundingClientRect();if(r.right>m)m=r.right;});"
                 "var p=document.createElement('pre');p.textContent='RIGHT '+Math.ceil(m)+"
                 "' WIDTH '+document.documentElement.clientWidth;document.body.appendChild(p);});"
                 "</script></body>")
        probe_page = os.path.join(profile, "probe.html")
        with open(probe_page, "w", encoding="utf-8") as fp:
            fp.write(html.replace("</body>", probe))
        r = subprocess.run(base + ["--window-size=703,1000", "--dump-dom", "file://" + probe_page],
                           capture_output=True, text=True, timeout=120)
        m = re.search(r"RIGHT (\d+) WIDTH (\d+)", r.stdout)
        c.check(m and int(m.group(1)) <= int(m.group(2)),
                f"{lang}: something past the right margin at A4 width: {m and m.group(0)}")
    except subprocess.TimeoutExpired:
        c.check(False, "chromium took more than 120 s")
    shutil.rmtree(profile, ignore_errors=True)


def png_ink(path):
    """Width, height and how many pixels are not near white (8-bit RGB/RGBA)."""
    with open(path, "rb") as fp:
        data = fp.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return 0, 0, 0
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = {2: 3, 6: 4}.get(ctype, 0)
    if depth != 8 or not bpp:
        return w, h, -1
    raw, stride, prev, ink = zlib.decompress(idat), w * bpp, bytearray(w * bpp), 0
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, cc = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - cc
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - cc)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else cc)) & 255
        ink += sum(1 for x in range(0, stride, bpp * 4) if min(line[x:x + 3]) < 200)
        prev = line
    return w, h, ink * 4


def chromium(c, page):
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if not c.check(exe is not None, "chromium is not installed (make deps)"):
        return
    out = os.path.join(TOP, "tests", "out")
    os.makedirs(out, exist_ok=True)
    png = os.path.join(out, "report.png")
    if os.path.exists(png):
        os.remove(png)
    profile = tempdir()
    args = [exe, "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update",
            "--disable-sync", f"--user-data-dir={profile}", f"--screenshot={png}",
            "--window-size=1000,3000", "file://" + page]
    if os.geteuid() == 0:
        args.insert(1, "--no-sandbox")
    try:
        subprocess.run(args, capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        c.check(False, "chromium took more than 120 s")
        return
    shutil.rmtree(profile, ignore_errors=True)
    if not c.check(os.path.exists(png), "chromium wrote no PNG"):
        return
    w, h, ink = png_ink(png)
    c.check((w, h) == (1000, 3000), f"PNG is {w}x{h}")
    # text, tables and coloured pictures: far more than a blank page
    c.check(ink > 100000, f"the rendered page is nearly blank ({ink} dark pixels)")


def main():
    c = Checks("report")
    tmp = tempdir()
    env = hermetic_env(tmp)
    samples(c, env, tmp)
    tournament(c, env, tmp)
    page = report(c, env, tmp)
    to_directory(c, env, tmp)
    escaping(c, env, tmp)
    en, fr = club_night(c, env, tmp)
    if en:
        chromium(c, en)
    for lang, p in (("en", en), ("fr", fr)):
        print_pdf(c, p, lang)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
