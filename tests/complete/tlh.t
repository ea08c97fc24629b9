# Tout là-haut: play offers what can be played now, queries every player.
new tlh ann bob
? rules m|
= match monochromatic
? legal |
= ann bob
? show |
= ann bob
? why |
= ann bob
# only the player to play
? play |
= ann
# the objective, before the game's first card only
? objective |
= none monochromatic two-step efficient diversified little-treehouse
# on the trunk any floor goes; never purple with two players
? play ann |
= red2 red3 red4 yellow2 yellow3 yellow4 green2 green3 green4 blue2 blue3 blue4 orange2 orange3 orange4 down
? play ann r|
= red2 red3 red4
? play ann red3 p|
=
? play ann down |
=
play ann red3 blue2
# bob is to play now; ann's top is blue2: blue or a 2
? play |
= bob
? play a|
=
? why ann |
= red2 yellow2 green2 blue2 blue3 blue4 orange2 down
? objective |
=
# colour words in the messages' language only
lang fr
? play bob r|
= rouge2 rouge3 rouge4
? play bob c|
= cachée
? why ann v|
= vert2
play bob rouge2 rouge2
? objectif |
=
lang en
# after the last card nothing can be played
play ann down
play bob down
play ann down
play bob down
play ann down
play bob down
play ann down
play bob down
play ann down
play bob down
play ann down
play bob down
? play |
=
? play ann |
=
? legal |
= ann bob
# a face-up top floor may be any floor of the game, purple with three
new tlh ann bob cid
? play ann red3 p|
= purple2 purple3 purple4

# the notation: a card's floors, the objective card while it may be set
new tlh ann bob
? =|
= =n =m =t =e =d =l
? y2y|
= y2y2 y2y3 y2y4
objective monochromatic
r3b2
# on bob's trunk anything; then on ann's blue2, blue or a 2 at the bottom
? bob g4|
= g4r2 g4r3 g4r4 g4y2 g4y3 g4y4 g4g2 g4g3 g4g4 g4b2 g4b3 g4b4 g4o2 g4o3 g4o4
? g2r4 r|
= r2r2 r2r3 r2r4 r2y2 r2y3 r2y4 r2g2 r2g3 r2g4 r2b2 r2b3 r2b4 r2o2 r2o3 r2o4
