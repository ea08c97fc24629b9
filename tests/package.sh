#!/bin/sh
# make check-package: the Debian package as a maintainer checks it.
#   1. dpkg-buildpackage -us -uc -b on a copy of this tree (its tracked
#      and new files, as git ls-files lists them);
#   2. lintian: no error, no warning (informational tags aside);
#   3. blhc on the build log: every compile has Debian's CPPFLAGS, CFLAGS
#      (-D_FORTIFY_SOURCE=2, -fstack-protector-strong...) and every link
#      its LDFLAGS (relro, bindnow);
#   4. the binary linked dynamically against the distribution's
#      libraries (libc; readline, opened at a terminal, libunistring,
#      opened past ASCII, and libcsv, opened to read a CSV file: Depends
#      names all four), and
#      STATIC=1 truly static;
#   5. the package installed with apt in a clean root (debootstrap, as
#      tests/fresh-debian.sh makes one) and its binary run there: a game
#      in English and French, the completions where the shells look, the
#      scripts with their run bits.
#
#   sh tests/package.sh [DIR]    (DIR: a clean root to make or reuse)
#
# Root only (debootstrap, chroot, apt in the root); downloads Debian's
# minimal system and the run libraries, so it is not part of make check:
# .ci/run runs it as root.  Ends with "N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
keep=${1:+1}
tmp=$(mktemp -d /tmp/treeref-package.XXXXXX)
root=${1:-$tmp/root}
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
	[ -n "$keep" ] || rm -rf "$root"
	rm -rf "$tmp"
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
}
if [ "$(id -u)" != 0 ]; then
	echo "check-package: root only (debootstrap, chroot)" >&2
	exit 2
fi
command -v debootstrap >/dev/null 2>&1 ||
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null ||
	{ echo "check-package: cannot install debootstrap" >&2; exit 2; }

# 1. The package, built from a copy of the tree (dpkg-buildpackage writes
# beside the source folder).
src=$tmp/build/treeref
mkdir -p "$src"
(cd "$top" && git ls-files -z -c -o --exclude-standard | xargs -0 sh -c \
    'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
    tar --null -T - -cf -) | tar -x -C "$src"
(cd "$src" && dpkg-buildpackage -us -uc -b) >"$tmp/build.log" 2>&1
check "dpkg-buildpackage -us -uc -b (log: tail below on failure)" $?
[ "$failed" -eq 0 ] || { tail -30 "$tmp/build.log"; finish; }
deb=$(ls "$tmp"/build/treeref_*.deb | head -1)

# 2. lintian: informational tags (I:) aside, nothing
out=$(lintian --pedantic "$tmp"/build/treeref_*.changes 2>&1 |
    grep -v '^I: \|^N: \|running with root privileges')
printf '%s\n' "$out" | sed '/^$/d'
[ -z "$out" ]
check "lintian --pedantic: no error, warning or pedantic tag" $?

# 3. blhc: the build flags reached every compile and link
out=$(blhc --bindnow "$tmp/build.log" 2>&1)
rc=$?
printf '%s\n' "$out" | sed '/^$/d' | head -20
[ "$rc" = 0 ] && [ -z "$out" ]
check "blhc --bindnow: every compile and link has Debian's build flags" $?
n_cc=$(grep -c -- ' -c -o src/' "$tmp/build.log")
n_fortify=$(grep -- ' -c -o src/' "$tmp/build.log" | grep -c -- '-D_FORTIFY_SOURCE=2')
[ "$n_cc" -gt 50 ] && [ "$n_cc" = "$n_fortify" ]
check "-D_FORTIFY_SOURCE=2 in all $n_cc compiles ($n_fortify)" $?

# 4. linked dynamically, Depends from the libraries; STATIC=1 static
deps=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $deps"
for lib in libc6 libreadline8 libcsv3 libunistring2; do
	case " $deps" in *" $lib "*|*" $lib,"*|*" $lib") true ;; *) false ;; esac
	check "Depends names $lib" $?
done
needed=$(readelf -d "$src/treeref" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
echo "NEEDED: $needed"
case "$needed" in *libc.so*) true ;; *) false ;; esac
check "the packaged binary loads libc.so" $?
# libunistring is opened (dlopen) the first time a text beyond ASCII
# needs it (src/util/unicode.c), libcsv when a CSV file is first read
# (src/log/csvlib.c): Depends names them by hand too
case "$needed" in *libunistring*) false ;; *) true ;; esac
check "the packaged binary leaves libunistring to text beyond ASCII (not NEEDED)" $?
case "$needed" in *libcsv*) false ;; *) true ;; esac
check "the packaged binary leaves libcsv to reading a CSV file (not NEEDED)" $?
# readline is opened (dlopen) when a session at a terminal starts: never
# at every start, so Depends names it by hand (debian/control)
case "$needed" in *libreadline*) false ;; *) true ;; esac
check "the packaged binary leaves readline to a terminal session (not NEEDED)" $?
(cd "$src" && make -s STATIC=1 treeref-static) >"$tmp/static.log" 2>&1
readelf -d "$src/treeref-static" 2>/dev/null | grep -q NEEDED
[ $? != 0 ] && ! readelf -l "$src/treeref-static" | grep -q INTERP
check "STATIC=1 links a truly static binary (no NEEDED, no interpreter)" $?

