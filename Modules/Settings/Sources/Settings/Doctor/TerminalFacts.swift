import Shared

/// What the App knows about the terminal and language, for the doctor's report.
/// App 所知的终端与语言情况，供诊断报告使用。
public struct TerminalFacts: Hashable, Sendable {
    /// True when standard output is a terminal.
    public let isTTY: Bool
    /// Columns and rows, when known.
    public let columns: Int?
    public let rows: Int?
    /// `TERM`, when set.
    public let term: String?
    public let colours: Bool
    public let language: AppLanguage

    public init(isTTY: Bool, columns: Int?, rows: Int?, term: String?, colours: Bool, language: AppLanguage) {
        self.isTTY = isTTY
        self.columns = columns
        self.rows = rows
        self.term = term
        self.colours = colours
        self.language = language
    }

    /// True when `interfit start` can show the full-screen training screen here.
    public var supportsScreen: Bool { isTTY && !(term ?? "").isEmpty && term != "dumb" }
}
