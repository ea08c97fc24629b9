#!/bin/sh
# The Debian packages treeref needs, by purpose:
#   sh tests/deps.sh run    building and running (make run): as root,
#                           installs what is missing (quietly, nothing
#                           recommended beside it), and only that;
#                           otherwise names it and the command to run
#   sh tests/deps.sh test   the tests and fuzzers (make check, make fuzz,
#                           make valgrind, make deps): as root, installs what
#                           is missing, the fr_FR.UTF-8 locale included;
#                           otherwise names it
#   sh tests/deps.sh office LibreOffice Calc, headless (make check-office)
#   sh tests/deps.sh package  what builds and checks the Debian package
#                           (make check-package)
# A quick no-op when everything is there.  Not on Debian (no dpkg-query),
# nothing is checked: the build says what it misses.
mode=${1:-test}
run_pkgs="gcc make pkg-config libreadline-dev libcsv-dev libunistring-dev gettext"
test_pkgs="$run_pkgs libcmocka-dev python3 mandoc locales bash-completion clang
      libclang-rt-14-dev valgrind bc time chromium fish zsh man-db groff-base strace
      python3-jsonschema"
office_pkgs="libreoffice-calc-nogui python3"
package_pkgs="$run_pkgs debhelper dpkg-dev devscripts fakeroot lintian blhc"
case $mode in
run) pkgs=$run_pkgs ;;
test) pkgs=$test_pkgs ;;
office) pkgs=$office_pkgs ;;
package) pkgs=$package_pkgs ;;
*) echo "usage: sh tests/deps.sh run|test|office|package" >&2; exit 2 ;;
esac
command -v dpkg-query >/dev/null 2>&1 || exit 0

missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'install ok installed' ||
		missing="$missing $p"
done
have_fr() { locale -a 2>/dev/null | grep -qi '^fr_FR\.utf-\?8$'; }
need_fr=
[ "$mode" = test ] && ! have_fr && need_fr=1
[ -z "$missing" ] && [ -z "$need_fr" ] && exit 0

if [ "$mode" = run ] && [ "$(id -u)" != 0 ]; then
	echo "treeref: to build and run, treeref needs these Debian packages:$missing" >&2
	echo "treeref: install them as root, then make run again:  apt-get install$missing" >&2
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	[ -n "$missing" ] && echo "treeref: the tests need these Debian packages:$missing" >&2
	[ -n "$need_fr" ] && echo "treeref: the French tests need the fr_FR.UTF-8 locale (locales package: add 'fr_FR.UTF-8 UTF-8' to /etc/locale.gen, run locale-gen)" >&2
	case $mode in
	office) echo "treeref: run 'make check-office' as root to install them" >&2 ;;
	package) echo "treeref: run 'make check-package' as root to install them" >&2 ;;
	*) echo "treeref: run 'make deps' as root to install them" >&2 ;;
	esac
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if [ -n "$missing" ]; then
	echo "treeref: installing$missing" >&2
	norec=
	[ "$mode" = test ] || norec=--no-install-recommends
	apt-get update -qq && apt-get install -y -qq $norec $missing >/dev/null || exit 1
fi
[ "$mode" = test ] || exit 0
# The French tests run under LANG=fr_FR.UTF-8.
if ! have_fr; then
	sed -i 's/^# *fr_FR.UTF-8 UTF-8/fr_FR.UTF-8 UTF-8/' /etc/locale.gen
	grep -q '^fr_FR.UTF-8 UTF-8' /etc/locale.gen || echo 'fr_FR.UTF-8 UTF-8' >>/etc/locale.gen
	locale-gen >/dev/null
fi
