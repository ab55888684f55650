#!/bin/bash

__uistate_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__uistate_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__uistate_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__uistate_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_uistate() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--no-pager --quiet -q --verbose -v --version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=(-C --color)
    __uistate_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '-C')
        __uistate_add_completions -d
        return
        ;;
    '--color')
        __uistate_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    init|commit|watch|status|log|show|diff|restore|launch|rollback|reflog|tag|check|doctor|migrate|scan|redact|prune|gc|remote|fetch|pull|push|clone|hooks|config|inspect|mac-apps|view|sample|demo|help)
        # Offer subcommand argument completions
        "_uistate_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'init commit watch status log show diff restore launch rollback reflog tag check doctor migrate scan redact prune gc remote fetch pull push clone hooks config inspect mac-apps view sample demo help' -- "${cur}"))
        ;;
    esac
}

_uistate_init() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--archive --version-key --simulator --device --mac-app)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--archive')
        __uistate_add_completions -f
        return
        ;;
    '--version-key')
        return
        ;;
    '--simulator')
        return
        ;;
    '--device')
        __uistate_add_completions -W 'booted'
        return
        ;;
    '--mac-app')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -d
        return
        ;;
    esac
}

_uistate_commit() {
    repeating_flags=()
    non_repeating_flags=(--allow-empty --redact --no-redact --version -h --help)
    repeating_options=(--message -m)
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--message'|'-m')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -f
        return
        ;;
    esac
}

_uistate_watch() {
    repeating_flags=()
    non_repeating_flags=(--force --poll --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--settle --count --pin --app-version)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--settle')
        return
        ;;
    '--count')
        return
        ;;
    '--pin')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion watch -- --pin "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    '--app-version')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -d
        return
        ;;
    esac
}

_uistate_status() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--archive)
    __uistate_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--archive')
        __uistate_add_completions -f
        return
        ;;
    esac
}

_uistate_log() {
    repeating_flags=()
    non_repeating_flags=(--oneline --json --stale --current --version -h --help)
    repeating_options=()
    non_repeating_options=(-n --app-version)
    __uistate_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '-n')
        return
        ;;
    '--app-version')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion log -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion log -- positional@1 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_show() {
    repeating_flags=()
    non_repeating_flags=(--json --stat --sizes --tree --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion show -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion show -- positional@1 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_diff() {
    repeating_flags=()
    non_repeating_flags=(--stat --name-status --patch --json --exit-code --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--archive)
    __uistate_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--archive')
        __uistate_add_completions -f
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion diff -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion diff -- positional@1 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion diff -- positional@2 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_restore() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --force --redact --version -h --help)
    repeating_options=(--only)
    non_repeating_options=(--to --app-version)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--to')
        __uistate_add_completions -f
        return
        ;;
    '--only')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion restore -- --only "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    '--app-version')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion restore -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_launch() {
    repeating_flags=()
    non_repeating_flags=(--console --record --force --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--app-version --wait --settle)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--app-version')
        return
        ;;
    '--wait')
        return
        ;;
    '--settle')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion launch -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_rollback() {
    repeating_flags=()
    non_repeating_flags=(--no-restore --force --version -h --help)
    repeating_options=()
    non_repeating_options=(--app-version)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--app-version')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion rollback -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_reflog() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(-n)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '-n')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion reflog -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_tag() {
    repeating_flags=()
    non_repeating_flags=(-l --list -d --delete --force -f --json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 2

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion tag -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion tag -- positional@1 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_check() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--archive --app-version --app --project)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--archive')
        __uistate_add_completions -f
        return
        ;;
    '--app-version')
        return
        ;;
    '--app')
        __uistate_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--project')
        __uistate_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion check -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_doctor() {
    repeating_flags=()
    non_repeating_flags=(--no-state --strict --manifest --json --fix --dry-run --rules --version -h --help)
    repeating_options=(--reporter)
    non_repeating_options=(--state --history --target --baseline --write-baseline --input-file-list)
    __uistate_offer_flags_options 1

    # `--reporter sarif=<TAB>`: bash splits the word at '=', so the path comes alone.
    if [[ "${prev}" == '=' && "${COMP_WORDS[COMP_CWORD-3]}" == '--reporter' ]] \
        || [[ "${COMP_WORDS[COMP_CWORD]}" == '=' && "${COMP_WORDS[COMP_CWORD-2]}" == '--reporter' ]]; then
        __uistate_add_completions -f
        return
    fi

    # Offer option value completions
    case "${prev}" in
    '--state')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion doctor -- --state "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    '--history')
        return
        ;;
    '--target')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion doctor -- --target "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    '--reporter')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion doctor -- --reporter "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    '--baseline')
        __uistate_add_completions -f
        return
        ;;
    '--write-baseline')
        __uistate_add_completions -f
        return
        ;;
    '--input-file-list')
        __uistate_add_completions -f
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -d
        return
        ;;
    esac
}

_uistate_migrate() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    scenes|state)
        # Offer subcommand argument completions
        "_uistate_migrate_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'scenes state' -- "${cur}"))
        ;;
    esac
}

_uistate_migrate_scenes() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --apply --allow-dirty --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--target)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--target')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion migrate scenes -- --target "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -d
        return
        ;;
    esac
}

