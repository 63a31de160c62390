import Shared

/// The neutral words for a session's status and tags ("completed", "ended early"; no judgement).
/// 会话状态与标签的中性用词（“已完成”“提前结束”，不做评判）。
public struct SessionText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    public func status(_ status: SessionStatus) -> String { text("status." + status.rawValue) }

    public func tag(_ tag: SessionTag) -> String { text("tag." + tag.rawValue) }

    /// The tags in their fixed order, joined by commas.
    public func tags(_ tags: Set<SessionTag>) -> String {
        SessionTag.allCases.filter(tags.contains).map(tag).joined(separator: text("list.separator"))
    }

    /// Why a pause happened, in a few words.
    public func pauseReason(_ reason: PauseReason) -> String { text("pause." + reason.rawValue) }
}
