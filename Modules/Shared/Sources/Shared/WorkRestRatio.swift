/// A work:rest proportion such as 2:1, used to design a plan from its total time (mode B).
public struct WorkRestRatio: Hashable, Codable, Sendable, CustomStringConvertible {
    public let work: Int
    public let rest: Int

    /// A ratio of two whole numbers; work must be positive, rest may be zero.
    public init?(work: Int, rest: Int) {
        guard work > 0, rest >= 0, work <= 100, rest <= 100 else { return nil }
        self.work = work
        self.rest = rest
    }

    /// Reads `W:R`, e.g. `2:1`.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let work = Int(parts[0]), let rest = Int(parts[1]) else { return nil }
        self.init(work: work, rest: rest)
    }

    public var description: String { "\(work):\(rest)" }
}
