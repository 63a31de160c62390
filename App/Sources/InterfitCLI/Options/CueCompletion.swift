import ArgumentParser
import Shared

/// Shell completion for `--cues`: each cue kind, and after a comma the kinds not listed yet (`none` stands alone).
/// `--cues` 的 shell 补全：每种提示方式；逗号之后补全尚未列出的方式（`none` 只能单独使用）。
enum CueCompletion {
    /// The completion `--cues` declares.
    static let kind = CompletionKind.custom { _, _, prefix in candidates(typed: prefix) }

    /// The lists that complete what was typed: `bell,` offers `bell,tone` and `bell,voice`.
    static func candidates(typed: String) -> [String] {
        let word = ShellCompletion.unquoted(typed)
        var listed = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        listed.removeLast()
        guard !listed.contains("none") else { return [] }
        let head = listed.isEmpty ? "" : listed.joined(separator: ",") + ","
        let kinds = CueList.words.filter { !listed.contains($0) && (listed.isEmpty || $0 != "none") }
        return ShellCompletion.offer(kinds.map { head + $0 }, typed: typed)
    }
}
