#!/bin/sh
# Installs the Debian packages treeref needs to build and test, when missing.
# A quick no-op when everything is there.
pkgs="gcc make pkg-config libreadline-dev libcsv-dev gettext libcmocka-dev
      python3 mandoc locales bash-completion clang libclang-rt-14-dev valgrind bc time
      chromium"
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'install ok installed' ||
		missing="$missing $p"
done
have_fr() { locale -a 2>/dev/null | grep -qi '^fr_FR\.utf-\?8$'; }
[ -z "$missing" ] && have_fr && exit 0
if [ "$(id -u)" != 0 ]; then
	echo "treeref: missing Debian packages:$missing or the fr_FR.UTF-8 locale (run 'make deps' as root)" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if [ -n "$missing" ]; then
	echo "treeref: installing$missing" >&2
	apt-get update -qq && apt-get install -y -qq $missing >/dev/null || exit 1
fi
# The French tests run under LANG=fr_FR.UTF-8.
if ! have_fr; then
	sed -i 's/^# *fr_FR.UTF-8 UTF-8/fr_FR.UTF-8 UTF-8/' /etc/locale.gen
	grep -q '^fr_FR.UTF-8 UTF-8' /etc/locale.gen || echo 'fr_FR.UTF-8 UTF-8' >>/etc/locale.gen
	locale-gen >/dev/null
fi
