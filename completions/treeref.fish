# fish completion for treeref
# French by the environment, as gettext reads it: the first of LANGUAGE,
# LC_ALL, LC_MESSAGES, LANG that is set and not empty
function __treeref_french_env
    for v in LANGUAGE LC_ALL LC_MESSAGES LANG
        if set -q $v; and test -n "$$v"
            string match -q 'fr*' -- $$v
            return
        end
    end
    return 1
end
# a description in the user's language: English or French (-d takes a
# string, so this is decided once, when the script is sourced)
function __treeref_d
    if __treeref_french_env
        echo $argv[2]
    else
        echo $argv[1]
    end
end
complete -c treeref -s l -l lang -x -a 'en fr' -d (__treeref_d 'Language of the messages' 'Langue des messages')
complete -c treeref -s s -l strict -d (__treeref_d 'Stop at the first rejected command' "S'arrêter à la première commande refusée")
complete -c treeref -s j -l json -d (__treeref_d 'One JSON object per command' 'Un objet JSON par commande')
complete -c treeref -s r -l resume -d (__treeref_d 'Continue the journalled game' 'Reprendre la partie sauvegardée')
complete -c treeref -l journal -d (__treeref_d 'Journal a script read from standard input' "Sauvegarder automatiquement un script lu sur l'entrée standard")
function __treeref_tables
    set -l state $XDG_STATE_HOME
    string match -q '/*' -- "$state"; or set state $HOME/.local/state
    for t in $state/treeref/tables/*/
        basename $t
    end
end
complete -c treeref -s t -l table -x -a '(__treeref_tables)' -d (__treeref_d 'A second table: its own journal and history' 'Une deuxième table : sa propre sauvegarde et son historique')
complete -c treeref -s f -l force -d (__treeref_d 'Let export replace a file' 'Permettre à « exporter » de remplacer un fichier')
complete -c treeref -l no-color -d (__treeref_d 'Never colour the pictures' 'Ne jamais colorer les dessins')
complete -c treeref -l sep -x -a '\; ,' -d (__treeref_d 'Separator of the CSV files written (; for French spreadsheets)' 'Séparateur des fichiers CSV écrits (; pour un tableur en français)')
complete -c treeref -l archive -x -a '(__fish_complete_directories)' -d (__treeref_d 'The folder finished games are archived in' 'Dossier où archiver les parties terminées')
complete -c treeref -l no-archive -d (__treeref_d 'Do not archive finished games' 'Ne pas archiver les parties terminées')
complete -c treeref -l amend -d (__treeref_d 'Let a script undo past the end of an archived game' "Permettre à un script d'annuler après la fin d'une partie archivée")
complete -c treeref -l date -x -d (__treeref_d 'Record the games as played then (a day or a moment)' 'Enregistrer les parties comme jouées à cette date (un jour ou un moment)')
complete -c treeref -l event -x -d (__treeref_d 'The event the games belong to (a club night)' 'Événement auquel appartiennent les parties (une soirée de club)')
complete -c treeref -l round -x -d (__treeref_d 'Their round of the event (1 to 999)' 'Le numéro de ronde dans cet événement (de 1 à 999)')
complete -c treeref -l game-ids -d (__treeref_d "List the games' ids" 'Lister les identifiants des jeux')
complete -c treeref -s h -l help -d (__treeref_d 'Show the help' "Afficher l'aide")
complete -c treeref -s V -l version -d (__treeref_d 'Show the version' 'Afficher la version')
# the subcommands in the user's language: French with --lang fr on the
# line, else as gettext reads the environment; either is understood
function __treeref_french
    set -l words (commandline -opc)
    set -l i (contains -i -- --lang $words; or contains -i -- -l $words)
    if test -n "$i"; and set -q words[(math $i + 1)]
        string match -q 'fr*' -- $words[(math $i + 1)]
        return
    end
    __treeref_french_env
end
# no word yet but options and their arguments (--lang fr, --table NAME...)
function __treeref_no_subcommand
    set -l words (commandline -opc)
    set -e words[1]
    set -l skip 0
    for w in $words
        if test $skip = 1
            set skip 0
        else if contains -- $w -l --lang -t --table --sep --archive --event --round
            set skip 1
        else if not string match -q -- '-*' $w
            return 1
        end
    end
    return 0
end
complete -c treeref -n '__treeref_no_subcommand; and not __treeref_french' -a 'replay check standings report seat games notation' -d 'Subcommand'
complete -c treeref -n '__treeref_no_subcommand; and __treeref_french' -a 'rejouer vérifier classement rapport répartir parties relevé' -d 'Sous-commande'
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report notation rejouer verifier vérifier classement rapport releve relevé' -k -x -a '(__fish_complete_suffix .csv)'
complete -c treeref -n '__fish_seen_subcommand_from standings classement' -l csv -r -d (__treeref_d 'Write the table as CSV' 'Écrire le classement en CSV')
complete -c treeref -n '__fish_seen_subcommand_from standings classement' -l sep -x -a '\; ,' -d (__treeref_d 'Separator of the CSV file' 'Séparateur du fichier CSV')
complete -c treeref -n '__fish_seen_subcommand_from report rapport' -s o -l output -r -d (__treeref_d 'Write the page to a file' 'Écrire la page dans un fichier')
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report notation rejouer verifier vérifier classement rapport releve relevé' -l since -x -d (__treeref_d 'Games started on or after DATE' 'Parties commencées à DATE ou après')
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report notation rejouer verifier vérifier classement rapport releve relevé' -l until -x -d (__treeref_d 'Games started on or before DATE' 'Parties commencées à DATE ou avant')
complete -c treeref -n '__fish_seen_subcommand_from games parties' -l path -d (__treeref_d 'Print the archive folder' "Afficher le dossier d'archive")
complete -c treeref -n '__fish_seen_subcommand_from report rapport' -l title -x -d (__treeref_d "The page's title" 'Titre de la page')
complete -c treeref -n '__fish_seen_subcommand_from standings classement report rapport seat repartir répartir' -l people -r -F -d (__treeref_d 'The names that are one person' "Les noms d'une même personne")
complete -c treeref -n '__fish_seen_subcommand_from check verifier vérifier standings classement seat repartir répartir' -l json -d (__treeref_d 'JSON lines' 'Un objet JSON par ligne')
# seat GAME: the ids the program gives, then the players file and logs
function __treeref_seat_game
    set -l words (commandline -opc)
    set -l n (count $words)
    contains -- $words[$n] seat repartir répartir
end
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir; and __treeref_seat_game' -x -a '(treeref --game-ids 2>/dev/null)' -d (__treeref_d 'Game' 'Jeu')
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir; and not __treeref_seat_game' -F
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir' -l seed -x -d (__treeref_d "The random order's seed" 'Graine du tirage au hasard')
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir' -l csv -r -d (__treeref_d 'Write the seating as CSV' 'Écrire la répartition en CSV')
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir' -l sep -x -a '\; ,' -d (__treeref_d 'Separator of the CSV file' 'Séparateur du fichier CSV')
