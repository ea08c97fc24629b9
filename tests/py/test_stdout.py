"""How answers reach standard output (issue 43, the output side): to a
file or a pipe, in writes of 64 KiB (main.c gives stdio its buffer;
glibc sizes one it allocates itself from the file, 4 KiB, whatever
size is asked), the last one shorter; the same bytes to a file as to a
pipe, in English and in French.  strace lists the writes."""
import os
import re
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

GEN = os.path.join(TOP, "tests", "bench", "gen")
BUFFER = 1 << 16


def writes(args, env, tmp, to_pipe):
    """The bytes written to standard output, and the size of each
    write(2) to descriptor 1."""
    trace = os.path.join(tmp, "trace")
    out_path = os.path.join(tmp, "out")
    # an ASan build's leak check cannot run under ptrace: off for strace
    env = dict(env, ASAN_OPTIONS=":".join(filter(None, [env.get("ASAN_OPTIONS"),
                                                        "detect_leaks=0"])))
    cmd = ["strace", "-qq", "-o", trace, "-e", "trace=write", "-e", "abbrev=all",
           "-s", "0", TREEREF] + args
    if to_pipe:
        r = subprocess.run(cmd, env=env, cwd=tmp, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, timeout=300)
        out = r.stdout
    else:
        with open(out_path, "wb") as fp:
            r = subprocess.run(cmd, env=env, cwd=tmp, stdout=fp,
                               stderr=subprocess.DEVNULL, timeout=300)
        with open(out_path, "rb") as fp:
            out = fp.read()
    with open(trace, encoding="utf-8", errors="replace") as fp:
        sizes = [int(n) for n in re.findall(r"^write\(1, .*\)\s+=\s+(\d+)$", fp.read(), re.M)]
    return r.returncode, out, sizes


def main():
    c = Checks("test_stdout")
    if shutil.which("strace") is None:
        c.check(False, "strace is needed (make deps installs it)")
        c.finish()
    tmp = tempdir()
    script = os.path.join(tmp, "games.txt")
    subprocess.run([GEN, "script", "60", script], check=True, timeout=60)
    for lang in ("C.UTF-8", "fr_FR.UTF-8"):
        env = hermetic_env(tmp)
        env["LANG"] = lang
        got = {}
        for to_pipe in (False, True):
            where = "a pipe" if to_pipe else "a file"
            with c.case(f"{lang} to {where}"):
                rc, out, sizes = writes([script], env, tmp, to_pipe)
                got[to_pipe] = out
                c.check(rc == 0, f"exit {rc}")
                c.check(len(out) > 3 * BUFFER, f"{len(out)} bytes: too few to fill the buffer")
                c.check(sum(sizes) == len(out),
                        f"the writes add up to {sum(sizes)} bytes, not {len(out)}")
                c.check(len(sizes) >= 2 and all(n == BUFFER for n in sizes[:-1]) and
                        0 < sizes[-1] <= BUFFER,
                        f"writes of {sorted(set(sizes))} bytes, not {BUFFER} but the last")
        with c.case(f"{lang} the same bytes"):
            c.check(got[False] == got[True], "a file and a pipe got other bytes")
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
