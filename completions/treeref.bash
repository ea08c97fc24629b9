# bash completion for treeref
_treeref()
{
	local cur prev words cword
	_init_completion || return
	local opts="--lang --strict --json --resume --journal --table --force --no-color --help --version -l -s -j -r -t -f -h -V"

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
	--csv)
		_filedir csv
		return ;;
	-o|--output)
		_filedir html
		return ;;
	esac
	local i sub=
	for ((i = 1; i < cword; i++)); do
		case ${words[i]} in
		replay|check|standings|report|rapport) sub=${words[i]}; break ;;
		-l|--lang|-t|--table) ((i++)) ;;
		-*) ;;
		*) break ;;
		esac
	done
	if [[ -n $sub ]]; then
		# every option may follow a subcommand's files
		if [[ $sub == standings && $cur == -* ]]; then
			COMPREPLY=($(compgen -W "--csv --lang --force -l -f" -- "$cur"))
		elif [[ ($sub == report || $sub == rapport) && $cur == -* ]]; then
			COMPREPLY=($(compgen -W "-o --output -l --lang -f --force" -- "$cur"))
		elif [[ $cur == -* ]]; then
			COMPREPLY=($(compgen -W "--lang -l" -- "$cur"))
		else
			_filedir csv
		fi
		return
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
		return
	fi
	if ((i == cword)); then
		COMPREPLY=($(compgen -W "replay check standings report" -- "$cur"))
	fi
	_filedir
} && complete -F _treeref treeref
