import ArgumentParser

/// The shell completion scripts `uistate --generate-completion-script` prints: ArgumentParser's,
/// with what it does not generate added: the command names after `uistate help`, and in bash
/// (which splits a word at `=`) the path after `--reporter NAME=`.
public enum CompletionScripts {
    public static func script(for shell: CompletionShell) -> String {
        var text = UIState.completionScript(for: shell)
        let commands = UIState.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
        switch shell {
        case .bash:
            let words = commands.map { "'\($0)'" }.joined(separator: "$'\\n'")
            text = text.replacing("""
                _uistate_help() {
                    repeating_flags=()
                    non_repeating_flags=(--version)
                    repeating_options=()
                    non_repeating_options=()
                    __uistate_offer_flags_options -1
                }
                """, with: """
                _uistate_help() {
                    repeating_flags=()
                    non_repeating_flags=(--version)
                    repeating_options=()
                    non_repeating_options=()
                    __uistate_offer_flags_options -1
                    # The command names, for `uistate help <command>`.
                    __uistate_add_completions -W \(words)
                }
                """)
            text = text.replacing("""
                    __uistate_offer_flags_options 1

                    # Offer option value completions
                    case "${prev}" in
                    '--state')
                        __uistate_add_completions -W "$(__uistate_custom_complete ---completion doctor
                """, with: """
                    __uistate_offer_flags_options 1

                    # `--reporter sarif=<TAB>`: bash splits the word at '=', so the path comes alone.
                    if [[ "${prev}" == '=' && "${COMP_WORDS[COMP_CWORD-3]}" == '--reporter' ]] \\
                        || [[ "${COMP_WORDS[COMP_CWORD]}" == '=' && "${COMP_WORDS[COMP_CWORD-2]}" == '--reporter' ]]; then
                        __uistate_add_completions -f
                        return
                    fi

                    # Offer option value completions
                    case "${prev}" in
                    '--state')
                        __uistate_add_completions -W "$(__uistate_custom_complete ---completion doctor
                """)
        case .zsh:
            text = text.replacing("""
                _uistate_help() {
                    local -i ret=1
                    local -ar arg_specs=(
                        '*:subcommands:'
                """, with: """
                _uistate_help() {
                    local -i ret=1
                    local -ar arg_specs=(
                        '*:subcommands:(\(commands.joined(separator: " ")))'
                """)
        case .fish:
            // (The generated script ends without a line feed; the caller adds one.)
            text += "\ncomplete -c 'uistate' -n '__uistate_should_offer_completions_for_positional \"uistate help\" -ge 1' -fa '\(commands.joined(separator: " "))'"
        default:
            break
        }
        return text
    }
}
