"""French wherever treeref runs, with no TREEREF_LOCALEDIR: from the build
tree (lang fr, --lang fr, LANG=fr_FR.UTF-8, a French locale that is not
generated), from `make install PREFIX=...` after a plain make, from a
DESTDIR install, from an install moved elsewhere; the locale rules
(LC_ALL=C is English even with LANGUAGE=fr, --lang wins); a binary with
no catalogue says so, naming where it looked, and never claims a switch;
TREEREF_LOCALEDIR overrides; tests/deps.sh checks only what running needs
for `make run` and never installs there."""
import os
import re
import shutil
import stat
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

FR_ACK = "Les messages sont maintenant en français."
FR_NEW = "Manche\u00a01, tour\u00a01\u00a0:"
EN_NEW = "Round 1, pick 1:"
GAME = "new bte ann bob\n"


def run(exe, args, env, cwd, stdin):
    return subprocess.run([exe] + args, input=stdin, env=env, cwd=cwd,
                          capture_output=True, text=True)


def env_with(base, **kv):
    e = {k: v for k, v in base.items() if k not in ("LANG", "LC_ALL", "LANGUAGE", "LC_MESSAGES")}
    e.update(kv)
    return e


def speaks_french(c, exe, env, cwd, where):
    """lang fr, --lang fr and LANG=fr_FR.UTF-8 all give French."""
    r = run(exe, [], env, cwd, "lang fr\n" + GAME)
    c.check(r.returncode == 0 and FR_ACK in r.stdout and FR_NEW in r.stdout,
            f"{where}: lang fr: {r.stdout!r} {r.stderr!r}")
    r = run(exe, ["--lang", "fr"], env, cwd, GAME)
    c.check(r.returncode == 0 and FR_NEW in r.stdout and not r.stderr,
            f"{where}: --lang fr: {r.stdout!r} {r.stderr!r}")
    r = run(exe, [], env_with(env, LANG="fr_FR.UTF-8"), cwd, GAME)
    c.check(r.returncode == 0 and FR_NEW in r.stdout, f"{where}: LANG=fr_FR.UTF-8: {r.stdout!r}")


def build_tree(c, env, tmp):
    """(a) ./treeref from the build tree, as `make run` starts it."""
    speaks_french(c, TREEREF, env, tmp, "build tree")
    r = run("./treeref", [], env, TOP, "langue fr\n" + GAME)
    c.check(FR_ACK in r.stdout and FR_NEW in r.stdout, f"./treeref run from the top: {r.stdout!r}")
    generated = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower()
    c.check("fr_fr.utf8" in generated, "the fr_FR.UTF-8 locale is generated (make deps)")
    if "fr_ca.utf8" not in generated:
        r = run(TREEREF, [], env_with(env, LANG="fr_CA.UTF-8"), tmp, GAME)
        c.check(FR_NEW in r.stdout, f"a French locale not generated: {r.stdout!r}")
    r = run(TREEREF, [], env, tmp, "lang fr\nlang en\n" + GAME)
    c.check("Messages are now in English." in r.stdout and EN_NEW in r.stdout,
            f"lang en after lang fr: {r.stdout!r}")


