# Before any game: the shared words, and their arguments.  Only the
# words that can be accepted now: no query, rules, undo, redo or export
# before a game; kept only with a journal (these sessions keep none).
? |
= new load picture lang help quit
? n|
= new
? new |
= (games)
? lang |
= en fr
? picture o|
= on off
? export |
= scores log report notation
? export log |
= (files)
# after the file: the separator option, then the separators
? export scores s.csv |
= --sep
? export log l.csv --sep |
= ; ,
? export report r.html |
=
? load |
= (files)
? help st|
= status
# help's topic too, which help's own lines name
? help no|
= notation
# French words once the messages are French
lang fr
? |
= nouveau charger image langue aide quitter
lang en
# the variants each game may be started with, before the names; a lone
# variant is offered only once its first letters are typed (TAB would
# put it on the line: a name may stand there too)
? new bte |
=
? new bte y|
= young
? new tlh |
= strategic turns
? new tlh strategic |
=
? new tlh strategic t|
= turns
? new 3high |
=
? new 3high x|
= xeno
? new magical |
=
# once a game exists: the queries, rules and export; undo once a move
# was played, redo once one was undone
new tlh ann bob
? |
= new status score show legal why rules export load picture lang help quit play objective
play ann red3 red2
? |
= new status score show legal why rules undo export load picture lang help quit play
undo
? |
= new status score show legal why rules redo export load picture lang help quit play objective
lang fr
? |
= nouveau état points montrer légal pourquoi règles refaire exporter charger image langue aide quitter jouer objectif
# one French word per command: refaire for redo (retablir still works)
? re|
= règles refaire
# TAB keeps what was typed when the offers' accents differ from it (it
# would leave "r" of "ré"), and puts the accents on a sole offer
> re
? ré|
= règles refaire
> ré
? rég|
= règles
> règles
? ét|
= état
> état
lang en
