#!/bin/sh
# make run on a fresh Debian system (issue 31): a minimal Debian is made
# with debootstrap in a folder, given only git and make, this source tree
# is cloned into it, and `make run` runs there as root under a
# pseudo-terminal: it must install exactly the run packages, build, and
# reach the prompt.  (`make check` there would first install the test
# packages, chromium among them: not tried here.)
#
#   sh tests/fresh-debian.sh [DIR]
#
# Root only (debootstrap and chroot); downloads Debian's minimal system
# and the run packages from its mirror (2 min 37 s and 770 MB of disk
# on the 2-core development machine), so it is not part of `make
# check`: CI runs it when it is root (.ci/run).  What `make run`
# installs is also checked on every `make check`, with stand-ins for
# dpkg and apt-get (test_locale.py, deps).  Ends with "N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
keep=${1:+1}
root=${1:-$(mktemp -d /tmp/treeref-fresh.XXXXXX)}
suite=${TREEREF_DEBIAN_SUITE:-bookworm}
mirror=${TREEREF_DEBIAN_MIRROR:-http://deb.debian.org/debian}
passed=0
failed=0
check() { # WHAT, then the status of what was just run
	if [ "$2" = 0 ]; then passed=$((passed + 1)); echo "ok: $1"
	else failed=$((failed + 1)); echo "FAIL: $1"; fi
}
finish() {
	umount "$root/proc" 2>/dev/null
	# a folder of its own is removed (about 800 MB); one given is kept
	[ -n "$keep" ] || rm -rf "$root" "$root.debootstrap.log"
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
}

if [ "$(id -u)" != 0 ]; then
	echo "fresh-debian: root only (debootstrap, chroot)" >&2
	exit 2
fi
if ! command -v debootstrap >/dev/null 2>&1; then
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null ||
		{ echo "fresh-debian: cannot install debootstrap" >&2; exit 2; }
fi

# 1. A minimal Debian with git and make only.
if [ ! -x "$root/usr/bin/make" ]; then
	debootstrap --variant=minbase --include=git,make,ca-certificates \
	    "$suite" "$root" "$mirror" >"$root.debootstrap.log" 2>&1
	check "debootstrap $suite (log: $root.debootstrap.log)" $?
	[ "$failed" -eq 0 ] || finish
fi
mount -t proc proc "$root/proc" 2>/dev/null
# what a fresh system lacks: no compiler, no libcsv
for p in gcc libcsv-dev libreadline-dev; do
	chroot "$root" dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'
	[ $? != 0 ]
	check "the fresh system has no $p" $?
done

# 2. The source as a user gets it: a clone of this tree's HEAD.
rm -rf "$root/src/treeref"
mkdir -p "$root/src"
git -C "$top" bundle create "$root/src/treeref.bundle" HEAD >/dev/null 2>&1
chroot "$root" git -c advice.detachedHead=false clone -q /src/treeref.bundle /src/treeref
check "git clone" $?

# 3. make run as root, at a terminal: installs, builds, reaches the
# prompt; quit leaves.
python3 - "$root" <<'EOF'
import os, pty, re, select, subprocess, sys, time
root = sys.argv[1]
master, slave = pty.openpty()
env = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
       "HOME": "/root", "TERM": "dumb", "LANG": "C"}
p = subprocess.Popen(["chroot", root, "sh", "-c", "cd /src/treeref && make run"],
                     stdin=slave, stdout=slave, stderr=slave, env=env,
                     preexec_fn=os.setsid)
os.close(slave)
out = b""
end = time.time() + 1800  # only against a hang: downloads and a build
while time.time() < end and not re.search(rb"treeref(@\S+)?( \[not saved\])?> ", out):
    r, _, _ = select.select([master], [], [], 5)
    if r:
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        out += data
ok = re.search(rb"treeref(@\S+)?( \[not saved\])?> ", out) is not None
os.write(master, b"quit\r")
try:
    p.wait(timeout=120)
except subprocess.TimeoutExpired:
    p.kill()
text = out.decode("utf-8", "replace")
print(text[-1500:])
sys.exit(0 if ok and "installing" in text else 1)
EOF
check "make run on the fresh system installs, builds and reaches the prompt" $?
# exactly the run packages were asked for, and now are there
for p in gcc make pkg-config libreadline-dev libcsv-dev gettext; do
	chroot "$root" dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'
	check "$p installed by make run" $?
done
chroot "$root" dpkg-query -W -f='${Status}' libcmocka-dev 2>/dev/null | grep -q 'install ok installed'
[ $? != 0 ]
check "no test package installed by make run (libcmocka-dev)" $?
finish
