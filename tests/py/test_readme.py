"""The two-minute tour of README.md is a real transcript: run its script
and compare with the output shown."""
import os
import re
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir


def main():
    c = Checks("readme")
    with open(os.path.join(TOP, "README.md"), encoding="utf-8") as fp:
        text = fp.read()
    c.check(text.startswith("# treeref\n\n    make run") and "make check" in text.split("\n")[3],
            "README opens with make run and make check")
    m = re.search(r"\$ cat tour.txt\n(.*?)\$ treeref tour.txt\n(.*?)```", text, re.S)
    if not c.check(m is not None, "tour found"):
        c.finish()
    script, want = m.group(1), m.group(2)
    tmp = tempdir()
    with open(os.path.join(tmp, "tour.txt"), "w") as fp:
        fp.write(script)
    r = subprocess.run([TREEREF, "tour.txt"], cwd=tmp, env=hermetic_env(tmp),
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    c.check(r.stdout == want, "tour output differs from README:\n" + r.stdout)
    c.check(r.returncode == 1, f"tour exit status {r.returncode}")
    c.finish()


if __name__ == "__main__":
    main()
