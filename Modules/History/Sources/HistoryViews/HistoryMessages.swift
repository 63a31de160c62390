import History
import Shared
import SharedUI

/// The sentences of the history commands' failures, each naming the fix.
/// 历史命令失败时的说明，每条都给出改法。
public struct HistoryMessages: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(HistoryViewsStrings.catalog, language: language)
    }

    public func message(_ error: HistoryError) -> String {
        switch error {
        case .limitOutOfRange(let limit):
            text(
                "history.limit", String(HistoryListViewModel.limits.lowerBound),
                String(HistoryListViewModel.limits.upperBound), String(limit))
        case .weeksOutOfRange(let weeks):
            text(
                "stats.weeks", String(HistoryStatsViewModel.weekLimits.lowerBound),
                String(HistoryStatsViewModel.weekLimits.upperBound), String(weeks))
        case .invalidDate(let given): text("history.date", TerminalText.sanitized(given))
        case .ambiguousPlan(let given, let candidates):
            text(
                "history.ambiguousPlan", TerminalText.sanitized(given),
                candidates.prefix(5).map(TerminalText.sanitized).joined(separator: ", "))
        case .sessionNotFound(let given): text("history.notFound", TerminalText.sanitized(given))
        case .ambiguousSession(let given, let candidates, let matches):
            ambiguous(TerminalText.sanitized(given), candidates: candidates, matches: matches)
        case .unreadableSession(let id):
            text("history.unreadableSession", TerminalText.sanitized(id))
        case .storage(let underlying): RepositoryErrorText(language: text.language).message(underlying)
        }
    }

    /// Several ids start with `given`: the first few, how many others, and to type more.
    private func ambiguous(_ given: String, candidates: [String], matches: Int) -> String {
        let shown = candidates.map { TerminalText.sanitized(String($0.prefix(8))) }.joined(separator: ", ")
        let more = matches - candidates.count
        guard more > 0 else { return text("history.ambiguousSession", given, shown) }
        return text("history.ambiguousSessionMore", given, String(matches), shown, String(more))
    }
}
