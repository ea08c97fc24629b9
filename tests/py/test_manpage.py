"""The man pages read as written: both clean under mandoc's lint, style
included; no display line (.Dl, .D1) holds a word mdoc would take for a
macro (".Dl treeref: write error: No space left" rendered "space left":
mdoc read No as its macro); the bug-report address --help gives is the
README's section."""
import os
import re
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

PAGES = ("treeref.1", "treeref.fr.1")
# mdoc's callable macros: a display line's word among them is parsed
CALLABLE = set("""Ac Ao Ap Aq Ar At Bc Bo Bq Brc Bro Brq Bsx Bx Cm Dc Do Dq Dv
Dx Ec Em En Eo Er Es Ev Fa Fc Fl Fn Fo Fr Fx Ic In Li Lk Ms Mt Nm No Ns Nx Oc Oo
Op Ox Pa Pc Pf Po Pq Qc Ql Qo Qq Sc So Sq St Sx Sy Ta Tn Ux Va Vt Xc Xo
Xr""".split())


def main():
    c = Checks("manpage")
    for page in PAGES:
        path = os.path.join(TOP, page)
        r = subprocess.run(["mandoc", "-Tlint", "-Wstyle", path],
                           capture_output=True, text=True)
        lint = [l for l in (r.stdout + r.stderr).splitlines() if "mandoc.db" not in l]
        c.check(not lint, f"{page}: mandoc -Tlint:\n" + "\n".join(lint[:20]))
        with open(path, encoding="utf-8") as fp:
            for n, line in enumerate(fp, 1):
                if not line.startswith((".Dl ", ".D1 ")):
                    continue
                words = re.findall(r'"[^"]*"|\S+', line)[1:]
                bad = [w for w in words if w in CALLABLE]
                c.check(not bad, f"{page}:{n}: {bad} read as macros: {line.strip()}")
    out = subprocess.run(["mandoc", "-Tutf8", os.path.join(TOP, "treeref.1")],
                         capture_output=True, text=True).stdout
    c.check("treeref: write error: No space left on device" in re.sub("\b.", "", out),
            "the write error's example does not render whole")
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
