# bash completion for treeref
# The subcommands in the user's language: French when --lang fr is on the
# line, else when the environment asks for French as gettext reads it.
_treeref_french()
{
	local i
	for ((i = 1; i < cword; i++)); do
		case ${words[i]} in
		--lang|-l) [[ ${words[i+1]} == fr* ]] && return 0 || return 1 ;;
		esac
	done
	local l=${LANGUAGE:-${LC_ALL:-${LC_MESSAGES:-$LANG}}}
	[[ $l == fr* ]]
}

# Without the bash-completion package (the script sourced from the build
# tree on a plain bash), the little of it used here, under names of our
# own: its _init_completion and _filedir when it is there.
_treeref_init()
{
	if declare -F _init_completion >/dev/null; then
		_init_completion
		return
	fi
	words=("${COMP_WORDS[@]}")
	cword=$COMP_CWORD
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
}

# File names (ending in .$1 when given) and folders; folders alone with
# -d.  The bash-completion package's _filedir when it is there (it quotes
# and expands ~), else compgen: the only file completer here, so that
# every branch works on a plain bash.
_treeref_files()
{
	if declare -F _filedir >/dev/null; then
		_filedir "$@"
		return
	fi
	local IFS=$'\n' f
	compopt -o filenames 2>/dev/null
	if [[ $1 == -d ]]; then
		COMPREPLY+=($(compgen -d -- "$cur"))
	elif [[ -n $1 ]]; then
		COMPREPLY+=($(compgen -d -- "$cur"))
		for f in $(compgen -f -- "$cur"); do
			[[ $f == *."$1" && ! -d $f ]] && COMPREPLY+=("$f")
		done
	else
		COMPREPLY+=($(compgen -f -- "$cur"))
	fi
}

_treeref()
{
	local cur prev words cword
	_treeref_init || return
	local opts="--lang --strict --json --resume --journal --table --force --no-color --sep --archive --no-archive --amend --date --event --round --game-ids --help --version -l -s -j -r -t -f -h -V"

	case $prev in
	--lang|-l)
		COMPREPLY=($(compgen -W "en fr" -- "$cur"))
		return ;;
	--table|-t)
		# the tables already played on this machine
		local state=${XDG_STATE_HOME:-$HOME/.local/state} t tables=()
		[[ $state == /* ]] || state=$HOME/.local/state
		for t in "$state"/treeref/tables/*/; do
			[[ -d $t ]] && tables+=("$(basename "$t")")
		done
		COMPREPLY=($(compgen -W "${tables[*]}" -- "$cur"))
		return ;;
	--event|--round)
		# the event's own text, the round's number: nothing to offer
		COMPREPLY=()
		return ;;
	--date)
		# a day or a moment: today's date to start from
		COMPREPLY=($(compgen -W "$(date +%F 2>/dev/null)" -- "$cur"))
		return ;;
	--sep)
		# quoted for the shell: a bare ; would end the command
		COMPREPLY=()
		[[ -z $cur || $cur == \\* || $cur == \;* || $cur == \'* ]] && COMPREPLY+=('\;')
		[[ -z $cur || $cur == ,* ]] && COMPREPLY+=(',')
		return ;;
	--csv)
		_treeref_files csv
		return ;;
	--archive)
		_treeref_files -d
		return ;;
	--people)
		_treeref_files
		return ;;
	--since|--until)
		# a day or a moment: today's date as a start
		COMPREPLY=($(compgen -W "$(date +%F)" -- "$cur"))
		return ;;
	-o|--output)
		_treeref_files html
		return ;;
	--seed|--title)
		return ;;
	esac
	local i sub=
	for ((i = 1; i < cword; i++)); do
		case ${words[i]} in
		replay|check|standings|report|seat|games|notation|rejouer|verifier|vérifier|classement|rapport|repartir|répartir|parties|releve|relevé)
			sub=${words[i]}; break ;;
		-l|--lang|-t|--table|--sep|--archive|--date|--event|--round) ((i++)) ;;
		-*) ;;
		*) break ;;
		esac
	done
	if [[ -n $sub ]]; then
		# every option may follow a subcommand's files
		if [[ $sub == games || $sub == parties ]]; then
			COMPREPLY=($(compgen -W "--path --table --archive --no-archive --lang -t -l" -- "$cur"))
		elif [[ ($sub == standings || $sub == classement) && $cur == -* ]]; then
			COMPREPLY=($(compgen -W "--csv --sep --json --people --lang --force --since --until -l -f" -- "$cur"))
		elif [[ ($sub == report || $sub == rapport) && $cur == -* ]]; then
			COMPREPLY=($(compgen -W "-o --output --title --people -l --lang -f --force --since --until" -- "$cur"))
		elif [[ ($sub == check || $sub == verifier || $sub == vérifier) && $cur == -* ]]; then
			COMPREPLY=($(compgen -W "--json --lang --since --until -l" -- "$cur"))
		elif [[ $sub == seat || $sub == repartir || $sub == répartir ]]; then
			if [[ $cur == -* ]]; then
				COMPREPLY=($(compgen -W "--seed --round --event --csv --sep --json --people --lang --force -l -f" -- "$cur"))
			elif ((i + 1 == cword)); then
				# the game: the ids the program gives
				COMPREPLY=($(compgen -W "$("${words[0]}" --game-ids 2>/dev/null)" -- "$cur"))
			else
				_treeref_files
			fi
		elif [[ $cur == -* ]]; then
			COMPREPLY=($(compgen -W "--lang --since --until -l" -- "$cur"))
		else
			_treeref_files csv
		fi
		return
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
		return
	fi
	if ((i == cword)); then
		if _treeref_french; then
			# the accented word, typed with or without its accent
			local w
			COMPREPLY=()
			for w in rejouer vérifier classement rapport répartir parties relevé; do
				[[ ${w//é/e} == "${cur//é/e}"* ]] && COMPREPLY+=("$w")
			done
		else
			COMPREPLY=($(compgen -W "replay check standings report seat games notation" -- "$cur"))
		fi
	fi
	_treeref_files
} && complete -F _treeref treeref
