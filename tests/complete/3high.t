# 3-High: a move offers only what can be played now (the player to move,
# a card that moves some piece, the sides and pieces that go with it; a
# setup stack only the pieces still to place that may lie there); a
# question (why, legal, show) offers every player, card, side and piece.
new 3high ann bob
? rules s|
= stack setup scoring
? why |
= ann bob
# during the setup nothing can be played: setup is the only move word
? |
= new status score show legal why rules export load picture lang help quit setup
? play |
=
? stuck |
=
? setup e4 |
= red-small red-medium red-large yellow-small yellow-medium yellow-large green-small green-medium green-large blue-small blue-medium blue-large black-small black-medium black-large
setup e4 red-large
# on red-large any piece left may lie; after a medium, no large one
? setup e4 red|
= red-small red-medium
? setup e4 blue-medium |
= red-small red-medium yellow-small yellow-medium green-small green-medium blue-small black-small black-medium
? setup e4 blue-medium blue-small |
= red-small yellow-small green-small black-small
# the French words of setup, with French piece names
lang fr
? préparer e4 moyenne-|
= moyenne-rouge moyenne-jaune moyenne-verte moyenne-bleue moyenne-noire
? poser e4 petite-r|
= petite-rouge
? prep|
= préparer
# bloqué (stuck) is no move during the setup (issue 31); offered, with
# its accent, once the setup is over (below)
? bl|
=
# typed colour first (both orders are read): the same pieces that order
? poser e4 rou|
= rouge-petite rouge-moyenne
? poser e4 bleue-|
= bleue-petite bleue-moyenne bleue-grande
lang en
? setup e4 small-|
= small-red small-yellow small-green small-blue small-black
lang fr
lang en
setup a1 red-medium red-small
setup c3 yellow-large yellow-medium
setup c6 yellow-small
setup e5 green-large
setup e2 green-medium
setup e8 green-small
setup g2 blue-large blue-medium
setup b2 blue-small
setup h5 black-large
setup h7 black-medium
setup d2 black-small
# the setup is over: play and stuck, no more setup
? |
= new status score show legal why rules undo export load picture lang help quit play stuck
? setup |
=
? play |
= ann
? stuck |
= ann
? show |
= ann bob
? legal |
= ann bob
? play ann 4h |
= north east south west
# not green-large (e4 is taken) nor green-small (e5 holds green-large)
? play ann 4h south |
= red-small red-large yellow-small yellow-medium green-medium blue-small blue-medium black-small black-medium black-large
? why ann 4h south |
= red-small red-medium red-large yellow-small yellow-medium yellow-large green-small green-medium green-large blue-small blue-medium blue-large black-small black-medium black-large
play ann 4h south yellow-small
# bob to play; the 4 of hearts is gone
? play |
= bob
? play bob 4|
= 4s 4d 4c
? legal ann 4|
= 4s 4d 4c
# the 8 of diamonds moves every piece 8 squares: always off the board,
# and so legal (the team loses)
? play bob 8d |
= north east south west
# French words in French only
lang fr
? bl|
= bloqué
? play bob 4pi s|
= sud
# petite-verte would stop on grande-verte
? play bob 4pi sud petite-|
= petite-rouge petite-jaune petite-bleue petite-noire
? préparer |
=

# the notation: a square and a piece still off the board; then turns
lang en
new 3high ann bob
? e4|
= e4r1 e4r2 e4r3 e4y1 e4y2 e4y3 e4g1 e4g2 e4g3 e4b1 e4b2 e4b3 e4k1 e4k2 e4k3
setup a1 red-large yellow-large green-large blue-large black-large
setup b1 red-medium yellow-medium green-medium blue-medium black-medium
setup c1 red-small yellow-small green-small blue-small black-small
? 7c|
= 7cnk1 7cnk2 7cnk3 7cek1 7cek2 7cek3 7csk1 7csk2 7csk3 7cwk1 7cwk2 7cwk3
