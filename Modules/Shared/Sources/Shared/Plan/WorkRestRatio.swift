/// A work:rest proportion such as 2:1, used to design a plan from its total time (mode B).
/// 训练与休息的比例（如 2:1），用于按总时长设计计划（模式 B）。
public struct WorkRestRatio: Hashable, Codable, Sendable, CustomStringConvertible {
    public let work: Int
    public let rest: Int
    /// The parts a ratio may have: work 1–100, rest 0–100.
    public static let parts: ClosedRange<Int> = 0...100

    /// A ratio of two whole numbers; work must be positive, rest may be zero.
    public init?(work: Int, rest: Int) {
        guard work > 0, Self.parts.contains(work), Self.parts.contains(rest) else { return nil }
        self.work = work
        self.rest = rest
    }

    /// Reads `W:R`, e.g. `2:1`.
    public init?(parsing text: String) {
        guard let ratio = try? Self.parse(text) else { return nil }
        self = ratio
    }

    /// Reads `W:R`, saying why a text cannot be a ratio.
    public static func parse(_ text: String) throws(PlanValidationIssue.RatioProblem) -> WorkRestRatio {
        let parts = text.trimmingSpaces().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            throw .notTwoNumbers
        }
        // Two whole numbers, one of them far too large for a ratio.
        guard parts.allSatisfy({ $0.count <= 9 }), let work = Int(parts[0]), let rest = Int(parts[1]) else {
            throw .partOutOfRange
        }
        guard work != 0 else { throw .zeroWork }
        guard let ratio = WorkRestRatio(work: work, rest: rest) else { throw .partOutOfRange }
        return ratio
    }

    public var description: String { "\(work):\(rest)" }
}

extension PlanValidationIssue.RatioProblem: Error {}
