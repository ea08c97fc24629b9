# context.awk: a game's fr.po, written without contexts, with each of its
# messages given the game's context (issue 39): msgctxt "GAME" before a
# message that has none, "GAME/C" for one whose context is C.  The header
# (msgid "" followed by its msgstr) keeps none, and obsolete entries (#~)
# are left out.  The build runs it on src/GAME/fr.po before merging it
# into the catalogue:
#     awk -v ctx=GAME -f po/context.awk src/GAME/fr.po
/^#~/ { next }
/^msgctxt "/ {
	sub(/^msgctxt "/, "msgctxt \"" ctx "/")
	own = 1
	print
	next
}
/^msgid "/ {
	if (own) {
		own = 0
		print
		next
	}
	held = $0 # the header's msgid "" or a message's first line
	next
}
held != "" {
	if (!(held == "msgid \"\"" && $0 ~ /^msgstr/))
		print "msgctxt \"" ctx "\""
	print held
	held = ""
}
{ print }
