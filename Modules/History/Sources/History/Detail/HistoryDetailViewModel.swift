import Observation
import Shared

/// One session in full, for reviewing a workout: its plan, times, tags, adjustments and event timeline.
/// 单次训练的完整记录，用于回顾：计划、时长、标签、调整与事件时间线。
@MainActor
@Observable
public final class HistoryDetailViewModel {
    /// The session, after `load`.
    public private(set) var session: Session?

    @ObservationIgnored private let history: any HistoryRepository

    public init(history: any HistoryRepository) {
        self.history = history
    }

    /// Finds the session whose id starts with `id` (at least one hex digit; dashes allowed).
    public func load(id: String) throws(HistoryError) {
        let prefix = id.trimmingSpaces().lowercased()
        guard !prefix.isEmpty, prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { throw .sessionNotFound(id) }
        let found = try HistoryStorage.run { try history.sessions(idPrefix: prefix, limit: 6) }
        switch found.matches {
        case 0: throw .sessionNotFound(id)
        case 1:
            guard let only = found.sessions.first else { throw .unreadableSession(found.ids.first ?? prefix) }
            session = only
        default: throw .ambiguousSession(id, candidates: found.ids, matches: found.matches)
        }
    }

    /// Each event with the segment it happened in, in order.
    public var timeline: [HistoryTimelineEntry] { session.map(HistoryTimelineEntry.timeline) ?? [] }
}
