#!/usr/bin/env python3
"""startup_order.py -- writes src/startup.ld, the order of start-up's code.

A one-line script or --version runs about 350 functions, ours and the C
library's, once each.  Left where the linker puts them they lie scattered
over most of the program's text, and the kernel maps text in 64 KiB
windows on a fault: a start-up touched about twenty such windows, each a
page fault of 15 to 25 microseconds, a tenth of a static start-up's time
(issue 43).  src/startup.ld gathers the input sections that hold these
functions into one output section placed before .text, so that they share
a few windows.  It only moves code: a function it names that a later
change renamed or removed is simply not gathered (the program is the same,
its start-up a little slower), and this script, run again, finds it.

    python3 tests/bench/startup_order.py MAP PROGRAM OUT CALLGRIND-FILE...

MAP is the GNU ld map (-Wl,-Map) of PROGRAM, the static program linked
with -ffunction-sections and without src/startup.ld; the CALLGRIND-FILEs
are callgrind's profiles of start-ups of PROGRAM (the names of the
functions they ran).  `make startup-order` does all of it.
"""
import bisect
import re
import subprocess
import sys


def input_sections(map_path):
    """The input sections of the output section .text: (name, address,
    size, file), from the map's "Linker script and memory map" part."""
    out = []
    in_text = False
    pending = None
    with open(map_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if re.match(r"^\.text\s", line) or line == ".text":
                in_text = True
                continue
            if in_text and re.match(r"^\.\S", line):
                break  # the next output section
            if not in_text:
                continue
            m = re.match(r"^ (\.text\S*)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
            if m:
                out.append((m[1], int(m[2], 16), int(m[3], 16), m[4]))
                pending = None
                continue
            m = re.match(r"^ (\.text\S*)$", line)
            if m:
                pending = m[1]
                continue
            m = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
            if m and pending:
                out.append((pending, int(m[1], 16), int(m[2], 16), m[3]))
            pending = None
    return out


def executed(profiles):
    names = set()
    for path in profiles:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = re.match(r"^c?fn=\(\d+\)(?: (.*))?$", line.rstrip("\n"))
                if m and m[1]:
                    names.add(m[1].strip())
    return names


def addresses(binary):
    """Every function symbol's addresses, by name."""
    nm = subprocess.run(["nm", "--defined-only", binary], check=True,
                        capture_output=True, text=True).stdout
    by_name = {}
    for line in nm.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTiWw":
            by_name.setdefault(parts[2], []).append(int(parts[0], 16))
    return by_name


def pattern(section, file):
    """The linker-script input description of one input section, or None
    when it cannot be named apart from its neighbours."""
    m = re.match(r"^.*/(lib[^/()]+\.a)\(([^()]+)\)$", file)
    if m:  # a member of an archive (the C library's, in the static link)
        return f"*{m[1]}:{m[2]}({section})"
    if section in (".text", ".text.unlikely", ".text.hot", ".text.startup"):
        return None  # one object's whole text: not named by its function
    # GCC's suffixes for a local function of an LTO link (.lto_priv.0), a
    # clone (.constprop.1, .isra.0) or a split part (.part.0) are numbered
    # per link: the dynamic and static links number them apart, and so
    # may the next change.  The function's plain name and any suffix.
    base = re.sub(r"(\.(lto_priv|constprop|isra|part|localalias)\.\d+)+$", "", section)
    return f"*({base} {base}.*)"


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    map_path, binary, out_path, profiles = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    sections = sorted(input_sections(map_path), key=lambda s: s[1])
    if not sections:
        sys.exit(f"{map_path}: no input sections of .text found")
    starts = [s[1] for s in sections]
    by_name = addresses(binary)
    chosen = {}
    for name in executed(profiles):
        for addr in by_name.get(name, []):
            i = bisect.bisect_right(starts, addr) - 1
            if i < 0:
                continue
            sec, start, size, file = sections[i]
            if addr >= start + size:
                continue
            p = pattern(sec, file)
            if p:
                chosen[p] = (start, size)
    # In the order the linker had them (callers near their callees).
    order = sorted(chosen, key=lambda p: chosen[p][0])
    total = sum(chosen[p][1] for p in order)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("/* Written by tests/bench/startup_order.py (make startup-order): the\n"
                "   code a start-up runs, gathered before .text (see that script). */\n"
                "SECTIONS\n{\n  .text.treeref_startup :\n  {\n")
        for p in order:
            f.write(f"    {p}\n")
        f.write("  }\n}\nINSERT BEFORE .text;\n")
    print(f"{out_path}: {len(order)} input sections, {total} bytes")


if __name__ == "__main__":
    main()