def locale_rules(c, env, tmp):
    """(b) gettext's order; C means English; --lang wins."""
    cases = [
        (dict(LC_ALL="C"), [], False),
        (dict(LC_ALL="C", LANG="fr_FR.UTF-8"), [], False),
        (dict(LC_ALL="C"), ["--lang", "fr"], True),
        (dict(LC_ALL="C", LANGUAGE="fr"), [], False),
        (dict(LANG="C", LANGUAGE="fr"), [], False),
        (dict(LANGUAGE="fr"), [], False),
        (dict(LC_ALL="POSIX", LANGUAGE="fr"), [], False),
        (dict(LANG="fr_FR.UTF-8"), [], True),
        (dict(LANG="fr_FR.UTF-8"), ["--lang", "en"], False),
        (dict(LANG="fr_FR.UTF-8", LANGUAGE="en"), [], False),
        (dict(LANG="fr_FR.UTF-8", LC_MESSAGES="C"), [], False),
        (dict(LANG="C", LC_MESSAGES="fr_FR.UTF-8"), [], True),
        (dict(LANG="C.UTF-8", LANGUAGE="fr"), [], True),
        (dict(LANG="C.UTF-8", LANGUAGE="de:fr"), [], True),
        (dict(LANG="en_US.UTF-8", LANGUAGE="fr_BE:en"), [], True),
        (dict(LC_ALL="fr_FR.UTF-8", LANG="C"), [], True),
    ]
    for kv, args, french in cases:
        r = run(TREEREF, args, env_with(env, **kv), tmp, GAME)
        got = FR_NEW in r.stdout
        c.check(got == french and (EN_NEW in r.stdout) != french,
                f"{kv} {args}: expected {'French' if french else 'English'}: {r.stdout!r}")


def copy_tree(dst):
    """The sources and what a plain `make` built, timestamps kept."""
    os.makedirs(dst)
    for name in ("Makefile", "README.md", "LICENSE", "treeref.1", "treeref.fr.1", "treeref",
                 "TREEREF-LOCALEDIR", "src", "po", "completions", "tests", "data"):
        src = os.path.join(TOP, name)
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(dst, name), symlinks=True,
                            ignore=shutil.ignore_patterns("out", "build", "work"))
        elif os.path.exists(src):
            shutil.copy2(src, os.path.join(dst, name))


def make(c, args, cwd, what):
    r = subprocess.run(["make", "-s"] + args, cwd=cwd, capture_output=True, text=True)
    c.check(r.returncode == 0, f"{what}: make {' '.join(args)}: {r.stdout}{r.stderr}")
    return r.returncode == 0


