"""Helpers shared by treeref's Python tests: a hermetic environment and a
count of checks that ends with the line `N passed, N failed`."""
import os
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TREEREF = os.path.join(TOP, "treeref")


def hermetic_env(tmp):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "LC_")) and k not in ("LANGUAGE", "NO_COLOR")}
    env.update(HOME=os.path.join(tmp, "home"), LANG="C", TERM="dumb",
               XDG_STATE_HOME=os.path.join(tmp, "state"),
               TREEREF_LOCALEDIR=os.path.join(TOP, "po", "locale"))
    os.makedirs(env["HOME"], exist_ok=True)
    return env


def script_lines(path):
    """The command lines of a transcript test, without comments."""
    out = []
    with open(path, encoding="utf-8") as fp:
        for line in fp:
            line = line.split("#", 1)[0].strip()
            if line:
                out.append(line)
    return out


class Checks:
    def __init__(self, name):
        self.name = name
        self.passed = 0
        self.failed = 0

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL: {self.name}: {what}", flush=True)
        return ok

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)


def tempdir():
    return tempfile.mkdtemp(prefix="treeref-test-")