_uistate_migrate_state() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--project --target --activity-type --to --message -m)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--project')
        __uistate_add_completions -d
        return
        ;;
    '--target')
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion migrate state -- --target "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    '--activity-type')
        return
        ;;
    '--to')
        __uistate_add_completions -d
        return
        ;;
    '--message'|'-m')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion migrate state -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_scan() {
    repeating_flags=()
    non_repeating_flags=(--all --working-archive --rules --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--archive)
    __uistate_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--archive')
        __uistate_add_completions -f
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion scan -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_redact() {
    repeating_flags=()
    non_repeating_flags=(--all --force --expire --dry-run -d --json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion redact -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_prune() {
    repeating_flags=()
    non_repeating_flags=(--stale --keep-tag --dry-run --delete-tags --keep-tags --version -h --help)
    repeating_options=()
    non_repeating_options=(--keep-last --keep-hourly --keep-daily --keep-weekly --keep-monthly --keep-yearly --app-version)
    __uistate_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--keep-last')
        return
        ;;
    '--keep-hourly')
        return
        ;;
    '--keep-daily')
        return
        ;;
    '--keep-weekly')
        return
        ;;
    '--keep-monthly')
        return
        ;;
    '--keep-yearly')
        return
        ;;
    '--app-version')
        return
        ;;
    esac
}

_uistate_gc() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--prune)
    __uistate_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--prune')
        __uistate_add_completions -W 'now'$'\n''never'$'\n''2.weeks.ago'$'\n''1.day.ago'
        return
        ;;
    esac
}

_uistate_remote() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|remove|list|set-url)
        # Offer subcommand argument completions
        "_uistate_remote_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add remove list set-url' -- "${cur}"))
        ;;
    esac
}

_uistate_remote_add() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 2
}

_uistate_remote_remove() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion remote remove -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_remote_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0
}

_uistate_remote_set-url() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 2

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion remote set-url -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_fetch() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion fetch -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_pull() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion pull -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_push() {
    repeating_flags=()
    non_repeating_flags=(--tags --force-with-lease --allow-private --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion push -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion push -- positional@1 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_clone() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 2

    # Offer positional completions
    case "${positional_number}" in
    2)
        __uistate_add_completions -d
        return
        ;;
    esac
}

_uistate_hooks() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    install|uninstall|pre-push)
        # Offer subcommand argument completions
        "_uistate_hooks_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'install uninstall pre-push' -- "${cur}"))
        ;;
    esac
}

_uistate_hooks_install() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0
}

_uistate_hooks_uninstall() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0
}

_uistate_hooks_pre-push() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 2
}

_uistate_config() {
    repeating_flags=()
    non_repeating_flags=(--list --unset --json --show-secret --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion config -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_inspect() {
    repeating_flags=()
    non_repeating_flags=(--json --raw --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -f
        return
        ;;
    esac
}

_uistate_mac-apps() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 0
}

_uistate_view() {
    repeating_flags=()
    non_repeating_flags=(--open --version -h --help)
    repeating_options=()
    non_repeating_options=(--out -o --archive --app-version)
    __uistate_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--out'|'-o')
        __uistate_add_completions -o plusdirs -fX '!*.@(html)'
        return
        ;;
    '--archive')
        __uistate_add_completions -f
        return
        ;;
    '--app-version')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion view -- positional@0 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __uistate_add_completions -W "$(__uistate_custom_complete ---completion view -- positional@1 "${COMP_CWORD}" "$(__uistate_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_uistate_sample() {
    repeating_flags=()
    non_repeating_flags=(--list --version -h --help)
    repeating_options=()
    non_repeating_options=(--out --objects --variant --project)
    __uistate_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--out')
        __uistate_add_completions -d
        return
        ;;
    '--objects')
        return
        ;;
    '--variant')
        return
        ;;
    '--project')
        __uistate_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -W 'launch'$'\n''scroll'$'\n''open-item'$'\n''edit-text'$'\n''edit-mode'$'\n''new-item'$'\n''upgrade'$'\n''notes-one-window'$'\n''notes-two-windows'$'\n''notes-draft'$'\n''notes-closed'$'\n''notes-classic'$'\n''mac-one-window'$'\n''mac-two-windows'$'\n''mac-typing'$'\n''mac-window-closed'$'\n''large'$'\n''awkward'$'\n''secrets'$'\n''mac-secrets'
        return
        ;;
    esac
}

_uistate_demo() {
    repeating_flags=()
    non_repeating_flags=(--scenes --mac --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __uistate_add_completions -d
        return
        ;;
    esac
}

_uistate_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __uistate_offer_flags_options -1
    # The command names, for `uistate help <command>`.
    __uistate_add_completions -W 'init'$'\n''commit'$'\n''watch'$'\n''status'$'\n''log'$'\n''show'$'\n''diff'$'\n''restore'$'\n''launch'$'\n''rollback'$'\n''reflog'$'\n''tag'$'\n''check'$'\n''doctor'$'\n''migrate'$'\n''scan'$'\n''redact'$'\n''prune'$'\n''gc'$'\n''remote'$'\n''fetch'$'\n''pull'$'\n''push'$'\n''clone'$'\n''hooks'$'\n''config'$'\n''inspect'$'\n''mac-apps'$'\n''view'$'\n''sample'$'\n''demo'
}

complete -o filenames -F _uistate uistate
