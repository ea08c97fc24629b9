# Before any game: the shared words, and their arguments.
? |
= new status score show legal why rules undo redo export load kept picture lang help quit
? n|
= new
? new |
= bte tlh 3high magical
? lang |
= en fr
? picture o|
= on off
? export |
= scores log report
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
# French words once the messages are French
lang fr
? |
= nouveau état points montrer légal pourquoi règles annuler refaire exporter charger gardées image langue aide quitter
# one French word per command: refaire for redo (retablir still works)
? re|
= règles refaire
lang en
# the variants each game may be started with, before the names
? new bte |
= young
? new tlh |
= strategic turns
? new tlh strategic |
= turns
? new 3high |
= xeno
? new magical |
=
