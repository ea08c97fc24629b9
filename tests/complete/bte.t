new bte ann bob
? |
= new status score show legal why rules undo redo export load kept picture lang help quit place discard take cover choose
? place |
= ann bob
? place a|
= ann
? place ann |
= red rouge yellow jaune green vert blue bleu purple violet brown marron brun
? rules |
= occupied A B C D turn phase limit
? show |
= ann bob
? legal bob |
= red rouge yellow jaune green vert blue bleu purple violet brown marron brun
# the shared words complete alike in French
? voir |
= ann bob
