import Shared

/// A session override as the `overrides` column keeps it: `["code", segment]` or `["code", segment, amount]`.
/// `overrides` 列中保存的会话调整：`["code", 段]` 或 `["code", 段, 数量]`。
struct StoredSessionOverride: Codable {
    let change: SessionOverride

    init(_ change: SessionOverride) {
        self.change = change
    }

    /// Reads the compact array, or the keyed object every row had before `v4-compact-log`.
    init(from decoder: any Decoder) throws {
        guard var array = try? decoder.unkeyedContainer() else {
            change = try SessionOverride(from: decoder)
            return
        }
        let code = try array.decode(String.self)
        let segment = try array.decode(Int.self)
        switch code {
        case "extend": change = .restExtended(segmentIndex: segment, seconds: try array.decode(Int.self))
        case "endRest": change = .restEndedEarly(segmentIndex: segment, remainingSeconds: try array.decode(Double.self))
        case "skip": change = .skipped(segmentIndex: segment, remainingSeconds: try array.decode(Double.self))
        case "back": change = .wentBack(toSegmentIndex: segment)
        default: throw DecodingError.dataCorruptedError(in: array, debugDescription: "unknown override \(code)")
        }
        guard array.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: array, debugDescription: "extra values after \(code)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var array = encoder.unkeyedContainer()
        switch change {
        case .restExtended(let segment, let seconds): try array.encode("extend", segment, seconds)
        case .restEndedEarly(let segment, let remaining): try array.encode("endRest", segment, remaining)
        case .skipped(let segment, let remaining): try array.encode("skip", segment, remaining)
        case .wentBack(let segment): try array.encode("back", segment)
        }
    }
}

extension UnkeyedEncodingContainer {
    /// Appends a code, a segment index and its amount.
    mutating func encode(_ code: String, _ segment: Int, _ amount: some Encodable) throws {
        try encode(code, segment)
        try encode(amount)
    }
}
