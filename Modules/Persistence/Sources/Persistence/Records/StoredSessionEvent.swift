import Shared

/// A session event as the `events` column keeps it: `[t, "code"]` or `[t, "code", argument]`.
/// `events` 列中保存的会话事件：`[t, "code"]` 或 `[t, "code", 参数]`。
struct StoredSessionEvent: Codable {
    let event: SessionEvent

    init(_ event: SessionEvent) {
        self.event = event
    }

    /// Reads the compact array, or the keyed object every row had before `v4-compact-log`.
    init(from decoder: any Decoder) throws {
        guard var array = try? decoder.unkeyedContainer() else {
            event = try SessionEvent(from: decoder)
            return
        }
        let t = try array.decode(Double.self)
        let code = try array.decode(String.self)
        let kind: SessionEvent.Kind
        switch code {
        case "start": kind = .started
        case "seg": kind = .segmentChanged(index: try array.decode(Int.self))
        case "pause":
            let reason = try array.decode(String.self)
            guard let known = PauseReason(rawValue: reason) else {
                throw DecodingError.dataCorruptedError(in: array, debugDescription: "unknown pause reason \(reason)")
            }
            kind = .paused(reason: known)
        case "resume": kind = .resumed
        case "skip": kind = .skipped(fromIndex: try array.decode(Int.self))
        case "back": kind = .wentBack(fromIndex: try array.decode(Int.self))
        case "extend": kind = .restExtended(seconds: try array.decode(Int.self))
        case "endRest": kind = .restEndedEarly(index: try array.decode(Int.self))
        case "degraded": kind = .degraded(reason: try array.decode(String.self))
        case "recovered": kind = .recovered
        case "done": kind = .completed
        case "end": kind = .ended
        default: throw DecodingError.dataCorruptedError(in: array, debugDescription: "unknown event \(code)")
        }
        guard array.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: array, debugDescription: "extra values after \(code)")
        }
        event = SessionEvent(t: t, kind: kind)
    }

    func encode(to encoder: any Encoder) throws {
        var array = encoder.unkeyedContainer()
        try array.encode(event.t)
        switch event.kind {
        case .started: try array.encode("start")
        case .segmentChanged(let index): try array.encode("seg", index)
        case .paused(let reason): try array.encode("pause", reason.rawValue)
        case .resumed: try array.encode("resume")
        case .skipped(let index): try array.encode("skip", index)
        case .wentBack(let index): try array.encode("back", index)
        case .restExtended(let seconds): try array.encode("extend", seconds)
        case .restEndedEarly(let index): try array.encode("endRest", index)
        case .degraded(let reason): try array.encode("degraded", reason)
        case .recovered: try array.encode("recovered")
        case .completed: try array.encode("done")
        case .ended: try array.encode("end")
        }
    }
}

extension UnkeyedEncodingContainer {
    /// Appends a code and its argument.
    mutating func encode(_ code: String, _ argument: some Encodable) throws {
        try encode(code)
        try encode(argument)
    }
}
