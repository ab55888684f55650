#compdef uistate

__uistate_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__uistate_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __uistate_complete "${completions[@]:0:-1}"
    fi
}

__uistate_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_uistate() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '-C[Run as if started in <directory>.]:directory:_files -/'
        '--color[When to color output\: auto (a terminal, NO_COLOR unset), always or never.]:color:{__uistate_complete "${___color[@]}"}'
        '--no-pager[Do not page long output.]'
        '(--quiet -q)'{--quiet,-q}'[Print only errors and the data asked for\: no confirmations, notes or progress.]'
        '(--verbose -v)'{--verbose,-v}'[Print more about what is done.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'init:Create a snapshot repository.'
            'commit:Record the app'\''s saved state as a snapshot.'
            'watch:Commit every preservation run as the app writes it.'
            'status:Compare the working archive with HEAD.'
            'log:List snapshots, newest first.'
            'show:Show a snapshot: its metadata, app-level values, objects and scene sessions.'
            'diff:Show what changed between two UI states, object by object and key by key.'
            'restore:Put a snapshot back as the app'\''s saved state, for its next launch.'
            'launch:Quit the app, put a snapshot back, and launch it with restoration'\''s debug log on.'
            'rollback:Move the branch back to an earlier snapshot and restore it.'
            'reflog:List where the branch (or another ref) has pointed, newest first.'
            'tag:Name snapshots worth keeping; list or delete names.'
            'check:Would UIKit (or AppKit) restore this snapshot?'
            'doctor:Read the app'\''s project and say why its state would not come back.'
            'migrate:Move a classic app to the UIScene life cycle with its state restoration.'
            'scan:Find passwords, tokens, emails and other private values in saved states.'
            'redact:Take private values out of recorded snapshots (rewrites history).'
            'prune:Discard stale snapshots, or thin history by retention rules (restic'\''s forget).'
            'gc:Expire old history and repack the repository.'
            'remote:Manage the git servers snapshots are shared through.'
            'fetch:Download snapshots and tags from a remote.'
            'pull:Fetch, then bring the branch up to date with the remote.'
            'push:Upload snapshots (branches and tags) to a remote.'
            'clone:Copy a snapshot repository from a git server.'
            'hooks:Install or remove the pre-push hook that makes plain git push check for private values.'
            'config:Read or change the repository'\''s uistate settings.'
            'inspect:Show what a state restoration archive, any keyed archive or any property list holds.'
            'mac-apps:List the Mac apps'\'' saved states (AppKit) in your home, in every place macOS keeps them.'
            'view:Draw a UI state (or the changes between two) and its history as a page for the browser.'
            'sample:Write the savedState folder of a built-in sample app.'
            'demo:Play a complete sample session and leave a repository to explore.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        init|commit|watch|status|log|show|diff|restore|launch|rollback|reflog|tag|check|doctor|migrate|scan|redact|prune|gc|remote|fetch|pull|push|clone|hooks|config|inspect|mac-apps|view|sample|demo|help)
            "_uistate_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_uistate_init() {
    local -i ret=1
    local -ar ___device=('booted')
    local -ar arg_specs=(
        ':directory:_files -/'
        '--archive[The working savedState folder or data.data.]:path:_files'
        '--version-key[The root key that holds the app version.]:key:'
        '--simulator[Find the working archive of this app in an iOS simulator.]:bundle id:'
        '--device[The simulator\: a UDID, or booted.]:device:{__uistate_complete "${___device[@]}"}'
        '--mac-app[Find the saved state of this Mac app (AppKit)\: its container, talagent'\''s, or ~/Library.]:bundle id:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_commit() {
    local -i ret=1
    local -ar arg_specs=(
        ':path:_files'
        '*'{--message,-m}'[The snapshot'\''s message\: its first line the subject (repeat for more paragraphs, as git commit -m).]:message:'
        '--allow-empty[Record a snapshot even if it equals HEAD.]'
        '--redact[Replace private values with placeholders (default\: uistate.redact; docs/privacy.md).]'
        '--no-redact[Replace private values with placeholders (default\: uistate.redact; docs/privacy.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_watch() {
    local -i ret=1
    local -ar arg_specs=(
        ':folder:_files -/'
        '--settle[Quiet time before a run is read, in milliseconds.]:ms:'
        '--count[Stop after this many snapshots.]:n:'
        '--pin[Put this snapshot back after every run.]:rev:{__uistate_custom_complete ---completion watch -- --pin "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--force[Pin a stale snapshot anyway.]'
        '--app-version[The app'\''s current version, for --pin'\''s staleness check.]:version:'
        '--poll[Look every 100 ms instead of waiting for change notifications.]'
        '--json[Print a JSON object per line for each event (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_status() {
    local -i ret=1
    local -ar arg_specs=(
        '--archive[The working savedState (default\: the configured one).]:path:_files'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_log() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion log -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '-n[Show at most this many snapshots.]:n:'
        '--oneline[One line per snapshot.]'
        '--json[Print JSON (docs/json.md).]'
        '--stale[Only snapshots that are stale for the app'\''s current version.]'
        '--current[Only snapshots that are current (not stale).]'
        '--app-version[The app'\''s current version (default\: uistate.appVersion or the working archive'\''s).]:version:'
        '*:object path or session:{__uistate_custom_complete ---completion log -- positional@1 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion show -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--json[Print JSON (docs/json.md).]'
        '--stat[Instead of the whole snapshot, what it changed against its parent\: a line per object with the number of changed keys, and a summary.]'
        '--sizes[Each object'\''s size in bytes and share of the whole, biggest first, and the biggest keys.]'
        '--tree[The controller tree UIKit (a Mac app\: AppKit'\''s windows) would rebuild, drawn in the terminal.]'
        '*:object path or session:{__uistate_custom_complete ---completion show -- positional@1 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_diff() {
    local -i ret=1
    local -ar arg_specs=(
        ':a:{__uistate_custom_complete ---completion diff -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        ':b:{__uistate_custom_complete ---completion diff -- positional@1 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--archive[The working savedState (default\: the configured one).]:path:_files'
        '--stat[A line per object with the number of changed keys, and a summary.]'
        '--name-status[A status letter (A, D, M, T) and the path of each changed object.]'
        '--patch[A unified diff of the stored canonical texts.]'
        '--json[Print JSON (docs/json.md).]'
        '--exit-code[Exit with 1 when there are differences.]'
        '--all[Also show the timestamp, which changes with every preservation run.]'
        '*:object path or session:{__uistate_custom_complete ---completion diff -- positional@2 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_restore() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion restore -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--to[Where to write\: a savedState folder (new, empty or a saved state'\''s; any other is refused) or a data.data path.]:path:_files'
        '--only[Restore only this scene session, Mac window or object, and the objects below it (repeat for more).]:object path, session or window:{__uistate_custom_complete ---completion restore -- --only "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--dry-run[Say what would be written, write nothing.]'
        '--force[Restore a stale snapshot anyway.]'
        '--redact[Replace private values with placeholders and give Mac windows new keys (a state to attach to a bug report).]'
        '--app-version[The app'\''s current version (default\: uistate.appVersion or the working archive'\''s).]:version:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_launch() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion launch -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--console[Show the app'\''s console as it comes, until Ctrl-C.]'
        '--record[Then commit the app'\''s next preservation run.]'
        '--force[Launch a stale snapshot anyway; kill a Mac app instead of asking it to quit.]'
        '--app-version[The app'\''s current version (default\: uistate.appVersion or the working archive'\''s).]:version:'
        '--wait[Without --console\: wait at most this long for the launch to settle.]:seconds:'
        '--settle[With --record\: the quiet time that ends a run, in ms.]:ms:'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_rollback() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion rollback -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--no-restore[Only move the branch; do not write the working archive.]'
        '--force[Roll back to a stale snapshot anyway.]'
        '--app-version[The app'\''s current version.]:version:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_reflog() {
    local -i ret=1
    local -ar arg_specs=(
        ':reference:{__uistate_custom_complete ---completion reflog -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '-n[Show at most this many entries.]:n:'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_tag() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__uistate_custom_complete ---completion tag -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        ':rev:{__uistate_custom_complete ---completion tag -- positional@1 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '(-l --list)'{-l,--list}'[List tags (optionally those matching <name> as a pattern).]'
        '(-d --delete)'{-d,--delete}'[Delete the tag <name>.]'
        '(--force -f)'{--force,-f}'[Move an existing tag.]'
        '--json[With -l\: print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_check() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion check -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--archive[Check a savedState on disk instead of a snapshot.]:path:_files'
        '--app-version[The app'\''s current version.]:version:'
        '--app[What the app can restore (JSON, docs/check.md).]:manifest:_files -g '\''*.json'\'''
        '--project[Derive what the app can restore from its project (docs/doctor.md).]:folder:_files -/'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_doctor() {
    local -i ret=1
    local -ar arg_specs=(
        ':project:_files -/'
        '--state[Cross-check the objects of this snapshot (default\: HEAD).]:rev:{__uistate_custom_complete ---completion doctor -- --state "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--no-state[Do not read the repository\: the project alone.]'
        '--history[How many of the newest snapshots the cross-check reads.]:n:'
        '--strict[Exit 1 on a warning too.]'
        '--manifest[Print the app manifest derived from the project (JSON for check --app) and nothing else.]'
        '--target[Diagnose this app target only (default\: every iOS app target of the folder).]:name:{__uistate_custom_complete ---completion doctor -- --target "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--json[Print JSON (docs/json.md); the same as --reporter json.]'
        '*--reporter[Write the findings as text, json, xcode, github-actions or sarif, to standard output or (NAME=PATH) to a file; repeatable.]:name\[=path\]:{__uistate_custom_complete ---completion doctor -- --reporter "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--baseline[Report only the findings this baseline file does not hold.]:file:_files'
        '--write-baseline[Write the current findings to a baseline file (and exit 0).]:file:_files'
        '--input-file-list[Write the files doctor read to this Xcode file list (.xcfilelist), for a Run Script phase'\''s input file lists.]:file:_files'
        '--fix[Make the mechanical repairs\: a storyboard container'\''s restoration identifier, an activity type in NSUserActivityTypes.]'
        '--dry-run[With --fix\: print the repairs as a unified diff and write nothing.]'
        '--rules[List the finding codes with what each means, and nothing else.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_migrate() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'scenes:Plan (or with --apply, make) the move of the app'\''s project to the UIScene life cycle.'
            'state:Convert a recorded classic snapshot into the scene session the migrated app restores.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        scenes|state)
            "_uistate_migrate_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_uistate_migrate_scenes() {
    local -i ret=1
    local -ar arg_specs=(
        ':project:_files -/'
        '--target[Migrate this app target only (default\: every iOS app target of the folder).]:name:{__uistate_custom_complete ---completion migrate scenes -- --target "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--dry-run[Print the change as a unified diff and write nothing.]'
        '--apply[Write the change.]'
        '--allow-dirty[With --apply\: write in a git work tree with uncommitted changes, or in none.]'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_migrate_state() {
    local -i ret=1
    local -ar arg_specs=(
        ':rev:{__uistate_custom_complete ---completion migrate state -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--project[The app'\''s project (migrated or not)\: its bundle id names the activity type.]:path:_files -/'
        '--target[With --project\: the app target (default\: the repository'\''s app, or the only one).]:name:{__uistate_custom_complete ---completion migrate state -- --target "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--activity-type[The migrated app'\''s restoration activity type, when the project does not say it.]:type:'
        '--to[Write the converted state to this savedState folder (new, empty or a saved state'\''s; any other is refused).]:folder:_files -/'
        '(--message -m)'{--message,-m}'[Commit the converted state as a new snapshot with this message.]:message:'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_scan() {
    local -i ret=1
    local -ar arg_specs=(
        '*:rev:{__uistate_custom_complete ---completion scan -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--all[Every snapshot on a branch, tag or backup (what a push could send).]'
        '--working-archive[The working archive too, with --all or revisions.]'
        '--archive[Scan this savedState folder (or data.data) too.]:path:_files'
        '--rules[List the rules in effect and exit.]'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_redact() {
    local -i ret=1
    local -ar arg_specs=(
        ':range:{__uistate_custom_complete ---completion redact -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--all[Every branch, tag and backup.]'
        '--force[Rewrite snapshots a remote already has.]'
        '--expire[Then drop the originals at once (gc --prune=now).]'
        '(--dry-run -d)'{--dry-run,-d}'[Say what would be rewritten; change nothing.]'
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_prune() {
    local -i ret=1
    local -ar arg_specs=(
        '--stale[Drop the snapshots stale for the app'\''s current version.]'
        '--keep-last[Keep the N newest snapshots.]:n:'
        '--keep-hourly[Keep the newest snapshot of each of the last N hours that have one.]:n:'
        '--keep-daily[Keep the newest snapshot of each of the last N days that have one.]:n:'
        '--keep-weekly[Keep the newest snapshot of each of the last N ISO weeks that have one.]:n:'
        '--keep-monthly[Keep the newest snapshot of each of the last N months that have one.]:n:'
        '--keep-yearly[Keep the newest snapshot of each of the last N years that have one.]:n:'
        '--keep-tag[Keep tagged snapshots on the branch.]'
        '--app-version[The app'\''s current version (default\: uistate.appVersion or the working archive'\''s).]:version:'
        '--dry-run[Say what would be dropped, change nothing.]'
        '--delete-tags[Delete tags that point at dropped snapshots.]'
        '--keep-tags[Keep tags on dropped snapshots (they keep those snapshots alive).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_gc() {
    local -i ret=1
    local -ar ___prune=('now' 'never' '2.weeks.ago' '1.day.ago')
    local -ar arg_specs=(
        '--prune[Grace period\: now, never, or an age such as 2.weeks.ago.]:age:{__uistate_complete "${___prune[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_remote() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'add:Add a remote.'
            'remove:Remove a remote and its remote-tracking branches.'
            'list:List remotes and their URLs.'
            'set-url:Change a remote'\''s URL.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        add|remove|list|set-url)
            "_uistate_remote_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_uistate_remote_add() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:'
        ':url:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_remote_remove() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__uistate_custom_complete ---completion remote remove -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_remote_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_remote_set-url() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__uistate_custom_complete ---completion remote set-url -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        ':url:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_fetch() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__uistate_custom_complete ---completion fetch -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_pull() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__uistate_custom_complete ---completion pull -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_push() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__uistate_custom_complete ---completion push -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '*:references:{__uistate_custom_complete ---completion push -- positional@1 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '--tags[Also push every tag.]'
        '--force-with-lease[Overwrite the remote branch if it still is what you last fetched.]'
        '--allow-private[Send snapshots holding private values anyway (this push only).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_clone() {
    local -i ret=1
    local -ar arg_specs=(
        ':url:'
        ':directory:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_hooks() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'install:Install the pre-push hook (never over one uistate did not write).'
            'uninstall:Remove the pre-push hook uistate installed.'
            'pre-push:The pre-push hook'\''s check: git'\''s refs on standard input, the remote and its URL as arguments.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        install|uninstall|pre-push)
            "_uistate_hooks_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_uistate_hooks_install() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_hooks_uninstall() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_hooks_pre-push() {
    local -i ret=1
    local -ar arg_specs=(
        ':remote:'
        ':url:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_config() {
    local -i ret=1
    local -ar arg_specs=(
        ':key:{__uistate_custom_complete ---completion config -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '*:value:'
        '--list[List every uistate setting.]'
        '--unset[Remove the setting.]'
        '--json[With --list\: print JSON (docs/json.md).]'
        '--show-secret[Print uistate.token and passwords in URLs instead of ***.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_inspect() {
    local -i ret=1
    local -ar arg_specs=(
        ':path:_files'
        '--json[Print JSON (docs/json.md).]'
        '--raw[Print the canonical text form instead of decoded values\: a re-encoding, whose object numbers are not the file'\''s own UIDs.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_mac-apps() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON (docs/json.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_view() {
    local -i ret=1
    local -ar arg_specs=(
        ':a:{__uistate_custom_complete ---completion view -- positional@0 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        ':b:{__uistate_custom_complete ---completion view -- positional@1 "${current_word_index}" "$(__uistate_cursor_index_in_current_word)"}'
        '(--out -o)'{--out,-o}'[Where to write the page; - for standard output (default\: uistate-view.html in the project folder).]:file.html:_files -g '\''*.html'\'''
        '--open[Open the page in the browser (open on macOS, xdg-open elsewhere).]'
        '--archive[The working savedState (default\: the configured one).]:path:_files'
        '--app-version[The app'\''s current version, which marks stale snapshots (default\: uistate.appVersion or the working archive'\''s).]:version:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_sample() {
    local -i ret=1
    local -ar _name=('launch' 'scroll' 'open-item' 'edit-text' 'edit-mode' 'new-item' 'upgrade' 'notes-one-window' 'notes-two-windows' 'notes-draft' 'notes-closed' 'notes-classic' 'mac-one-window' 'mac-two-windows' 'mac-typing' 'mac-window-closed' 'large' 'awkward' 'secrets' 'mac-secrets')
    local -ar arg_specs=(
        ':name:{__uistate_complete "${_name[@]}"}'
        '--out[The savedState folder to write.]:dir:_files -/'
        '--objects[Number of preserved controllers of the '\''large'\'' sample.]:objects:'
        '--variant[Variant of the '\''large'\'' sample\: 0 is the base, others change ten controllers.]:variant:'
        '--list[List the samples.]'
        '--project[Write Homepwner'\''s classic Xcode project into this new folder, to migrate.]:dir:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_demo() {
    local -i ret=1
    local -ar arg_specs=(
        ':directory:_files -/'
        '--scenes[Play only the scene-based SwiftUI notes app.]'
        '--mac[Play only the Mac document editor (AppKit saved state).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_uistate_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:(init commit watch status log show diff restore launch rollback reflog tag check doctor migrate scan redact prune gc remote fetch pull push clone hooks config inspect mac-apps view sample demo)'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _uistate ]]; then
    _uistate "${@}"
else
    compdef _uistate uistate
fi
