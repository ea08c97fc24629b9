# Best Treehouse Ever: move commands offer only what can be played now,
# queries every player; colours in the current language only.
new bte ann bob cy
# during the picks: place and discard, not take, cover or choose
? |
= new status score show legal why rules export load picture lang help quit place discard
? place |
= ann bob cy
? place a|
= ann
? place ann |
= red yellow green blue purple brown
# r<TAB> is red in English, not rouge too
? place ann r|
= red
# an empty tree: level 2 only, both slots
? place ann red |
= 2
? place ann red 2 |
= 1 2
place ann red 2 1
# ann has played this pick: only bob and cy may place or discard
? place |
= bob cy
? discard |
= bob cy
# the queries offer every player, every colour, every slot
? show |
= ann bob cy
? legal ann |
= red yellow green blue purple brown
? why |
= ann bob cy
? why ann red |
= 2 3 4 5 6
# why also explains a take: the game changers after the colours
? why ann |
= red yellow green blue purple brown x2 zero
? why ann red 3 |
= 1 2 3
# ann's next red room: slot 1 is taken and level 3 slot 1 is on the
# side the marker already leans to
? place ann red 2 |
= 2
? rules |
= occupied A support B C height D balance turn phase limit scoring x2 zero draft first bonus winner young rulings
# the scoring topics, by the words rules lists them by
? rules x|
= x2
? rules s|
= support scoring
# nobody takes, covers or chooses during the picks
? take |
=
? cover |
=
? choose |
=
# the shared words complete alike in French, colours in French only
lang fr
? voir |
= ann bob cy
? placer bob |
= rouge jaune vert bleu violet marron
? placer bob r|
= rouge
# accented words, typed with or without their accents
? règ|
= règles
? reg|
= règles
? lé|
= légal
? de|
= défausser
# the rules by French name, one word (règles tour de jeu works too);
# only French words: the rulebook's numbers 1 to 4, not A to D, and no
# English id (typed, they are still accepted)
? règles |
= une-pièce-par-emplacement 1 appui-règle-1 2 regroupement-par-couleur-règle-2 3 hauteur-règle-3 4 équilibre-règle-4 tour-de-jeu phase-de-jeu limites décompte carte-x2 pas-de-point cartes-de-changement premier-joueur bonus vainqueur-et-égalités joueurs-plus-jeunes arbitrages
? règles d|
= décompte
? règles pas|
= pas-de-point
? aide |
= nouveau état points montrer légal pourquoi règles annuler refaire exporter charger gardées image langue aide quitter placer défausser prendre couvrir choisir tout relevé
? aide p|
= points pourquoi placer prendre
? exporter |
= scores journal rapport relevé
? image |
= oui non
? règles to|
= tour-de-jeu
lang en
place bob blue 2 2
place cy green 2 1
discard ann
discard bob
discard cy
discard ann
discard bob
discard cy
discard ann
discard bob
discard cy
discard ann
discard bob
discard cy
# the draft: ann takes first, then bob, then cy; only take is offered
? |
= new status score show legal why rules undo export load picture lang help quit take
? place |
=
? take |
= ann
? take ann |
= x2 zero
take ann x2
lang fr
? prendre bob |
= x2 pasdepoint
lang en
take bob x2
# no x2 is left for cy
? take cy |
= zero
take cy zero
# covering in reverse order: cy first, and red is covered after cy
? cover |
= cy
cover cy red
? |
= new status score show legal why rules undo export load picture lang help quit cover
? cover bob |
= yellow green blue purple brown
lang fr
? couvrir bob |
= jaune vert bleu violet marron
lang en

# the notation: the next player's short forms once a letter is typed,
# then, after a move or a name, the next move's
new bte ann bob
? y|
= y21 y22
? r|
= rules r21 r22
? r21 |
= r21 r22 y21 y22 g21 g22 b21 b22 p21 p22 n21 n22 - ann bob
? bob b|
= b21 b22
? bob |
= r21 r22 y21 y22 g21 g22 b21 b22 p21 p22 n21 n22 -
lang fr
? v|
= v21 v22
lang en
