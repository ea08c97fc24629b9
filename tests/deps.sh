#!/bin/sh
# Installs the Debian packages treeref needs to build and test, when missing.
# A quick no-op when everything is there.
pkgs="gcc make pkg-config libreadline-dev libcsv-dev gettext libcmocka-dev
      python3 mandoc locales bash-completion"
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'install ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
	echo "treeref: missing Debian packages:$missing (run 'make deps' as root)" >&2
	exit 1
fi
echo "treeref: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq $missing >/dev/null
