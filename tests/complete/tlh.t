new tlh ann bob
? rules m|
= match monochromatic
? legal |
= ann bob
? show |
= ann bob
