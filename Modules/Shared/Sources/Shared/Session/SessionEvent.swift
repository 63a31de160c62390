/// Something that happened in a session, at `t` seconds since its start on the monotonic clock.
/// 会话中发生的事，记录自开始以来的单调时钟秒数 `t`。
public struct SessionEvent: Hashable, Codable, Sendable {
    /// What happened.
    /// 发生了什么。
    public enum Kind: Hashable, Codable, Sendable {
        case started
        case segmentChanged(index: Int)
        case paused(reason: PauseReason)
        case resumed
        case skipped(fromIndex: Int)
        case wentBack(fromIndex: Int)
        case restExtended(seconds: Int)
        case restEndedEarly(index: Int)
        case degraded(reason: String)
        case recovered
        case completed
        case ended
    }

    /// Seconds since the session started, including pauses (millisecond precision is kept).
    public let t: Double
    public let kind: Kind

    public init(t: Double, kind: Kind) {
        self.t = t
        self.kind = kind
    }
}

extension SessionEvent.Kind {
    /// The case's name, the one key of its JSON object (`{"segmentChanged":{"index":3}}`).
    /// 事件类别的名称，即其 JSON 对象的唯一键（`{"segmentChanged":{"index":3}}`）。
    private enum CaseKey: String, CodingKey {
        case started, segmentChanged, paused, resumed, skipped, wentBack, restExtended, restEndedEarly, degraded
        case recovered, completed, ended
    }

    /// The labels of the cases' values.
    /// 各类别所带值的标签。
    private enum ValueKey: String, CodingKey {
        case index, reason, fromIndex, seconds
    }

    // Written out as the compiler would synthesize them, with two key types instead of one per case: the first
    // event a process writes made the runtime look up 14 `CodingKey` conformances (~5M instructions at each start).

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CaseKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.typeMismatch(
                Self.self,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "Invalid number of keys found, expected one."))
        }
        let values = try container.nestedContainer(keyedBy: ValueKey.self, forKey: key)
        switch key {
        case .started: self = .started
        case .segmentChanged: self = .segmentChanged(index: try values.decode(Int.self, forKey: .index))
        case .paused: self = .paused(reason: try values.decode(PauseReason.self, forKey: .reason))
        case .resumed: self = .resumed
        case .skipped: self = .skipped(fromIndex: try values.decode(Int.self, forKey: .fromIndex))
        case .wentBack: self = .wentBack(fromIndex: try values.decode(Int.self, forKey: .fromIndex))
        case .restExtended: self = .restExtended(seconds: try values.decode(Int.self, forKey: .seconds))
        case .restEndedEarly: self = .restEndedEarly(index: try values.decode(Int.self, forKey: .index))
        case .degraded: self = .degraded(reason: try values.decode(String.self, forKey: .reason))
        case .recovered: self = .recovered
        case .completed: self = .completed
        case .ended: self = .ended
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        var values = container.nestedContainer(keyedBy: ValueKey.self, forKey: caseKey)
        switch self {
        case .segmentChanged(let index), .restEndedEarly(let index): try values.encode(index, forKey: .index)
        case .paused(let reason): try values.encode(reason, forKey: .reason)
        case .skipped(let fromIndex), .wentBack(let fromIndex): try values.encode(fromIndex, forKey: .fromIndex)
        case .restExtended(let seconds): try values.encode(seconds, forKey: .seconds)
        case .degraded(let reason): try values.encode(reason, forKey: .reason)
        case .started, .resumed, .recovered, .completed, .ended: break
        }
    }

    /// The key this kind is written under.
    private var caseKey: CaseKey {
        switch self {
        case .started: .started
        case .segmentChanged: .segmentChanged
        case .paused: .paused
        case .resumed: .resumed
        case .skipped: .skipped
        case .wentBack: .wentBack
        case .restExtended: .restExtended
        case .restEndedEarly: .restEndedEarly
        case .degraded: .degraded
        case .recovered: .recovered
        case .completed: .completed
        case .ended: .ended
        }
    }
}
