"""make check-office: the files treeref writes with --sep ; open right in
LibreOffice Calc, run headless as a French user's spreadsheet imports
them (separator ;, French number format, the character set left to the
file): every number is a number cell with the value written, every
accent reads as written, and the byte-order mark never shows in the
first cell.  A score sheet, an event log, a standings file (its
shares and tournament points with a decimal comma) and a round's seating
(seat --csv), with accented names."""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))
from common import TOP, TREEREF, Checks, hermetic_env  # noqa: E402

NS = {"table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
      "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
      "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0"}
# The import a French user makes on a French desktop (fr_FR.UTF-8):
# fields split at ;, quoted by ", the character set the desktop's
# (UTF-8: LibreOffice then drops the byte-order mark; under a C locale it
# would read Latin-1 and show the mark as "ï»¿"), from row 1, French
# (1036) number format.
FILTER = "CSV:59,34,,1,,1036"
DESKTOP = "fr_FR.UTF-8"
NAMES = {"ann": "Élodie", "bob": "Gaëtan"}
SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")


def cells(fods):
    """The first table of a flat ODS file: rows of (type, text) cells,
    repeated cells expanded, empty trailing ones dropped."""
    root = ET.parse(fods).getroot()
    table = root.find(".//table:table", NS)
    rows = []
    for row in table.iter("{%s}table-row" % NS["table"]):
        out = []
        for cell in row:
            if not cell.tag.endswith("table-cell"):
                continue
            n = int(cell.get("{%s}number-columns-repeated" % NS["table"], "1"))
            kind = cell.get("{%s}value-type" % NS["office"])
            value = cell.get("{%s}value" % NS["office"])
            text = "\n".join("".join(p.itertext()) for p in cell.findall("text:p", NS))
            out += [(kind, value if kind == "float" else text)] * min(n, 64)
        while out and out[-1] == (None, ""):
            out.pop()
        if out:
            rows.append(out)
    return rows


def convert(c, path, tmp):
    """The file as LibreOffice reads it, or None."""
    profile = "file://" + os.path.join(tmp, "lo-profile")
    r = subprocess.run([SOFFICE, "-env:UserInstallation=" + profile, "--headless",
                        "--norestore", "--infilter=" + FILTER, "--convert-to", "fods",
                        "--outdir", tmp, path], capture_output=True, text=True, timeout=600,
                       env=dict({k: v for k, v in os.environ.items()
                                 if k not in ("LC_ALL", "LC_CTYPE", "LANGUAGE")},
                                LANG=DESKTOP, HOME=tmp))
    out = os.path.join(tmp, os.path.splitext(os.path.basename(path))[0] + ".fods")
    if not c.check(r.returncode == 0 and os.path.exists(out),
                   f"LibreOffice did not convert {path}: {r.stdout}{r.stderr}"):
        return None
    return cells(out)


def number(text):
    """A cell of treeref's --sep ; file as a number: decimal comma."""
    return float(text.replace(",", "."))


def same_as_file(c, what, path, got):
    """Each cell as the file wrote it: text cells equal, numbers numbers."""
    with open(path, encoding="utf-8") as fp:
        raw = fp.read()
    c.check(raw.startswith("\ufeff"), f"{what}: no byte-order mark at the start")
    want = [line.split(";") for line in raw.lstrip("\ufeff").splitlines()]
    c.check(len(got) == len(want), f"{what}: {len(got)} rows read, {len(want)} written")
    nums = 0
    for r, (grow, wrow) in enumerate(zip(got, want)):
        for k, w in enumerate(wrow):
            kind, value = grow[k] if k < len(grow) else (None, "")
            if re.fullmatch(r"-?\d+(,\d+)?", w):
                nums += 1
                c.check(kind == "float" and abs(float(value) - number(w)) < 1e-9,
                        f"{what} row {r + 1} column {k + 1}: {w!r} read as {kind} {value!r}")
            else:
                c.check(value == w.strip('"'), f"{what} row {r + 1} column {k + 1}: "
                        f"{w!r} read as {value!r}")
    return nums


def main():
    c = Checks("office")
    if not c.check(SOFFICE is not None, "no soffice: make check-office installs "
                   "libreoffice-calc-nogui as root"):
        c.finish()
    tmp = tempfile.mkdtemp(prefix="treeref-office-")
    try:
        env = hermetic_env(tmp)
        with open(os.path.join(TOP, "tests", "cli", "bte", "bte-2p.in"), encoding="utf-8") as fp:
            script = fp.read()
        for en, fr in NAMES.items():
            script = re.sub(r"\b%s\b" % en, fr, script)
        script += "export scores feuille.csv --sep ;\nexport log partie.csv --sep ;\n"
        with open(os.path.join(tmp, "partie.txt"), "w", encoding="utf-8") as fp:
            fp.write(script)
        r = subprocess.run([TREEREF, "--lang", "fr", "--date", "2026-11-26T20:00", "partie.txt"],
                           cwd=tmp, env=env, capture_output=True, text=True, timeout=600)
        c.check(os.path.exists(os.path.join(tmp, "feuille.csv")) and
                os.path.exists(os.path.join(tmp, "partie.csv")),
                f"the game's files were not written: {r.stderr}")
        logs = sorted(glob.glob(os.path.join(TOP, "data", "tournament", "*.csv")))
        r = subprocess.run([TREEREF, "--lang", "fr", "--sep", ";", "classement", "--csv",
                            "classement.csv", "partie.csv"] + logs,
                           cwd=tmp, env=env, capture_output=True, text=True, timeout=600)
        c.check(r.returncode == 0, f"classement --csv: {r.stderr}")
        # seat --csv: the tables of a round, accented names as written
        with open(os.path.join(tmp, "joueurs.txt"), "w", encoding="utf-8") as fp:
            fp.write("Élodie\nGaëtan\nZoë\nFrançois\nChloé\nAurélien\n")
        r = subprocess.run([TREEREF, "--lang", "fr", "--sep", ";", "répartir", "bte", "joueurs.txt",
                            "--seed", "7", "--csv", "repartition.csv"],
                           cwd=tmp, env=env, capture_output=True, text=True, timeout=600)
        c.check(r.returncode == 0, f"répartir --csv: {r.stderr}")
        for what, name, must in (("score sheet", "feuille.csv", ["Élodie", "Gaëtan"]),
                                 ("event log", "partie.csv", ["Élodie"]),
                                 ("standings", "classement.csv", ["Élodie", "Tout là-haut"]),
                                 ("seating", "repartition.csv", ["Zoë", "François", "Aurélien"])):
            path = os.path.join(tmp, name)
            if not os.path.exists(path):
                continue
            got = convert(c, path, tmp)
            if got is None:
                continue
            c.check(got[0][0][1] == open(path, encoding="utf-8-sig").readline().split(";")[0],
                    f"{what}: first cell {got[0][0][1]!r}: the byte-order mark shows")
            nums = same_as_file(c, what, path, got)
            c.check(nums > 0, f"{what}: no number to check")
            flat = [v for row in got for _, v in row]
            for word in must:
                c.check(word in flat, f"{what}: {word!r} not read as written")
        with open(os.path.join(tmp, "classement.csv"), encoding="utf-8") as fp:
            c.check(re.search(r";\d+,\d\d;", fp.read()) is not None,
                    "standings: no decimal comma to check")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
