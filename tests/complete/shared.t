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
? load |
= (files)
? help st|
= status
# French words once the messages are French
lang fr
? |
= nouveau etat points montrer legal pourquoi regles annuler retablir exporter charger gardees image langue aide quitter
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
