function __uistate_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __uistate_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __uistate_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __uistate_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __uistate_parse_tokens -S
    set -l unparsed_tokens (__uistate_tokens -pc)
    switch $unparsed_tokens[1]
    case 'uistate'
        __uistate_parse_subcommand 0 'C=' 'color=' 'no-pager' 'q/quiet' 'v/verbose' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'init'
            __uistate_parse_subcommand 1 'archive=' 'version-key=' 'simulator=' 'device=' 'mac-app=' 'version' 'h/help'
        case 'commit'
            __uistate_parse_subcommand 1 'm/message=+' 'allow-empty' 'redact' 'no-redact' 'version' 'h/help'
        case 'watch'
            __uistate_parse_subcommand 1 'settle=' 'count=' 'pin=' 'force' 'app-version=' 'poll' 'json' 'version' 'h/help'
        case 'status'
            __uistate_parse_subcommand 0 'archive=' 'json' 'version' 'h/help'
        case 'log'
            __uistate_parse_subcommand -r 2 'n=' 'oneline' 'json' 'stale' 'current' 'app-version=' 'version' 'h/help'
        case 'show'
            __uistate_parse_subcommand -r 2 'json' 'stat' 'sizes' 'tree' 'version' 'h/help'
        case 'diff'
            __uistate_parse_subcommand -r 3 'archive=' 'stat' 'name-status' 'patch' 'json' 'exit-code' 'all' 'version' 'h/help'
        case 'restore'
            __uistate_parse_subcommand 1 'to=' 'only=+' 'dry-run' 'force' 'redact' 'app-version=' 'version' 'h/help'
        case 'launch'
            __uistate_parse_subcommand 1 'console' 'record' 'force' 'app-version=' 'wait=' 'settle=' 'json' 'version' 'h/help'
        case 'rollback'
            __uistate_parse_subcommand 1 'no-restore' 'force' 'app-version=' 'version' 'h/help'
        case 'reflog'
            __uistate_parse_subcommand 1 'n=' 'json' 'version' 'h/help'
        case 'tag'
            __uistate_parse_subcommand 2 'l/list' 'd/delete' 'f/force' 'json' 'version' 'h/help'
        case 'check'
            __uistate_parse_subcommand 1 'archive=' 'app-version=' 'app=' 'project=' 'json' 'version' 'h/help'
        case 'doctor'
            __uistate_parse_subcommand 1 'state=' 'no-state' 'history=' 'strict' 'manifest' 'target=' 'json' 'reporter=+' 'baseline=' 'write-baseline=' 'input-file-list=' 'fix' 'dry-run' 'rules' 'version' 'h/help'
        case 'migrate'
            __uistate_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'scenes'
                __uistate_parse_subcommand 1 'target=' 'dry-run' 'apply' 'allow-dirty' 'json' 'version' 'h/help'
            case 'state'
                __uistate_parse_subcommand 1 'project=' 'target=' 'activity-type=' 'to=' 'm/message=' 'json' 'version' 'h/help'
            end
        case 'scan'
            __uistate_parse_subcommand -r 1 'all' 'working-archive' 'archive=' 'rules' 'json' 'version' 'h/help'
        case 'redact'
            __uistate_parse_subcommand 1 'all' 'force' 'expire' 'd/dry-run' 'json' 'version' 'h/help'
        case 'prune'
            __uistate_parse_subcommand 0 'stale' 'keep-last=' 'keep-hourly=' 'keep-daily=' 'keep-weekly=' 'keep-monthly=' 'keep-yearly=' 'keep-tag' 'app-version=' 'dry-run' 'delete-tags' 'keep-tags' 'version' 'h/help'
        case 'gc'
            __uistate_parse_subcommand 0 'prune=' 'version' 'h/help'
        case 'remote'
            __uistate_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'add'
                __uistate_parse_subcommand 2 'version' 'h/help'
            case 'remove'
                __uistate_parse_subcommand 1 'version' 'h/help'
            case 'list'
                __uistate_parse_subcommand 0 'json' 'version' 'h/help'
            case 'set-url'
                __uistate_parse_subcommand 2 'version' 'h/help'
            end
        case 'fetch'
            __uistate_parse_subcommand 1 'version' 'h/help'
        case 'pull'
            __uistate_parse_subcommand 1 'version' 'h/help'
        case 'push'
            __uistate_parse_subcommand -r 2 'tags' 'force-with-lease' 'allow-private' 'version' 'h/help'
        case 'clone'
            __uistate_parse_subcommand 2 'version' 'h/help'
        case 'hooks'
            __uistate_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'install'
                __uistate_parse_subcommand 0 'version' 'h/help'
            case 'uninstall'
                __uistate_parse_subcommand 0 'version' 'h/help'
            case 'pre-push'
                __uistate_parse_subcommand 2 'version' 'h/help'
            end
        case 'config'
            __uistate_parse_subcommand -r 2 'list' 'unset' 'json' 'show-secret' 'version' 'h/help'
        case 'inspect'
            __uistate_parse_subcommand 1 'json' 'raw' 'version' 'h/help'
        case 'mac-apps'
            __uistate_parse_subcommand 0 'json' 'version' 'h/help'
        case 'view'
            __uistate_parse_subcommand 2 'o/out=' 'open' 'archive=' 'app-version=' 'version' 'h/help'
        case 'sample'
            __uistate_parse_subcommand 1 'out=' 'objects=' 'variant=' 'list' 'project=' 'version' 'h/help'
        case 'demo'
            __uistate_parse_subcommand 1 'scenes' 'mac' 'version' 'h/help'
        case 'help'
            __uistate_parse_subcommand -r 1 'version'
        end
    end
