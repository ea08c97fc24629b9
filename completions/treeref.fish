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
complete -c treeref -s h -l help -d 'Show the help'
complete -c treeref -s V -l version -d 'Show the version'
complete -c treeref -n '__fish_use_subcommand' -a 'replay check standings report' -d 'Subcommand'
complete -c treeref -n '__fish_seen_subcommand_from replay check standings report rapport' -k -x -a '(__fish_complete_suffix .csv)'
complete -c treeref -n '__fish_seen_subcommand_from standings' -l csv -r -d 'Write the table as CSV'
complete -c treeref -n '__fish_seen_subcommand_from report rapport' -s o -l output -r -d 'Write the page to a file'
