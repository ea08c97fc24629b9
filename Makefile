# treeref — see README.md.  `make check` builds and runs every test.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
LOCALEDIR ?= $(PREFIX)/share/locale
DATADIR ?= $(PREFIX)/share
DOCDIR ?= $(DATADIR)/doc/treeref
# Completions where each shell looks: Debian's zsh searches
# vendor-completions for packages (PREFIX=/usr) and site-functions for
# local installs (/usr/local); bash-completion and fish search these.
ZSHCOMPDIR ?= $(if $(filter /usr,$(PREFIX)),$(DATADIR)/zsh/vendor-completions,$(DATADIR)/zsh/site-functions)
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
FISHCOMPDIR ?= $(DATADIR)/fish/vendor_completions.d

CC ?= cc
PKG_CONFIG ?= pkg-config
WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
       -Wwrite-strings -Wundef
CFLAGS ?= -O2 -g
# CPPFLAGS, CFLAGS and LDFLAGS from the environment (Debian's build flags:
# -D_FORTIFY_SOURCE=2 reaches every compile) after the program's own.
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) $(CODEGEN) $(NO_LTO) $(CPPFLAGS) $(CFLAGS)
# The program's link: the same flags without -fno-lto, and $(LTO).
PROGRAM_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) $(CODEGEN) $(CPPFLAGS) $(CFLAGS) $(LTO)
# Code generation measured faster on this program (issue 43: make bench's
# script row, paired against the a5958e3 binary in one run; the notes are
# in tests/bench/REFERENCE's history): calls into the C library through
# its GOT entry, not a PLT stub (-fno-plt, every compile; CFLAGS come
# after it and may say -fplt), and the program linked with link-time
# optimisation: each object of src/ carries GCC's intermediate form beside
# its machine code (-ffat-lto-objects: the tests and tools, linked
# without LTO, use the code), and the program's link optimises across
# files, inlining util/'s small helpers into their callers and laying the
# code of a command out together (its instruction-cache misses 3x fewer
# under cachegrind).  LTO= builds without it, as make asan and
# tests/coverage.sh do.
# -fno-lto in every compile and link but the program's: with LTO's
# objects a link does LTO unless told not to.  The program's link must
# not carry it at all (PROGRAM_CFLAGS): GCC's driver does not let a
# later -flto undo an earlier -fno-lto, and from d68e383 to this fix the
# program was silently linked from the objects' plain code
# (tests/py/test_locale.py now looks for LTO's units in it).
CODEGEN = -fno-plt
NO_LTO = $(if $(LTO),-fno-lto)
LTO ?= -flto=auto
LTO_CFLAGS = $(if $(LTO),$(LTO) -ffat-lto-objects)
SRC_CFLAGS = $(ALL_CFLAGS) $(LTO_CFLAGS)
READLINE_CFLAGS = $(shell $(PKG_CONFIG) --cflags readline 2>/dev/null)
# No library is linked but the C library: readline, libunistring and
# libcsv are opened (dlopen) when first needed, below.
# readline is not linked: src/frontend/lineedit.c opens it (dlopen) when
# a session at a terminal starts, so that a script, --version or check
# does not load and relocate readline and tinfo at every start.  Its
# soname is the one the development library names (libreadline.so.8).
READLINE_SONAME = $(or $(shell objdump -p "$$($(CC) -print-file-name=libreadline.so)" \
    2>/dev/null | sed -n 's/^ *SONAME *//p'),libreadline.so.8)
# libunistring is not linked either: src/util/unicode.c opens it (dlopen)
# the first time a text that is not ASCII needs it, so that a script of
# ASCII names or --version does not load and relocate its 1.8 MB at every
# start; nor libcsv: src/log/csvlib.c opens it when a CSV file is first
# read or a field written first needs quoting.  Their sonames are the ones the
# development libraries name.
UNISTRING_SONAME = $(or $(shell objdump -p "$$($(CC) -print-file-name=libunistring.so)" \
    2>/dev/null | sed -n 's/^ *SONAME *//p'),libunistring.so.2)
CSV_SONAME = $(or $(shell objdump -p "$$($(CC) -print-file-name=libcsv.so)" \
    2>/dev/null | sed -n 's/^ *SONAME *//p'),libcsv.so.3)