end

function __uistate_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __uistate_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __uistate_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __uistate_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__uistate_tokens -p)
    if test -z "$(__uistate_tokens -t)"
        set -l index (count (__uistate_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'uistate' -f
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" C' -s 'C' -d 'Run as if started in <directory>.' -rfa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" color' -l 'color' -d 'When to color output: auto (a terminal, NO_COLOR unset), always or never.' -rfka 'auto always never'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" no-pager' -l 'no-pager' -d 'Do not page long output.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" q quiet' -l 'quiet' -s 'q' -d 'Print only errors and the data asked for: no confirmations, notes or progress.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" v verbose' -l 'verbose' -s 'v' -d 'Print more about what is done.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'init' -d 'Create a snapshot repository.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'commit' -d 'Record the app\'s saved state as a snapshot.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'watch' -d 'Commit every preservation run as the app writes it.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'status' -d 'Compare the working archive with HEAD.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'log' -d 'List snapshots, newest first.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'show' -d 'Show a snapshot: its metadata, app-level values, objects and scene sessions.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'diff' -d 'Show what changed between two UI states, object by object and key by key.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'restore' -d 'Put a snapshot back as the app\'s saved state, for its next launch.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'launch' -d 'Quit the app, put a snapshot back, and launch it with restoration\'s debug log on.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'rollback' -d 'Move the branch back to an earlier snapshot and restore it.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'reflog' -d 'List where the branch (or another ref) has pointed, newest first.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'tag' -d 'Name snapshots worth keeping; list or delete names.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'check' -d 'Would UIKit (or AppKit) restore this snapshot?'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'doctor' -d 'Read the app\'s project and say why its state would not come back.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'migrate' -d 'Move a classic app to the UIScene life cycle with its state restoration.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'scan' -d 'Find passwords, tokens, emails and other private values in saved states.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'redact' -d 'Take private values out of recorded snapshots (rewrites history).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'prune' -d 'Discard stale snapshots, or thin history by retention rules (restic\'s forget).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'gc' -d 'Expire old history and repack the repository.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'remote' -d 'Manage the git servers snapshots are shared through.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'fetch' -d 'Download snapshots and tags from a remote.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'pull' -d 'Fetch, then bring the branch up to date with the remote.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'push' -d 'Upload snapshots (branches and tags) to a remote.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'clone' -d 'Copy a snapshot repository from a git server.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'hooks' -d 'Install or remove the pre-push hook that makes plain git push check for private values.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'config' -d 'Read or change the repository\'s uistate settings.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'inspect' -d 'Show what a state restoration archive, any keyed archive or any property list holds.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'mac-apps' -d 'List the Mac apps\' saved states (AppKit) in your home, in every place macOS keeps them.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'view' -d 'Draw a UI state (or the changes between two) and its history as a page for the browser.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'sample' -d 'Write the savedState folder of a built-in sample app.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'demo' -d 'Play a complete sample session and leave a repository to explore.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate init" -eq 1' -fa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" archive' -l 'archive' -d 'The working savedState folder or data.data.' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" version-key' -l 'version-key' -d 'The root key that holds the app version.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" simulator' -l 'simulator' -d 'Find the working archive of this app in an iOS simulator.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" device' -l 'device' -d 'The simulator: a UDID, or booted.' -rfka 'booted'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" mac-app' -l 'mac-app' -d 'Find the saved state of this Mac app (AppKit): its container, talagent\'s, or ~/Library.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate init" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate commit" -eq 1' -F
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate commit"' -l 'message' -s 'm' -d 'The snapshot\'s message: its first line the subject (repeat for more paragraphs, as git commit -m).' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate commit" allow-empty' -l 'allow-empty' -d 'Record a snapshot even if it equals HEAD.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate commit" redact' -l 'redact' -d 'Replace private values with placeholders (default: uistate.redact; docs/privacy.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate commit" no-redact' -l 'no-redact' -d 'Replace private values with placeholders (default: uistate.redact; docs/privacy.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate commit" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate commit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate watch" -eq 1' -fa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" settle' -l 'settle' -d 'Quiet time before a run is read, in milliseconds.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" count' -l 'count' -d 'Stop after this many snapshots.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" pin' -l 'pin' -d 'Put this snapshot back after every run.' -rfka '(__uistate_custom_completion ---completion watch -- --pin (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" force' -l 'force' -d 'Pin a stale snapshot anyway.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" app-version' -l 'app-version' -d 'The app\'s current version, for --pin\'s staleness check.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" poll' -l 'poll' -d 'Look every 100 ms instead of waiting for change notifications.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" json' -l 'json' -d 'Print a JSON object per line for each event (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate watch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate status" archive' -l 'archive' -d 'The working savedState (default: the configured one).' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate status" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate status" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate status" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate log" -eq 1' -fka '(__uistate_custom_completion ---completion log -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" n' -s 'n' -d 'Show at most this many snapshots.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" oneline' -l 'oneline' -d 'One line per snapshot.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" stale' -l 'stale' -d 'Only snapshots that are stale for the app\'s current version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" current' -l 'current' -d 'Only snapshots that are current (not stale).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" app-version' -l 'app-version' -d 'The app\'s current version (default: uistate.appVersion or the working archive\'s).' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate log" -ge 2' -fka '(__uistate_custom_completion ---completion log -- positional@1 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate log" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate show" -eq 1' -fka '(__uistate_custom_completion ---completion show -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate show" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate show" stat' -l 'stat' -d 'Instead of the whole snapshot, what it changed against its parent: a line per object with the number of changed keys, and a summary.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate show" sizes' -l 'sizes' -d 'Each object\'s size in bytes and share of the whole, biggest first, and the biggest keys.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate show" tree' -l 'tree' -d 'The controller tree UIKit (a Mac app: AppKit\'s windows) would rebuild, drawn in the terminal.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate show" -ge 2' -fka '(__uistate_custom_completion ---completion show -- positional@1 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate show" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate diff" -eq 1' -fka '(__uistate_custom_completion ---completion diff -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate diff" -eq 2' -fka '(__uistate_custom_completion ---completion diff -- positional@1 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" archive' -l 'archive' -d 'The working savedState (default: the configured one).' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" stat' -l 'stat' -d 'A line per object with the number of changed keys, and a summary.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" name-status' -l 'name-status' -d 'A status letter (A, D, M, T) and the path of each changed object.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" patch' -l 'patch' -d 'A unified diff of the stored canonical texts.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" exit-code' -l 'exit-code' -d 'Exit with 1 when there are differences.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" all' -l 'all' -d 'Also show the timestamp, which changes with every preservation run.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate diff" -ge 3' -fka '(__uistate_custom_completion ---completion diff -- positional@2 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate diff" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate restore" -eq 1' -fka '(__uistate_custom_completion ---completion restore -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" to' -l 'to' -d 'Where to write: a savedState folder (new, empty or a saved state\'s; any other is refused) or a data.data path.' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore"' -l 'only' -d 'Restore only this scene session, Mac window or object, and the objects below it (repeat for more).' -rfka '(__uistate_custom_completion ---completion restore -- --only (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" dry-run' -l 'dry-run' -d 'Say what would be written, write nothing.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" force' -l 'force' -d 'Restore a stale snapshot anyway.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" redact' -l 'redact' -d 'Replace private values with placeholders and give Mac windows new keys (a state to attach to a bug report).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" app-version' -l 'app-version' -d 'The app\'s current version (default: uistate.appVersion or the working archive\'s).' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate restore" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate launch" -eq 1' -fka '(__uistate_custom_completion ---completion launch -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" console' -l 'console' -d 'Show the app\'s console as it comes, until Ctrl-C.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" record' -l 'record' -d 'Then commit the app\'s next preservation run.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" force' -l 'force' -d 'Launch a stale snapshot anyway; kill a Mac app instead of asking it to quit.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" app-version' -l 'app-version' -d 'The app\'s current version (default: uistate.appVersion or the working archive\'s).' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" wait' -l 'wait' -d 'Without --console: wait at most this long for the launch to settle.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" settle' -l 'settle' -d 'With --record: the quiet time that ends a run, in ms.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate launch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate rollback" -eq 1' -fka '(__uistate_custom_completion ---completion rollback -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate rollback" no-restore' -l 'no-restore' -d 'Only move the branch; do not write the working archive.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate rollback" force' -l 'force' -d 'Roll back to a stale snapshot anyway.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate rollback" app-version' -l 'app-version' -d 'The app\'s current version.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate rollback" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate rollback" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate reflog" -eq 1' -fka '(__uistate_custom_completion ---completion reflog -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate reflog" n' -s 'n' -d 'Show at most this many entries.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate reflog" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate reflog" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate reflog" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate tag" -eq 1' -fka '(__uistate_custom_completion ---completion tag -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate tag" -eq 2' -fka '(__uistate_custom_completion ---completion tag -- positional@1 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate tag" l list' -s 'l' -l 'list' -d 'List tags (optionally those matching <name> as a pattern).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate tag" d delete' -s 'd' -l 'delete' -d 'Delete the tag <name>.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate tag" f force' -l 'force' -s 'f' -d 'Move an existing tag.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate tag" json' -l 'json' -d 'With -l: print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate tag" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate tag" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate check" -eq 1' -fka '(__uistate_custom_completion ---completion check -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" archive' -l 'archive' -d 'Check a savedState on disk instead of a snapshot.' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" app-version' -l 'app-version' -d 'The app\'s current version.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" app' -l 'app' -d 'What the app can restore (JSON, docs/check.md).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" project' -l 'project' -d 'Derive what the app can restore from its project (docs/doctor.md).' -rfa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate doctor" -eq 1' -fa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" state' -l 'state' -d 'Cross-check the objects of this snapshot (default: HEAD).' -rfka '(__uistate_custom_completion ---completion doctor -- --state (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" no-state' -l 'no-state' -d 'Do not read the repository: the project alone.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" history' -l 'history' -d 'How many of the newest snapshots the cross-check reads.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" strict' -l 'strict' -d 'Exit 1 on a warning too.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" manifest' -l 'manifest' -d 'Print the app manifest derived from the project (JSON for check --app) and nothing else.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" target' -l 'target' -d 'Diagnose this app target only (default: every iOS app target of the folder).' -rfka '(__uistate_custom_completion ---completion doctor -- --target (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" json' -l 'json' -d 'Print JSON (docs/json.md); the same as --reporter json.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor"' -l 'reporter' -d 'Write the findings as text, json, xcode, github-actions or sarif, to standard output or (NAME=PATH) to a file; repeatable.' -rfka '(__uistate_custom_completion ---completion doctor -- --reporter (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" baseline' -l 'baseline' -d 'Report only the findings this baseline file does not hold.' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" write-baseline' -l 'write-baseline' -d 'Write the current findings to a baseline file (and exit 0).' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" input-file-list' -l 'input-file-list' -d 'Write the files doctor read to this Xcode file list (.xcfilelist), for a Run Script phase\'s input file lists.' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" fix' -l 'fix' -d 'Make the mechanical repairs: a storyboard container\'s restoration identifier, an activity type in NSUserActivityTypes.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" dry-run' -l 'dry-run' -d 'With --fix: print the repairs as a unified diff and write nothing.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" rules' -l 'rules' -d 'List the finding codes with what each means, and nothing else.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate doctor" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate migrate" -eq 1' -fa 'scenes' -d 'Plan (or with --apply, make) the move of the app\'s project to the UIScene life cycle.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate migrate" -eq 1' -fa 'state' -d 'Convert a recorded classic snapshot into the scene session the migrated app restores.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate migrate scenes" -eq 1' -fa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" target' -l 'target' -d 'Migrate this app target only (default: every iOS app target of the folder).' -rfka '(__uistate_custom_completion ---completion migrate scenes -- --target (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" dry-run' -l 'dry-run' -d 'Print the change as a unified diff and write nothing.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" apply' -l 'apply' -d 'Write the change.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" allow-dirty' -l 'allow-dirty' -d 'With --apply: write in a git work tree with uncommitted changes, or in none.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate scenes" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate migrate state" -eq 1' -fka '(__uistate_custom_completion ---completion migrate state -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" project' -l 'project' -d 'The app\'s project (migrated or not): its bundle id names the activity type.' -rfa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" target' -l 'target' -d 'With --project: the app target (default: the repository\'s app, or the only one).' -rfka '(__uistate_custom_completion ---completion migrate state -- --target (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" activity-type' -l 'activity-type' -d 'The migrated app\'s restoration activity type, when the project does not say it.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" to' -l 'to' -d 'Write the converted state to this savedState folder (new, empty or a saved state\'s; any other is refused).' -rfa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" m message' -l 'message' -s 'm' -d 'Commit the converted state as a new snapshot with this message.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate migrate state" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate scan" -ge 1' -fka '(__uistate_custom_completion ---completion scan -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" all' -l 'all' -d 'Every snapshot on a branch, tag or backup (what a push could send).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" working-archive' -l 'working-archive' -d 'The working archive too, with --all or revisions.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" archive' -l 'archive' -d 'Scan this savedState folder (or data.data) too.' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" rules' -l 'rules' -d 'List the rules in effect and exit.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate scan" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate redact" -eq 1' -fka '(__uistate_custom_completion ---completion redact -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" all' -l 'all' -d 'Every branch, tag and backup.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" force' -l 'force' -d 'Rewrite snapshots a remote already has.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" expire' -l 'expire' -d 'Then drop the originals at once (gc --prune=now).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" d dry-run' -l 'dry-run' -s 'd' -d 'Say what would be rewritten; change nothing.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate redact" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" stale' -l 'stale' -d 'Drop the snapshots stale for the app\'s current version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-last' -l 'keep-last' -d 'Keep the N newest snapshots.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-hourly' -l 'keep-hourly' -d 'Keep the newest snapshot of each of the last N hours that have one.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-daily' -l 'keep-daily' -d 'Keep the newest snapshot of each of the last N days that have one.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-weekly' -l 'keep-weekly' -d 'Keep the newest snapshot of each of the last N ISO weeks that have one.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-monthly' -l 'keep-monthly' -d 'Keep the newest snapshot of each of the last N months that have one.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-yearly' -l 'keep-yearly' -d 'Keep the newest snapshot of each of the last N years that have one.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-tag' -l 'keep-tag' -d 'Keep tagged snapshots on the branch.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" app-version' -l 'app-version' -d 'The app\'s current version (default: uistate.appVersion or the working archive\'s).' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" dry-run' -l 'dry-run' -d 'Say what would be dropped, change nothing.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" delete-tags' -l 'delete-tags' -d 'Delete tags that point at dropped snapshots.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" keep-tags' -l 'keep-tags' -d 'Keep tags on dropped snapshots (they keep those snapshots alive).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate prune" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate gc" prune' -l 'prune' -d 'Grace period: now, never, or an age such as 2.weeks.ago.' -rfka 'now never 2.weeks.ago 1.day.ago'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate gc" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate gc" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate remote" -eq 1' -fa 'add' -d 'Add a remote.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate remote" -eq 1' -fa 'remove' -d 'Remove a remote and its remote-tracking branches.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate remote" -eq 1' -fa 'list' -d 'List remotes and their URLs.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate remote" -eq 1' -fa 'set-url' -d 'Change a remote\'s URL.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote add" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate remote remove" -eq 1' -fka '(__uistate_custom_completion ---completion remote remove -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote remove" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote list" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote list" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate remote set-url" -eq 1' -fka '(__uistate_custom_completion ---completion remote set-url -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote set-url" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate remote set-url" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate fetch" -eq 1' -fka '(__uistate_custom_completion ---completion fetch -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate fetch" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate fetch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate pull" -eq 1' -fka '(__uistate_custom_completion ---completion pull -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate pull" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate pull" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate push" -eq 1' -fka '(__uistate_custom_completion ---completion push -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate push" -ge 2' -fka '(__uistate_custom_completion ---completion push -- positional@1 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate push" tags' -l 'tags' -d 'Also push every tag.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate push" force-with-lease' -l 'force-with-lease' -d 'Overwrite the remote branch if it still is what you last fetched.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate push" allow-private' -l 'allow-private' -d 'Send snapshots holding private values anyway (this push only).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate push" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate push" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate clone" -eq 1' -fa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate clone" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate clone" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate hooks" -eq 1' -fa 'install' -d 'Install the pre-push hook (never over one uistate did not write).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate hooks" -eq 1' -fa 'uninstall' -d 'Remove the pre-push hook uistate installed.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate hooks" -eq 1' -fa 'pre-push' -d 'The pre-push hook\'s check: git\'s refs on standard input, the remote and its URL as arguments.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks install" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks install" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks uninstall" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks uninstall" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks pre-push" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate hooks pre-push" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate config" -eq 1' -fka '(__uistate_custom_completion ---completion config -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate config" list' -l 'list' -d 'List every uistate setting.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate config" unset' -l 'unset' -d 'Remove the setting.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate config" json' -l 'json' -d 'With --list: print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate config" show-secret' -l 'show-secret' -d 'Print uistate.token and passwords in URLs instead of ***.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate config" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate config" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate inspect" -eq 1' -F
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate inspect" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate inspect" raw' -l 'raw' -d 'Print the canonical text form instead of decoded values: a re-encoding, whose object numbers are not the file\'s own UIDs.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate inspect" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate inspect" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate mac-apps" json' -l 'json' -d 'Print JSON (docs/json.md).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate mac-apps" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate mac-apps" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate view" -eq 1' -fka '(__uistate_custom_completion ---completion view -- positional@0 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate view" -eq 2' -fka '(__uistate_custom_completion ---completion view -- positional@1 (count (__uistate_tokens -pc)) (__uistate_tokens -tC))'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate view" o out' -l 'out' -s 'o' -d 'Where to write the page; - for standard output (default: uistate-view.html in the project folder).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'html\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate view" open' -l 'open' -d 'Open the page in the browser (open on macOS, xdg-open elsewhere).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate view" archive' -l 'archive' -d 'The working savedState (default: the configured one).' -rF
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate view" app-version' -l 'app-version' -d 'The app\'s current version, which marks stale snapshots (default: uistate.appVersion or the working archive\'s).' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate view" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate view" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate sample" -eq 1' -fka 'launch scroll open-item edit-text edit-mode new-item upgrade notes-one-window notes-two-windows notes-draft notes-closed notes-classic mac-one-window mac-two-windows mac-typing mac-window-closed large awkward secrets mac-secrets'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" out' -l 'out' -d 'The savedState folder to write.' -rfa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" objects' -l 'objects' -d 'Number of preserved controllers of the \'large\' sample.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" variant' -l 'variant' -d 'Variant of the \'large\' sample: 0 is the base, others change ten controllers.' -rfka ''
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" list' -l 'list' -d 'List the samples.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" project' -l 'project' -d 'Write Homepwner\'s classic Xcode project into this new folder, to migrate.' -rfa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate sample" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate demo" -eq 1' -fa '(__uistate_complete_directories)'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate demo" scenes' -l 'scenes' -d 'Play only the scene-based SwiftUI notes app.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate demo" mac' -l 'mac' -d 'Play only the Mac document editor (AppKit saved state).'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate demo" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate demo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_flags_or_options "uistate help" version' -l 'version' -d 'Show the version.'
complete -c 'uistate' -n '__uistate_should_offer_completions_for_positional "uistate help" -ge 1' -fa 'init commit watch status log show diff restore launch rollback reflog tag check doctor migrate scan redact prune gc remote fetch pull push clone hooks config inspect mac-apps view sample demo'
