new magical ann:30 bob:20
? rules t|
= turn
? show |
= ann bob