# The program is linked dynamically against the system's shared
# libraries (the C library; libcsv, opened to read a CSV file;
# libunistring, opened past ASCII; readline, and through it tinfo,
# opened at a terminal): a security update of any of them reaches treeref without a rebuild, as a
# distribution wants.  STATIC=1 links it static-pie instead, every library from its .a (libc6-dev, libreadline-dev,
# libncurses-dev, libcsv-dev, libunistring-dev ship them): nothing to
# load and relocate at each start (make bench has both start-up rows),
# address randomisation kept; the linker then notes that readline's
# ~user completion needs this machine's NSS modules.
STATIC ?= 0
STATIC_LIBS = -lreadline -ltinfo -lcsv -lunistring
# readline's and libunistring's tables linked in (no dlopen in a static
# program)
LINKED_OBJ = $(filter-out src/frontend/lineedit.o src/util/unicode.o src/log/csvlib.o \
    src/util/dynlib.o,$(OBJ)) src/frontend/lineedit-linked.o src/util/unicode-linked.o \
    src/log/csvlib-linked.o
ifeq ($(STATIC),1)
PROGRAM_LDFLAGS = -static-pie
PROGRAM_LIBS = $(STATIC_LIBS)
PROGRAM_OBJ = $(LINKED_OBJ)
else
PROGRAM_LDFLAGS =
PROGRAM_LIBS = $(LDLIBS)
PROGRAM_OBJ = $(OBJ)
endif

SRC = $(filter-out src/main.c,$(wildcard src/*.c src/*/*.c))
OBJ = $(SRC:.c=.o)
HDR = $(wildcard src/*.h src/*/*.h)
# A folder a layer or a game (src/README): each is on the include path,
# so a file names a header by its name alone.
INC = -Isrc $(patsubst %/,-I%,$(sort $(dir $(wildcard src/*/*.h))))
UNIT_SRC = $(wildcard tests/unit/test_*.c)
UNIT_BIN = $(UNIT_SRC:.c=)

MO = po/locale/fr/LC_MESSAGES/treeref.mo
# A game is a folder of src/ with its ID_ops.h (src/README); its French
# words are its own src/ID/fr.po.  po/fr.po holds the shared messages
# (every other folder's).
GAME_DIRS = $(patsubst %/,%,$(sort $(dir $(wildcard src/*/*_ops.h))))
GAME_PO = $(GAME_DIRS:=/fr.po)
SHARED_SRC = $(filter-out $(GAME_DIRS:=/%),$(sort $(wildcard src/*.c src/*/*.c)))
XGETTEXT = xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ \
    --add-comments=TRANSLATORS: --package-name=treeref \
    --msgid-bugs-address= --no-location --sort-output

all: treeref $(MO) docs

# A game's messages carry the game as their context: each file of a game
# folder is compiled with TREEREF_GAME_CONTEXT, the folder's name, which
# makes its _() and ngettext() look up that context (src/util/i18n.h),
# and the catalogue gives each message of the folder's fr.po (written
# without contexts) that context (po/context.awk).
GAME_CONTEXT = $(if $(filter $(GAME_DIRS) $(TOY_DIRS),$(patsubst %/,%,$(dir $<))),\
    '-DTREEREF_GAME_CONTEXT="$(notdir $(patsubst %/,%,$(dir $<)))"')
# FOLDER/fr.po with its context, into FILE (make's $@).
define game_po
mkdir -p $(dir $@) && awk -v ctx=$(notdir $(patsubst %/,%,$(dir $<))) -f po/context.awk $< >$@
endef
po/build/%.po: src/%/fr.po po/context.awk
	$(game_po)
CONTEXT_PO = $(patsubst src/%,po/build/%.po,$(GAME_DIRS))

# The catalogue: the shared messages and every game's, each in its
# context.
$(MO): po/fr.po $(CONTEXT_PO)
	@mkdir -p $(dir $@)
	msgcat --use-first po/fr.po $(CONTEXT_PO) | msgfmt --check -o $@ -