def installs(c, env, tmp):
    """(c) make install PREFIX=, DESTDIR=, a moved install, no catalogue."""
    src = os.path.join(tmp, "src")
    copy_tree(src)
    if not make(c, [], src, "plain make"):
        return
    # linked dynamically against the system's libraries by default (a
    # distribution's security updates reach it); the build flags of the
    # environment reach every compile and link
    r = subprocess.run(["readelf", "-d", os.path.join(src, "treeref")], capture_output=True, text=True)
    c.check("libc.so" in r.stdout, f"the default build does not load libc.so: {r.stdout[:600]}")
    # readline is opened when a session at a terminal starts
    # (test_lineedit.py), libunistring past ASCII and libcsv to read a
    # CSV file (test_startup.py), never by the loader at every start
    for lib in ("libreadline", "libunistring", "libcsv"):
        c.check(lib not in r.stdout, f"the default build loads {lib}: {r.stdout[:600]}")
    r = subprocess.run(["make", "-n", "-B", "CPPFLAGS=-D_FORTIFY_SOURCE=2 -DTREEREF_FLAG_SEEN",
                        "LDFLAGS=-Wl,-z,relro", "treeref"], cwd=src, capture_output=True, text=True)
    compiles = [l for l in r.stdout.splitlines() if " -c " in l]
    links = [l for l in r.stdout.splitlines() if " -o treeref " in l]
    c.check(len(compiles) > 50 and all("-DTREEREF_FLAG_SEEN" in l for l in compiles),
            f"CPPFLAGS missing from a compile: {[l for l in compiles if 'TREEREF_FLAG_SEEN' not in l][:2]}")
    c.check(len(links) == 1 and "-Wl,-z,relro" in links[0], f"LDFLAGS missing from the link: {links}")
    # linked with link-time optimisation, as the Makefile says (LTO ?=
    # -flto=auto; make asan and coverage say LTO=): from d68e383 an
    # -fno-lto before -flto=auto made the link a plain one, which GCC's
    # driver does not undo.  GCC names the units of an LTO link
    # "<artificial>" in the debug information (-g: the default CFLAGS).
    if links and "-flto" in links[0]:
        c.check("-fno-lto" not in links[0].split(), f"the program's link says -fno-lto: {links[0][:300]}")
        if "-g" in links[0].split():
            r = subprocess.run(["readelf", "--debug-dump=info", os.path.join(src, "treeref")],
                               capture_output=True, text=True)
            c.check("<artificial>" in r.stdout, "the program's link did no link-time optimisation "
                    "(no <artificial> unit in its debug information)")
    # start-up's code gathered before .text (src/startup.ld, GNU ld only):
    # the section is in the program, and the functions the file names are
    # still the program's (a rename leaves them scattered again: `make
    # startup-order` writes the file anew)
    # (with LTO: a plain link's objects were compiled without
    # -ffunction-sections, so under make asan there may be nothing to gather)
    if links and "src/startup.ld" in links[0] and "-flto" in links[0]:
        r = subprocess.run(["readelf", "-SW", os.path.join(src, "treeref")], capture_output=True, text=True)
        c.check(".text.treeref_startup" in r.stdout,
                f"the program linked with src/startup.ld has no .text.treeref_startup section: {r.stdout[:800]}")
        with open(os.path.join(src, "src", "startup.ld"), encoding="utf-8") as f:
            ours = re.findall(r"^\s+\*\(\.text\.(?:unlikely\.|startup\.)?([A-Za-z_]\w*) ", f.read(), re.M)
        r = subprocess.run(["nm", "--defined-only", os.path.join(src, "treeref")],
                           capture_output=True, text=True)
        have = {l.split()[2].split(".")[0] for l in r.stdout.splitlines() if len(l.split()) == 3}
        gone = [n for n in ours if n not in have]
        c.check(len(ours) > 20 and len(gone) * 10 <= len(ours),
                f"src/startup.ld names {len(gone)} of its {len(ours)} functions that the program no "
                f"longer has ({', '.join(gone[:8])}): run make startup-order")
    prefix = os.path.join(tmp, "inst")
    if make(c, ["install", "PREFIX=" + prefix], src, "install"):
        exe = os.path.join(prefix, "bin", "treeref")
        c.check(os.path.exists(os.path.join(prefix, "share", "locale", "fr", "LC_MESSAGES",
                                            "treeref.mo")), "the catalogue is installed")
        speaks_french(c, exe, env, tmp, "make install PREFIX=")
        c.check(prefix.encode() + b"/share/locale" in open(exe, "rb").read(),
                "the installed binary names its prefix (i18n.o rebuilt for PREFIX)")
    dest = os.path.join(tmp, "dest")
    if make(c, ["install", "DESTDIR=" + dest, "PREFIX=/opt/treeref-test"], src, "DESTDIR"):
        speaks_french(c, os.path.join(dest, "opt", "treeref-test", "bin", "treeref"), env,
                      tmp, "make install DESTDIR=")
        c.check(os.path.exists(os.path.join(dest, "opt", "treeref-test", "share", "zsh",
                                            "site-functions", "_treeref")),
                "zsh completion of a local install: PREFIX/share/zsh/site-functions")
        c.check(os.access(os.path.join(dest, "opt", "treeref-test", "share", "treeref",
                                       "tournament", "regenerate.sh"), os.X_OK),
                "regenerate.sh installed without its run bit")
    # a distribution's install: each completion where its shell looks on
    # Debian (zsh: vendor-completions, a make variable)
    pkg = os.path.join(tmp, "pkg")
    if make(c, ["install", "DESTDIR=" + pkg, "PREFIX=/usr"], src, "PREFIX=/usr"):
        for where in ("usr/share/zsh/vendor-completions/_treeref",
                      "usr/share/bash-completion/completions/treeref",
                      "usr/share/fish/vendor_completions.d/treeref.fish"):
            c.check(os.path.exists(os.path.join(pkg, where)), f"PREFIX=/usr: no {where}")
        c.check(not os.path.exists(os.path.join(pkg, "usr/share/zsh/site-functions")),
                "PREFIX=/usr: zsh's site-functions, which Debian's zsh does not search")
    other = os.path.join(tmp, "other")
    if make(c, ["install", "DESTDIR=" + other, "PREFIX=/usr", "ZSHCOMPDIR=/usr/share/zsh/functions/Completion/Unix"],
            src, "ZSHCOMPDIR="):
        c.check(os.path.exists(os.path.join(other, "usr/share/zsh/functions/Completion/Unix/_treeref")),
                "ZSHCOMPDIR= chooses zsh's folder")
    # moved elsewhere: the compiled-in directory is gone
    moved = os.path.join(tmp, "elsewhere", "treeref")
    shutil.copytree(prefix, moved, symlinks=True)
    shutil.rmtree(prefix)
    speaks_french(c, os.path.join(moved, "bin", "treeref"), env, tmp, "moved install")
    # a binary alone: no catalogue anywhere it looks
    lonely_dir = os.path.join(tmp, "lonely", "bin")
    os.makedirs(lonely_dir)
    lonely = os.path.join(lonely_dir, "treeref")
    shutil.copy2(os.path.join(moved, "bin", "treeref"), lonely)
    r = run(lonely, [], env, tmp, "lang fr\n" + GAME)
    looked = [os.path.join(lonely_dir, "po", "locale"), os.path.join(tmp, "lonely", "share", "locale"),
              os.path.join(prefix, "share", "locale")]
    c.check(r.returncode == 1 and "Cannot switch to French" in r.stderr and
            all(p in r.stderr for p in looked) and "now in English" not in r.stdout + r.stderr and
            EN_NEW in r.stdout, f"no catalogue, lang fr: {r.stdout!r} {r.stderr!r}")
    r = run(lonely, ["--lang", "fr"], env, tmp, GAME)
    c.check(r.returncode == 0 and "Cannot switch to French" in r.stderr and
            looked[0] in r.stderr and EN_NEW in r.stdout, f"no catalogue, --lang fr: {r.stderr!r}")
    r = run(lonely, [], env_with(env, LANG="fr_FR.UTF-8"), tmp, GAME)
    c.check(r.returncode == 0 and not r.stderr and EN_NEW in r.stdout,
            f"no catalogue, LANG=fr_FR.UTF-8: quietly English: {r.stderr!r}")
    # the override: the only place looked at
    e = dict(env, TREEREF_LOCALEDIR=os.path.join(moved, "share", "locale"))
    speaks_french(c, lonely, e, tmp, "TREEREF_LOCALEDIR")
    nowhere = os.path.join(tmp, "nowhere")
    r = run(TREEREF, [], dict(env, TREEREF_LOCALEDIR=nowhere), tmp, "lang fr\n")
    c.check(r.returncode == 1 and nowhere in r.stderr and "po/locale" not in r.stderr,
            f"TREEREF_LOCALEDIR to an empty place: {r.stderr!r}")


