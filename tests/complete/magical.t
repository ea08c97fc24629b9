# Magical Treehouse: the move commands offer only what the rules allow
# now; the queries (show, legal, why) offer every player.
new magical ann:30 bob:20
? rules t|
= turn
? show |
= ann bob
# the reveal step: nobody builds yet, and only who has not revealed;
# the command word offers no build, store or done, no end-of-game count
? |
= new status score show legal why rules export load picture lang help quit reveal repipe move objective declare
? build |
=
? reveal |
= ann bob
? reveal ann 5 |
= bob
reveal ann 5
? reveal |
= bob
reveal bob 9
# ann builds first (5); an empty village takes level-1 cards and blanks
? |
= new status score show legal why rules undo export load picture lang help quit build pipe repipe move store unstore familiar done objective declare
? build |
= ann
? done |
= ann
? why |
= build pipe store unstore familiar done biscuits ann bob
? build ann |
= red1 blue1 yellow1 purple1 green1 blank
? build ann r|
= red1
? build ann red1 |
= red blue yellow purple green at teleport
? build ann blank |
= at
# a word that is not a card offers nothing after it (it crashed treeref)
? build ann red |
=
? build ann zzz |
=
? build ann red a|
=
build ann red1 red
build ann blue1 blue
# levels that fit a treehouse: only red2 and blue2 now
? build ann |
= red1 red2 blue1 blue2 yellow1 purple1 green1 blank
? build ann red2 at |
= 1
? build ann red1 red at |
= 1 2 3
# every card for a query
? legal bob r|
= red1 red2 red3 red4 red5 red6
? pipe ann |
= 1 2
? pipe ann 1 |
= 2
pipe ann 1 2
? pipe ann |
=
? move ann |
=
build ann green1 green
? move ann |
= 3
? move ann 3 |
= 1
# objective colours and tiles, each in its own place
? objective |
= ann bob common
objective ann red
? objective common |
= brown blue yellow purple green
? objective common brown |
= blue yellow purple green
? objective common brown blue |
= biscuits tall ingredients colours small
? objective common blue |
= biscuits tall ingredients colours small
? objective common blue biscuits |
=
# a familiar ann may still place: done offers none
? done ann |
= none
? objective bob |
= blue yellow purple green
# French words only in French
lang fr
? construire ann r|
= rouge1 rouge2
? construire ann rouge1 |
= rouge bleu jaune violet vert en téléportation
? construire ann rouge |
=
? pourquoi |
= construire tuyau stocker déstocker familier terminer biscuits ann bob
? objectif commun bleu |
= biscuits hautes ingrédients couleurs petites
? objectif commun m|
= marron
? terminer ann |
= aucun
lang en

# the notation: the builder's cards that fit (an empty village: level 1s)
new magical ann:2 bob:1
objective common purple biscuits
objective ann yellow
objective bob red
reveal ann 40 bob 12
? y|
= y1
build bob red1 red
? bob r|
= r1 r2