# The parts of the manuals and the README that the games' own data says
# (src/frontend/doc.c: the games' list, each game's section, notation,
# score sheet and log columns): rewritten in place, between their marker
# lines, by the program just built (French from the build tree's
# catalogue); a file is replaced only when its text changes.  The French
# page's macros: man, for man(7) (mdoc has no French headings, date or footer).
FR_MAN_FORMAT = man
DOCS = treeref.1:en:mdoc treeref.fr.1:fr:$(FR_MAN_FORMAT) README.md:en:md
docs: treeref $(MO)
	@for d in $(DOCS); do \
	    f=$${d%%:*}; l=$${d#*:}; fmt=$${l#*:}; l=$${l%%:*}; \
	    ./treeref --lang $$l --doc $$fmt $$f >$$f.new || { rm -f $$f.new; exit 1; }; \
	    if cmp -s $$f $$f.new; then rm -f $$f.new; \
	    else mv $$f.new $$f; echo "$$f: its generated parts rewritten"; fi; \
	done

# The templates, regenerated from the sources: po/treeref.pot for the
# shared messages, src/ID/ID.pot for a game's (not kept in git); each
# fr.po is brought up to date with its own template only, and never
# guessed from another's (--no-fuzzy-matching).  A game folder without
# a fr.po gets one, all its messages to translate.
pot:
	$(XGETTEXT) -o po/treeref.pot $(SHARED_SRC)
	msgmerge --quiet --update --backup=none po/fr.po po/treeref.pot
	@set -e; for d in $(GAME_DIRS) $(TOY_DIRS); do \
	    id=$${d##*/}; \
	    echo "$(XGETTEXT) -o $$d/$$id.pot $$d/*.c"; \
	    $(XGETTEXT) -o $$d/$$id.pot $$d/*.c; \
	    if [ -f $$d/fr.po ]; then \
	        msgmerge --quiet --update --backup=none --no-fuzzy-matching $$d/fr.po $$d/$$id.pot; \
	    else \
	        msginit --no-translator --locale=fr_FR.UTF-8 -i $$d/$$id.pot -o $$d/fr.po; \
	    fi; \
	done

# Start-up's code gathered (issue 43): src/startup.ld names the functions
# a one-line script and --version run, ours and, in the static link, the
# C library's, and puts them together before .text, so that a start-up
# faults in a few 64 KiB windows of code instead of twenty (a static
# one-line script: 81 page faults -> 70, 9% less time, paired).  Each
# function of ours is a section of its own at the program's link
# (-ffunction-sections reaches LTO's code generation there).  GNU ld
# only (INSERT BEFORE); another linker (LDFLAGS=-fuse-ld=gold) or
# STARTUP_ORDER= links without it.  `make startup-order` writes the
# file again after a change to what start-up runs; tests/py/test_locale.py
# fails when it names functions the program no longer has.
STARTUP_LD = -ffunction-sections -Wl,-T,src/startup.ld
STARTUP_ORDER = $(if $(shell $(CC) $(LDFLAGS) -Wl,--version 2>/dev/null | grep '^GNU ld'),$(STARTUP_LD))

treeref: src/main.o $(PROGRAM_OBJ) TREEREF-LINK src/startup.ld
	+$(CC) $(PROGRAM_CFLAGS) $(PROGRAM_LDFLAGS) $(STARTUP_ORDER) $(LDFLAGS) -o $@ src/main.o $(PROGRAM_OBJ) $(PROGRAM_LIBS)

# How the program was linked: a change (STATIC=0 for valgrind) links it
# again, as TREEREF-LOCALEDIR does for the prefix.
TREEREF-LINK: FORCE
	@echo '$(PROGRAM_CFLAGS) $(PROGRAM_LDFLAGS) $(STARTUP_ORDER) $(LDFLAGS)' >$@.new; \
	if cmp -s $@ $@.new; then rm -f $@.new; else mv $@.new $@; fi

src/%.o: src/%.c
	$(CC) $(SRC_CFLAGS) $(INC) $(GAME_CONTEXT) $(READLINE_CFLAGS) -MMD -MP -c -o $@ $<

# The catalogue is found beside the executable first (the build tree,
# any prefix, a moved install: see src/i18n.c); the compiled-in LOCALEDIR
# comes after.  Only i18n.o holds it, and it is rebuilt whenever LOCALEDIR
# changes (as git does with GIT-PREFIX), so `make install PREFIX=...`
# after a plain `make` installs a binary that names its own prefix.
TREEREF-LOCALEDIR: FORCE
	@echo '$(LOCALEDIR)' >$@.new; \
	if cmp -s $@ $@.new; then rm -f $@.new; else mv $@.new $@; fi

src/util/i18n.o: src/util/i18n.c TREEREF-LOCALEDIR
	$(CC) $(SRC_CFLAGS) $(INC) -DLOCALEDIR='"$(LOCALEDIR)"' $(READLINE_CFLAGS) -MMD -MP -c -o $@ $<


src/frontend/lineedit.o: src/frontend/lineedit.c
	$(CC) $(SRC_CFLAGS) $(INC) -DLINEEDIT_SONAME='"$(READLINE_SONAME)"' $(READLINE_CFLAGS) -MMD -MP -c -o $@ $<

src/frontend/lineedit-linked.o: src/frontend/lineedit.c
	$(CC) $(SRC_CFLAGS) $(INC) -DLINEEDIT_LINKED $(READLINE_CFLAGS) -MMD -MP -c -o $@ $<

src/util/unicode.o: src/util/unicode.c
	$(CC) $(SRC_CFLAGS) $(INC) -DUNICODE_SONAME='"$(UNISTRING_SONAME)"' -MMD -MP -c -o $@ $<

src/util/unicode-linked.o: src/util/unicode.c
	$(CC) $(SRC_CFLAGS) $(INC) -DUNICODE_LINKED -MMD -MP -c -o $@ $<

src/log/csvlib.o: src/log/csvlib.c
	$(CC) $(SRC_CFLAGS) $(INC) -DCSVLIB_SONAME='"$(CSV_SONAME)"' -MMD -MP -c -o $@ $<

src/log/csvlib-linked.o: src/log/csvlib.c
	$(CC) $(SRC_CFLAGS) $(INC) -DCSVLIB_LINKED -MMD -MP -c -o $@ $<

-include $(OBJ:.o=.d) src/main.d src/frontend/lineedit-linked.d src/util/unicode-linked.d \
    src/log/csvlib-linked.d

# A rules core's tests link that core alone; the tests of a game's glue
# and of the front end link every object but main.
CORE_TESTS = tests/unit/test_bte tests/unit/test_3high tests/unit/test_tlh \
    tests/unit/test_magical
tests/unit/test_bte: tests/unit/test_bte.c src/bte/bte.o src/bte/bte_score.o
tests/unit/test_3high: tests/unit/test_3high.c src/3high/threehigh.o
tests/unit/test_tlh: tests/unit/test_tlh.c src/tlh/tlh.o
tests/unit/test_magical: tests/unit/test_magical.c src/magical/magical.o src/magical/magical_score.o
$(CORE_TESTS):
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $^ -lcmocka

# The registry (the list of games) is passed in by the build: the program
# links src/games.o; the front end's tests bring their own, with a game
# of their own in it.
REGISTRY = src/games.o
NOREG_OBJ = $(filter-out $(REGISTRY),$(OBJ))
tests/unit/test_frontend: tests/unit/test_frontend.c $(OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(NOREG_OBJ) $(LDLIBS) -lcmocka

# Games for the tests only (tests/toy), a folder each as a game of src/
# is (the toy: 2 to 4 players; duel: exactly 2, draws; coop: a
# cooperative game): the program built with the registry tests/toy/games.c
# passes in, and a catalogue of its own beside it (the program's and the
# toys' messages), found as the program finds its own (tests/toy/po/locale).
TOY_SRC = $(wildcard tests/toy/*/*.c)
TOY_OBJ = $(TOY_SRC:.c=.o)
TOY_HDR = $(wildcard tests/toy/*/*.h)
TOY_PO = $(wildcard tests/toy/*/fr.po)
TOY_INC = $(patsubst %/,-I%,$(sort $(dir $(TOY_HDR))))
TOY_DIRS = $(patsubst %/,%,$(sort $(dir $(wildcard tests/toy/*/*_ops.h))))
TOY_MO = tests/toy/po/locale/fr/LC_MESSAGES/treeref.mo
tests/toy/%.o: tests/toy/%.c $(HDR) $(TOY_HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(TOY_INC) $(GAME_CONTEXT) -c -o $@ $<
tests/toy/treeref-toy: tests/toy/games.c $(TOY_OBJ) src/main.o $(NOREG_OBJ) $(HDR) $(TOY_HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(TOY_INC) $(LDFLAGS) -o $@ tests/toy/games.c $(TOY_OBJ) src/main.o $(NOREG_OBJ) $(LDLIBS)

# The interface check of every registered game, over the toy's registry.
tests/toy/test_games: tests/unit/test_games.c tests/toy/games.c $(TOY_OBJ) $(NOREG_OBJ) $(HDR) $(TOY_HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(TOY_INC) $(LDFLAGS) -o $@ $< tests/toy/games.c $(TOY_OBJ) $(NOREG_OBJ) $(LDLIBS) -lcmocka

tests/toy/po/build/%.po: tests/toy/%/fr.po po/context.awk
	$(game_po)
TOY_CONTEXT_PO = $(patsubst tests/toy/%,tests/toy/po/build/%.po,$(TOY_DIRS))
$(TOY_MO): po/fr.po $(CONTEXT_PO) $(TOY_CONTEXT_PO)
	@mkdir -p $(dir $@)
	msgcat --use-first po/fr.po $(CONTEXT_PO) $(TOY_CONTEXT_PO) | msgfmt --check -o $@ -

# The check of a big log in parts: replay.c is built into the test (it
# includes it) with its limits lowered, in place of replay.o.
tests/unit/test_split: tests/unit/test_split.c $(OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(filter-out src/log/replay.o,$(OBJ)) $(LDLIBS) -lcmocka

# util.c's answers for every code point against libunistring's own,
# asked directly: linked with it, as the program is not.
tests/unit/test_unicode: tests/unit/test_unicode.c $(OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(OBJ) $(LDLIBS) -lunistring -lcmocka

# csvlog.c's writing against libcsv's csv_fwrite, called directly.
tests/unit/test_csvwrite: tests/unit/test_csvwrite.c $(OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(OBJ) $(LDLIBS) -lcsv -lcmocka

tests/unit/test_%: tests/unit/test_%.c $(OBJ) $(HDR) $(wildcard tests/unit/*.h)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(OBJ) $(LDLIBS) -lcmocka

# Everything the tests need (installed as root, named otherwise).
deps:
	@sh tests/deps.sh test

# Running needs only a compiler, make, readline, libcsv and gettext:
# installed as root (quietly), named otherwise.
run-deps:
	@sh tests/deps.sh run

# The build is read again once run-deps has installed what it lacked
# (the link flags above ask the installed libraries).
run: run-deps
	@$(MAKE) --no-print-directory treeref $(MO)
	./treeref

check: deps treeref $(MO) docs $(UNIT_BIN) tests/toy/treeref-toy tests/toy/test_games $(TOY_MO) tests/bench/gen tests/notation/randgames
	@sh tests/run.sh $(UNIT_BIN) tests/toy/test_games

# The --sep ; files opened by LibreOffice Calc, headless (numbers are
# numbers, accents right): LibreOffice is big, so not in check; as root
# it is installed here, as make deps installs the tests' packages.
check-office: treeref $(MO)
	@sh tests/deps.sh office
	@timeout 1200 python3 tests/office/check_office.py

# The Debian package (debian/): built, lintian and blhc clean, installed
# with apt in a clean root and run there (tests/package.sh; root only,
# downloads a minimal Debian: not in check).  As root it first installs
# what builds and checks a package, as make deps does for the tests.
check-package:
	@sh tests/deps.sh package
	@sh tests/package.sh

# The transcript tests under valgrind: 0 errors and 0 leaks wanted.
valgrind: deps $(MO)
	@$(MAKE) --no-print-directory STATIC=0 treeref
	@TREEREF_ONLY_CLI=1 TREEREF_WRAP="valgrind -q --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
	    --log-file=valgrind.log" sh tests/run.sh

SANITIZE = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
asan:
	$(MAKE) clean
	$(MAKE) check STATIC=0 LTO= CFLAGS='$(CFLAGS) $(SANITIZE)' LDFLAGS='$(LDFLAGS) $(SANITIZE)'
	$(MAKE) clean

install: treeref $(MO)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 treeref $(DESTDIR)$(BINDIR)/treeref
	install -m 644 treeref.1 $(DESTDIR)$(MANDIR)/man1/treeref.1
	install -d $(DESTDIR)$(MANDIR)/fr/man1
	install -m 644 treeref.fr.1 $(DESTDIR)$(MANDIR)/fr/man1/treeref.1
	install -d $(DESTDIR)$(LOCALEDIR)/fr/LC_MESSAGES
	install -m 644 $(MO) $(DESTDIR)$(LOCALEDIR)/fr/LC_MESSAGES/treeref.mo
	install -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	install -m 644 completions/treeref.bash $(DESTDIR)$(BASHCOMPDIR)/treeref
	install -m 644 completions/_treeref $(DESTDIR)$(ZSHCOMPDIR)/_treeref
	install -m 644 completions/treeref.fish $(DESTDIR)$(FISHCOMPDIR)/treeref.fish
	install -d $(DESTDIR)$(DATADIR)/treeref/games/en $(DESTDIR)$(DATADIR)/treeref/games/fr \
	    $(DESTDIR)$(DATADIR)/treeref/tournament/scripts
	install -m 644 data/README $(DESTDIR)$(DATADIR)/treeref/README
	install -m 644 data/protocol-1.schema.json $(DESTDIR)$(DATADIR)/treeref/protocol-1.schema.json
	install -d $(DESTDIR)$(DOCDIR)
	install -m 644 README.md $(DESTDIR)$(DOCDIR)/README.md
	install -m 644 data/games/en/*.txt $(DESTDIR)$(DATADIR)/treeref/games/en
	install -m 644 data/games/fr/*.txt $(DESTDIR)$(DATADIR)/treeref/games/fr
	install -m 644 data/tournament/*.csv $(DESTDIR)$(DATADIR)/treeref/tournament
	install -m 755 data/tournament/regenerate.sh $(DESTDIR)$(DATADIR)/treeref/tournament
	install -m 644 data/tournament/scripts/*.txt $(DESTDIR)$(DATADIR)/treeref/tournament/scripts

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/treeref $(DESTDIR)$(MANDIR)/man1/treeref.1 \
	    $(DESTDIR)$(MANDIR)/fr/man1/treeref.1 \
	    $(DESTDIR)$(LOCALEDIR)/fr/LC_MESSAGES/treeref.mo \
	    $(DESTDIR)$(BASHCOMPDIR)/treeref \
	    $(DESTDIR)$(ZSHCOMPDIR)/_treeref \
	    $(DESTDIR)$(FISHCOMPDIR)/treeref.fish
	rm -rf $(DESTDIR)$(DATADIR)/treeref
	rm -f $(DESTDIR)$(DOCDIR)/README.md

# Fuzzing with libFuzzer (clang): each harness for FUZZ_SECONDS.
FUZZ_SECONDS ?= 20
FUZZ_CC ?= clang
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_HARNESSES = fuzz_commands fuzz_complete fuzz_csv fuzz_journal fuzz_program fuzz_report fuzz_split
FUZZ_OBJ = $(SRC:src/%.c=tests/fuzz/build/%.o)

tests/fuzz/build/%.o: src/%.c $(HDR)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 $(INC) \
	    $(GAME_CONTEXT) -fsanitize=fuzzer-no-link $(FUZZ_SAN) -c -o $@ $<

tests/fuzz/build/%: tests/fuzz/%.c tests/fuzz/fuzz_locale.h $(FUZZ_OBJ)
	$(FUZZ_CC) -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 $(INC) \
	    -fsanitize=fuzzer $(FUZZ_SAN) -o $@ $< $(FUZZ_OBJ) $(LDLIBS)

# The split check's harness builds replay.c into itself, its limits
# lowered (as tests/unit/test_split does); the whole-program harness
# builds main.c into itself.
tests/fuzz/build/fuzz_split: tests/fuzz/fuzz_split.c $(FUZZ_OBJ)
	$(FUZZ_CC) -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 $(INC) \
	    -fsanitize=fuzzer $(FUZZ_SAN) -o $@ $< $(filter-out tests/fuzz/build/log/replay.o,$(FUZZ_OBJ)) $(LDLIBS)

# TAB's harness shares its checks with tests/unit/test_tab_walk.c.
tests/fuzz/build/fuzz_complete: tests/unit/tab_walk.h

tests/fuzz/build/fuzz_program: tests/fuzz/fuzz_program.c tests/fuzz/fuzz_locale.h src/main.c $(FUZZ_OBJ)
	$(FUZZ_CC) -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 $(INC) \
	    -fsanitize=fuzzer $(FUZZ_SAN) -o $@ $< $(FUZZ_OBJ) $(LDLIBS)

.SECONDARY: $(FUZZ_OBJ)

fuzz: deps $(FUZZ_HARNESSES:%=tests/fuzz/build/%) treeref $(MO)
	@sh tests/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

# The line coverage of the prompt and of completion (tests/coverage.sh).
coverage:
	@sh tests/coverage.sh

clean:
	rm -rf tests/fuzz/build
	rm -f treeref treeref-static treeref-order src/*.o src/*.d src/*/*.o src/*/*.d $(UNIT_BIN) tests/toy/treeref-toy tests/toy/test_games TREEREF-LOCALEDIR TREEREF-LINK $(BENCH_TOOLS) tests/notation/randgames
	rm -rf tests/out tests/toy/po po/build
	rm -f tests/toy/*/*.o

.PHONY: all docs pot fuzz coverage valgrind deps run-deps run check check-office check-package asan install uninstall clean FORCE
FORCE:

# Benchmarks (not part of check): see tests/bench/run.sh.
tests/bench/gen: tests/bench/gen.c $(OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(OBJ) $(LDLIBS)

# Random legal games of each game with a notation (test_notation.py).
tests/notation/randgames: tests/notation/randgames.c $(OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(INC) $(LDFLAGS) -o $@ $< $(OBJ) $(LDLIBS)

tests/bench/csvcount: tests/bench/csvcount.c
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< -lcsv

tests/bench/floor tests/bench/pairs: %: %.c
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $<

BENCH_TOOLS = tests/bench/gen tests/bench/csvcount tests/bench/floor tests/bench/pairs

# Sizes and the locale come from the environment (BENCH_QUICK=1 for a
# quick smoke run); see tests/bench/run.sh.
# The program linked as STATIC=1 links it, beside the default (dynamic)
# one: make bench times the start-up of both.
treeref-static: src/main.o $(LINKED_OBJ) TREEREF-LINK src/startup.ld
	+$(CC) $(PROGRAM_CFLAGS) -static-pie $(STARTUP_ORDER) $(LDFLAGS) -o $@ src/main.o $(LINKED_OBJ) $(STATIC_LIBS)

# Writes src/startup.ld again (tests/bench/startup_order.py): the static
# program linked with a map and without the order, run under callgrind
# (a one-line script in English and in French, --version), the input
# sections of the functions it ran.  The program is run from the tree,
# where it finds the French catalogue.
startup-order: src/main.o $(LINKED_OBJ) $(MO)
	@command -v valgrind >/dev/null || { echo "make startup-order: valgrind is needed (make deps installs it)" >&2; exit 1; }
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp" treeref-order' EXIT; \
	$(CC) $(PROGRAM_CFLAGS) -static-pie -ffunction-sections $(LDFLAGS) -Wl,-Map=$$tmp/map \
	    -o treeref-order src/main.o $(LINKED_OBJ) $(STATIC_LIBS) 2>$$tmp/link || { cat $$tmp/link; exit 1; }; \
	echo 'new bte young ann bob' >$$tmp/one.txt; \
	for run in "C.UTF-8 $$tmp/one.txt" "fr_FR.UTF-8 $$tmp/one.txt" "C.UTF-8 --version"; do \
	    set -- $$run; n=$$((n + 1)); \
	    LC_ALL=$$1 valgrind -q --tool=callgrind --callgrind-out-file=$$tmp/cg.$$n ./treeref-order $$2 >/dev/null; \
	done; \
	python3 tests/bench/startup_order.py $$tmp/map treeref-order src/startup.ld $$tmp/cg.*

.PHONY: startup-order

bench: deps treeref treeref-static $(MO) $(BENCH_TOOLS)
	@sh tests/bench/run.sh

.PHONY: bench

# Seating quality (issue 40): seat's seatings of 1,200 generated histories
# against brute force, greedy and steepest descent (tests/seat_quality.py;
# make check runs a fixed small set, tests/py/test_seating.py).
SEAT_CASES ?= 1200
seat-quality: treeref
	@python3 tests/seat_quality.py --cases $(SEAT_CASES)

.PHONY: seat-quality

# Instruction counts (valgrind) of this tree against the commit named in
# tests/bench/REFERENCE, both built here with the same CC and CFLAGS:
# fails when one grows more than 3% (tests/bench/gate.sh).
bench-check:
	@CC='$(CC)' CFLAGS='$(CFLAGS)' LDFLAGS='$(LDFLAGS)' MAKE='$(MAKE)' sh tests/bench/gate.sh

.PHONY: bench-check
