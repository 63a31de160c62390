import Foundation
import History
import Shared

/// The stable `history show --json` shape: the history entry's keys plus the snapshot, events and adjustments.
/// `history show --json` 的稳定结构：历史条目的键，加上快照、事件与调整。
public struct SessionDetailJSON: Encodable, Sendable {
    private let session: Session

    public init(_ session: Session) {
        self.session = session
    }

    private enum Keys: String, CodingKey {
        case snapshot, events, overrides
    }

    /// The plan as it ran.
    /// 运行时的计划。
    private struct Snapshot: Encodable {
        let name: String
        let summary: String
        let totalSeconds: Int
        let content: PlanContent
        let adjusted: Bool

        enum CodingKeys: String, CodingKey { case name, summary, totalSeconds, adjusted }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(summary, forKey: .summary)
            try container.encode(totalSeconds, forKey: .totalSeconds)
            try container.encode(adjusted, forKey: .adjusted)
            try content.encode(to: encoder)
        }
    }

    /// One event: `type`, `t` and the event's own keys (as in `--events ndjson`).
    /// 一个事件：`type`、`t` 及其自身的键（与 `--events ndjson` 相同）。
    private struct Event: Encodable {
        let event: SessionEvent

        enum CodingKeys: String, CodingKey { case type, t, index, from, reason, seconds }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(event.t, forKey: .t)
            switch event.kind {
            case .started: try container.encode("started", forKey: .type)
            case .segmentChanged(let index):
                try container.encode("segment", forKey: .type)
                try container.encode(index, forKey: .index)
            case .paused(let reason):
                try container.encode("paused", forKey: .type)
                try container.encode(reason.rawValue, forKey: .reason)
            case .resumed: try container.encode("resumed", forKey: .type)
            case .skipped(let from):
                try container.encode("skipped", forKey: .type)
                try container.encode(from, forKey: .from)
            case .wentBack(let from):
                try container.encode("wentBack", forKey: .type)
                try container.encode(from, forKey: .from)
            case .restExtended(let seconds):
                try container.encode("restExtended", forKey: .type)
                try container.encode(seconds, forKey: .seconds)
            case .restEndedEarly(let index):
                try container.encode("restEndedEarly", forKey: .type)
                try container.encode(index, forKey: .index)
            case .degraded(let reason):
                try container.encode("degraded", forKey: .type)
                try container.encode(reason, forKey: .reason)
            case .recovered: try container.encode("recovered", forKey: .type)
            case .completed: try container.encode("completed", forKey: .type)
            case .ended: try container.encode("ended", forKey: .type)
            }
        }
    }

    /// One adjustment: `type`, the segment index and its seconds.
    /// 一项调整：`type`、阶段序号与秒数。
    private struct Adjustment: Encodable {
        let change: SessionOverride

        enum CodingKeys: String, CodingKey { case type, segment, seconds }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch change {
            case .restExtended(let index, let seconds):
                try container.encode("restExtended", forKey: .type)
                try container.encode(index, forKey: .segment)
                try container.encode(Double(seconds), forKey: .seconds)
            case .restEndedEarly(let index, let remaining):
                try container.encode("restEndedEarly", forKey: .type)
                try container.encode(index, forKey: .segment)
                try container.encode(remaining, forKey: .seconds)
            case .skipped(let index, let remaining):
                try container.encode("skipped", forKey: .type)
                try container.encode(index, forKey: .segment)
                try container.encode(remaining, forKey: .seconds)
            case .wentBack(let index):
                try container.encode("wentBack", forKey: .type)
                try container.encode(index, forKey: .segment)
                try container.encodeNil(forKey: .seconds)
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try SessionSummaryJSON(SessionSummary(session)).encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(
            Snapshot(
                name: session.snapshot.name, summary: session.snapshot.content.summary,
                totalSeconds: session.snapshot.content.totalSeconds, content: session.snapshot.content,
                adjusted: session.snapshot.isAdjusted), forKey: .snapshot)
        try container.encode(session.events.map(Event.init), forKey: .events)
        try container.encode(session.overrides.map(Adjustment.init), forKey: .overrides)
    }
}
