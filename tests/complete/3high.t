new 3high ann
? rules s|
= stack setup
? why |
= ann