# 5. Installed with apt in a clean root, then run there
if [ ! -x "$root/usr/bin/apt-get" ]; then
	debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$tmp/debootstrap.log" 2>&1
	check "debootstrap $suite" $?
	[ "$failed" -eq 0 ] || { tail -20 "$tmp/debootstrap.log"; finish; }
fi
mount -t proc proc "$root/proc" 2>/dev/null
cp "$deb" "$root/tmp/treeref.deb"
chroot "$root" sh -c 'DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/treeref.deb' \
    >"$tmp/install.log" 2>&1
check "apt-get install ./treeref.deb in a clean root" $?
[ "$failed" -eq 0 ] || { tail -20 "$tmp/install.log"; finish; }
run() { chroot "$root" env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
run treeref --version | head -1 | grep -q '^treeref '
check "the installed treeref --version" $?
ids=$(run treeref --game-ids | tr '\n' ' ')
[ -n "$ids" ]
check "the installed treeref --game-ids: $ids" $?
printf 'new bte ann bob\nplace ann red 2 1\nstatus\n' | run treeref - >"$tmp/game.out" 2>&1
grep -q 'ann' "$tmp/game.out"
check "a game with the installed binary" $?
printf 'nouveau bte ann bob\n' | run treeref --lang fr - 2>&1 | grep -q 'sens horaire\|joueurs'
check "the installed binary speaks French (its catalogue found)" $?
# the readline the binary opens at a terminal (dlopen, by the soname
# compiled into it) is installed, found by the loader in the clean root
soname=$(strings -a "$src/treeref" | grep -m 1 '^libreadline\.so\.[0-9]*$')
echo "readline opened at a terminal: ${soname:-none}"
[ -n "$soname" ] && chroot "$root" /sbin/ldconfig -p | grep -q "^[[:space:]]*$soname "
check "the readline the installed binary opens ($soname) is installed by its Depends" $?
# and the libunistring it opens past ASCII: names beyond ASCII checked
soname=$(strings -a "$src/treeref" | grep -o -m 1 'libunistring\.so\.[0-9][0-9]*$')
echo "libunistring opened past ASCII: ${soname:-none}"
[ -n "$soname" ] && chroot "$root" /sbin/ldconfig -p | grep -q "^[[:space:]]*$soname "
check "the libunistring the installed binary opens ($soname) is installed by its Depends" $?
printf 'new bte Zo\303\251 \346\235\216 bob\n' | run treeref - >"$tmp/names.out" 2>&1
grep -q 'Zo.*, .* and bob' "$tmp/names.out" && ! grep -q 'could not be loaded' "$tmp/names.out"
check "the installed binary takes names beyond ASCII (libunistring opened)" $?
# and the libcsv it opens to read a log: a log exported, then checked
soname=$(strings -a "$src/treeref" | grep -o -m 1 'libcsv\.so\.[0-9][0-9]*$')
echo "libcsv opened to read a CSV file: ${soname:-none}"
[ -n "$soname" ] && chroot "$root" /sbin/ldconfig -p | grep -q "^[[:space:]]*$soname "
check "the libcsv the installed binary opens ($soname) is installed by its Depends" $?
printf 'new bte ann bob\nplace ann red 2 1\nexport log /tmp/pkg-log.csv\n' |
    run treeref --no-archive - >/dev/null 2>&1 &&
    run treeref check /tmp/pkg-log.csv >"$tmp/check.out" 2>&1
check "the installed binary reads the log it wrote (libcsv opened): $(head -c 200 "$tmp/check.out")" $?
for f in /usr/share/zsh/vendor-completions/_treeref \
    /usr/share/bash-completion/completions/treeref \
    /usr/share/fish/vendor_completions.d/treeref.fish \
    /usr/share/man/man1/treeref.1.gz /usr/share/man/fr/man1/treeref.1.gz; do
	[ -f "$root$f" ]
	check "installed: $f" $?
done
[ -x "$root/usr/share/treeref/tournament/regenerate.sh" ]
check "regenerate.sh installed with its run bit" $?
# run by its run bit, on a copy (it writes beside itself): the same logs
chroot "$root" sh -c 'rm -rf /tmp/t && cp -a /usr/share/treeref/tournament /tmp/t &&
    /tmp/t/regenerate.sh && for f in /usr/share/treeref/tournament/*.csv; do
    cmp "$f" "/tmp/t/${f##*/}" || exit 1; done' >"$tmp/regenerate.log" 2>&1
check "regenerate.sh, run as installed, writes the installed logs again" $?
finish
