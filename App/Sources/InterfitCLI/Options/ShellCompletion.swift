import ArgumentParser
import Foundation
import Shared

/// Completion answers as literal candidates for every shell, and scripts describing built-ins in the user's language.
/// 补全脚本及其回答所需的处理：无论哪种 shell 都给出原样的候选项，并让脚本中的内置说明使用用户的语言。
enum ShellCompletion {
    /// True when `arguments` ask for a completion script (`--generate-completion-script`, with or without a shell).
    static func isScriptRequest(_ arguments: [String]) -> Bool {
        arguments.contains { $0.hasPrefix("--generate-completion-script") }
    }

    /// The candidates starting with what was typed (quotes and backslashes removed), written for the shell asking.
    static func offer(_ candidates: [String], typed: String) -> [String] {
        let word = unquoted(typed).lowercased()
        let matching = candidates.filter { $0.lowercased().hasPrefix(word) }
        // zsh's `_describe` reads `value:description`: a colon (or backslash) in a value is escaped.
        guard CompletionShell.requesting == .zsh else { return matching }
        return matching.map {
            $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
        }
    }

    /// The word being completed as the shell will read it: `Hill\ r`, `"Hill r` and `'Hill r` are `Hill r`.
    static func unquoted(_ typed: String) -> String {
        // fish hands over its tokens unescaped already.
        guard CompletionShell.requesting != .fish else { return typed }
        var result = ""
        var quote: Character?
        var escaped = false
        for character in typed {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
            } else if quote == nil, character == "'" || character == "\"" {
                quote = character
            } else if character == quote {
                quote = nil
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// ArgumentParser's completion script with built-in flags in the user's language and bash taking our answers as is.
    static func adjusted(_ script: String) -> String {
        // bash's `compgen -W` would expand `$HOME` in a plan name, drop its quotes, and match it against the word
        // still quoted (`Hill\ r`): our candidates are already filtered, so they are added line by line.
        var script = script
        for (english, key) in [
            ("Show subcommand help information.", "help.helpCommand"), ("Show help information.", "help.helpFlag"),
            ("Show the version.", "help.versionFlag"),
        ] {
            script = script.replacingOccurrences(of: english, with: HelpText.of(key))
        }
        guard script.contains("complete -o filenames -F ") else { return script }
        let name = "__interfit_add_completions"
        let literal = "__interfit_add_literal_completions"
        script = script.replacingOccurrences(
            of: "\(name) -W \"$(__interfit_custom_complete ", with: "\(literal) \"$(__interfit_custom_complete ")
        return script.replacingOccurrences(
            of: "\(name)() {",
            with: """
                \(literal)() {
                    local completion
                    while IFS='' read -r completion; do
                        [[ -n "${completion}" ]] && COMPREPLY+=("${completion}")
                    done <<<"${1}"
                }

                \(name)() {
                """)
    }
}
