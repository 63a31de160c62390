/// One problem with one field of a plan: which field, what is allowed and what was given.
public struct PlanValidationIssue: Hashable, Sendable {
    /// What kind of rule the value broke.
    public enum Problem: Hashable, Sendable {
        /// A number outside its inclusive range.
        case outOfRange(allowed: ClosedRange<Int>, actual: Int)
        /// A text whose length (in characters) is outside its range.
        case lengthOutOfRange(allowed: ClosedRange<Int>, actual: Int)
        /// A text containing control or other non-printable characters.
        case notPrintable
        /// Mode B: the requested total cannot fit the sets at the minimum work length.
        case totalTooShort(minimumSeconds: Int, actual: Int)
        /// Mode B: a ratio that is not two positive whole numbers.
        case invalidRatio
    }

    public let field: PlanField
    /// For list fields (exercises), the 0-based position of the offending element.
    public let index: Int?
    public let problem: Problem

    public init(field: PlanField, index: Int? = nil, problem: Problem) {
        self.field = field
        self.index = index
        self.problem = problem
    }
}
