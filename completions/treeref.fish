# fish completion for treeref
complete -c treeref -s l -l lang -x -a 'en fr' -d 'Language of the messages'
complete -c treeref -s s -l strict -d 'Stop at the first rejected command'
complete -c treeref -s j -l json -d 'One JSON object per command'
complete -c treeref -s r -l resume -d 'Continue the journalled game'
complete -c treeref -l journal -d 'Journal a script read from standard input'
function __treeref_tables
    set -l state $XDG_STATE_HOME
    string match -q '/*' -- "$state"; or set state $HOME/.local/state
    for t in $state/treeref/tables/*/
        basename $t
    end
end
complete -c treeref -s t -l table -x -a '(__treeref_tables)' -d 'A second table: its own journal and history'
complete -c treeref -s f -l force -d 'Let export replace a file'
complete -c treeref -l no-color -d 'Never colour the pictures'
complete -c treeref -l sep -x -a '\; ,' -d 'Separator of the CSV files written (; for French spreadsheets)'
complete -c treeref -l archive -x -a '(__fish_complete_directories)' -d 'The folder finished games are archived in'
complete -c treeref -l no-archive -d 'Do not archive finished games'
complete -c treeref -l game-ids -d "List the games' ids"
complete -c treeref -s h -l help -d 'Show the help'
complete -c treeref -s V -l version -d 'Show the version'
# the subcommands in the user's language: French with --lang fr on the
# line, else as gettext reads the environment; either is understood
function __treeref_french
    set -l words (commandline -opc)
    set -l i (contains -i -- --lang $words; or contains -i -- -l $words)
    if test -n "$i"; and set -q words[(math $i + 1)]
        string match -q 'fr*' -- $words[(math $i + 1)]
        return
    end
    for v in LANGUAGE LC_ALL LC_MESSAGES LANG
        if set -q $v; and test -n "$$v"
            string match -q 'fr*' -- $$v
            return
        end
    end
    return 1
end
# no word yet but options and their arguments (--lang fr, --table NAME...)
function __treeref_no_subcommand
    set -l words (commandline -opc)
    set -e words[1]
    set -l skip 0
    for w in $words
        if test $skip = 1
            set skip 0
        else if contains -- $w -l --lang -t --table --sep --archive
            set skip 1
        else if not string match -q -- '-*' $w
            return 1
        end
    end
    return 0
end
complete -c treeref -n '__treeref_no_subcommand; and not __treeref_french' -a 'replay check standings report seat games' -d 'Subcommand'
complete -c treeref -n '__treeref_no_subcommand; and __treeref_french' -a 'rejouer vérifier classement rapport répartir parties' -d 'Sous-commande'
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report rejouer verifier vérifier classement rapport' -k -x -a '(__fish_complete_suffix .csv)'
complete -c treeref -n '__fish_seen_subcommand_from standings classement' -l csv -r -d 'Write the table as CSV'
complete -c treeref -n '__fish_seen_subcommand_from standings classement' -l sep -x -a '\; ,' -d 'Separator of the CSV file'
complete -c treeref -n '__fish_seen_subcommand_from report rapport' -s o -l output -r -d 'Write the page to a file'
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report rejouer verifier vérifier classement rapport' -l since -x -d 'Games started on or after DATE'
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report rejouer verifier vérifier classement rapport' -l until -x -d 'Games started on or before DATE'
complete -c treeref -n '__fish_seen_subcommand_from games parties' -l path -d 'Print the archive folder'
complete -c treeref -n '__fish_seen_subcommand_from report rapport' -l title -x -d "The page's title"
complete -c treeref -n '__fish_seen_subcommand_from check verifier vérifier standings classement seat repartir répartir' -l json -d 'JSON lines'
# seat GAME: the ids the program gives, then the players file and logs
function __treeref_seat_game
    set -l words (commandline -opc)
    set -l n (count $words)
    contains -- $words[$n] seat repartir répartir
end
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir; and __treeref_seat_game' -x -a '(treeref --game-ids 2>/dev/null)' -d 'Game'
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir; and not __treeref_seat_game' -F
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir' -l seed -x -d "The random order's seed"
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir' -l csv -r -d 'Write the seating as CSV'
complete -c treeref -n '__fish_seen_subcommand_from seat repartir répartir' -l sep -x -a '\; ,' -d 'Separator of the CSV file'