def fake_bin(d, installed, uid, fr_locale=True):
    """dpkg-query, id, locale and apt-get that tell what the test says."""
    os.makedirs(d, exist_ok=True)
    scripts = {
        "dpkg-query": "case \" %s \" in *\" $3 \"*) echo 'install ok installed';; *) exit 1;; esac\n"
                      % " ".join(installed),
        "id": f"echo {uid}\n",
        "locale": "echo C\n" + ("echo fr_FR.utf8\n" if fr_locale else ""),
        "apt-get": "echo \"apt-get $*\" >>\"$(dirname \"$0\")/apt.log\"\n",
        "locale-gen": "echo locale-gen >>\"$(dirname \"$0\")/apt.log\"\n",
        "sed": "echo sed >>\"$(dirname \"$0\")/apt.log\"\n",
    }
    for name, body in scripts.items():
        p = os.path.join(d, name)
        with open(p, "w") as fp:
            fp.write("#!/bin/sh\n" + body)
        os.chmod(p, stat.S_IRWXU)


def deps(c, tmp):
    """(d) make run needs only what running needs: as root it installs
    exactly the run packages missing, quietly; otherwise it names them
    and the one command to run (issue 31)."""
    run_pkgs = "gcc make pkg-config libreadline-dev libcsv-dev libunistring-dev gettext".split()
    test_pkgs = run_pkgs + ("libcmocka-dev python3 mandoc locales bash-completion clang "
                            "libclang-rt-14-dev valgrind bc time chromium fish zsh man-db groff-base strace "
                            "python3-jsonschema").split()

    def deps_sh(mode, installed, uid, fr_locale=True):
        d = os.path.join(tmp, f"fake-{mode}-{uid}-{len(installed)}-{fr_locale}")
        fake_bin(d, installed, uid, fr_locale)
        env = dict(os.environ, PATH=d + ":" + os.environ["PATH"])
        r = subprocess.run(["sh", os.path.join(TOP, "tests", "deps.sh"), mode], env=env,
                           capture_output=True, text=True)
        log = os.path.join(d, "apt.log")
        return r, open(log).read() if os.path.exists(log) else ""

    for uid in (0, 1000):
        r, apt = deps_sh("run", run_pkgs, uid, fr_locale=False)
        c.check(r.returncode == 0 and not r.stderr and not apt,
                f"run, uid {uid}, run packages only, no fr locale: proceeds: {r.stderr!r} {apt!r}")
    # a fresh machine: nothing of what running needs is there
    for missing in (["libcsv-dev"], run_pkgs):
        r, apt = deps_sh("run", [p for p in run_pkgs if p not in missing], 1000)
        c.check(r.returncode == 1 and f"apt-get install {' '.join(missing)}\n" in r.stderr
                and not apt, f"run, not root, {missing} missing: named with the command, "
                f"nothing installed: {r.stderr!r} {apt!r}")
        r, apt = deps_sh("run", [p for p in run_pkgs if p not in missing], 0)
        got = [x.split() for x in apt.splitlines() if x.startswith("apt-get install")]
        c.check(r.returncode == 0 and len(got) == 1 and
                [w for w in got[0][2:] if not w.startswith("-")] == missing and
                "locale-gen" not in apt and "sed" not in apt.split(),
                f"run, root, {missing} missing: exactly those installed: {r.stderr!r} {apt!r}")
        c.check(r.stderr == f"treeref: installing {' '.join(missing)}\n",
                f"run, root: quietly, one line: {r.stderr!r}")
    r, apt = deps_sh("test", test_pkgs, 1000)
    c.check(r.returncode == 0 and not apt, f"test, non-root, all there: proceeds: {r.stderr!r}")
    r, apt = deps_sh("test", [p for p in test_pkgs if p not in ("valgrind", "mandoc")], 1000)
    c.check(r.returncode == 1 and "valgrind" in r.stderr and "mandoc" in r.stderr and not apt,
            f"test, non-root, missing: named: {r.stderr!r} {apt!r}")
    r, apt = deps_sh("test", test_pkgs, 1000, fr_locale=False)
    c.check(r.returncode == 1 and "fr_FR.UTF-8" in r.stderr and not apt,
            f"test, non-root, no French locale: named: {r.stderr!r}")
    r, apt = deps_sh("test", [p for p in test_pkgs if p != "valgrind"], 0)
    c.check("apt-get install -y -qq  valgrind" in apt or "valgrind" in apt,
            f"test, root, missing: installed: {apt!r}")
    mk = open(os.path.join(TOP, "Makefile")).read()
    c.check("run: run-deps\n\t@$(MAKE) --no-print-directory treeref $(MO)\n" in mk,
            "make run builds the catalogue after only run-deps")


def main():
    c = Checks("locale")
    tmp = tempdir()
    env = hermetic_env(tmp)
    c.check("TREEREF_LOCALEDIR" not in env, "the test environment has no TREEREF_LOCALEDIR")
    build_tree(c, env, tmp)
    locale_rules(c, env, tmp)
    installs(c, env, tmp)
    deps(c, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


main()
