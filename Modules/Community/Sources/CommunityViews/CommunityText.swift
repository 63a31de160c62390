import HubAPI
import Shared
import SharedUI

/// What every community view shares: the strings, short ids, text from a hub made safe, shapes and ages.
/// 各社区视图共用的部分：字符串、短编号、经安全处理的社区中心文字、训练形状与时长描述。
enum CommunityText {
    /// The most columns a title takes in a table; longer ones end in `…`.
    static let titleColumns = 32
    /// The most columns a handle takes in a table.
    static let handleColumns = 16

    /// CommunityViews' strings in `language`.
    static func table(_ language: AppLanguage) -> StringTable {
        StringTable(CommunityViewsStrings.catalog, language: language)
    }

    /// Text received from a hub, safe for a terminal (controls and escapes shown escaped), cut to `columns`.
    static func safe(_ text: String, columns: Int? = nil) -> String {
        let shown = TerminalText.sanitized(text)
        guard let columns else { return shown }
        return TextWidth.fit(shown, columns)
    }

    /// The first 8 characters of an id, as tables show it (the full id, or a kept one's prefix, is accepted back).
    static func shortID(_ id: String) -> String { safe(String(id.prefix(8))) }

    /// `8×(20/10)`, or `2×[8×(20/10)]` with rounds.
    static func shape(sets: Int, work: Int, rest: Int, rounds: Int) -> String {
        let block = "\(sets)×(\(DurationText.compact(work))/\(DurationText.compact(rest)))"
        return rounds > 1 ? "\(rounds)×[\(block)]" : block
    }

    /// A post's shape and total, `8×(20/10) = 3:50`, from its numbers (never from the hub's own text).
    static func summary(_ post: HubPost) -> String {
        shape(sets: post.setsCount, work: post.workSeconds, rest: post.restSeconds, rounds: post.rounds) + " = "
            + DurationText.clock(post.totalSeconds)
    }

    /// `3 h`, `12 min`, `2 days`: how long ago something was fetched.
    static func age(_ seconds: Int, _ text: StringTable) -> String {
        switch seconds {
        case ..<60: text("age.seconds")
        case ..<3600: text("age.minutes", String(seconds / 60))
        case ..<(2 * 86_400): text("age.hours", String(seconds / 3600))
        default: text("age.days", String(seconds / 86_400))
        }
    }

    /// `line` without trailing spaces.
    static func trimmedEnd(_ line: String) -> String {
        var trimmed = line
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }

    /// Lines of a multi-line text from a hub, each made safe (line feeds kept as line breaks).
    static func safeLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { safe(String($0)) }
    }
}
