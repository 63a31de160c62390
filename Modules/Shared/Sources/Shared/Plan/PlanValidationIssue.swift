/// One problem with one field of a plan: which field, what is allowed and what was given.
/// 计划某一字段的一个问题：哪个字段、允许什么、给了什么。
public struct PlanValidationIssue: Hashable, Sendable {
    /// What kind of rule the value broke.
    /// 违反了哪一类规则。
    public enum Problem: Hashable, Sendable {
        /// A number outside its inclusive range.
        case outOfRange(allowed: ClosedRange<Int>, actual: Int)
        /// A text whose length (in characters) is outside its range.
        case lengthOutOfRange(allowed: ClosedRange<Int>, actual: Int)
        /// A text longer than its UTF-8 byte budget (e.g. piles of combining marks).
        case tooManyBytes(maximum: Int, actual: Int)
        /// A text containing control, escape or other non-printable characters.
        case notPrintable
        /// A name containing only spaces.
        case blank
        /// Another plan already has this name (ignoring case and surrounding spaces).
        case nameTaken(existing: String)
        /// A list with more entries than allowed.
        case tooManyItems(maximum: Int, actual: Int)
        /// Mode B: the requested total cannot fit the sets at the minimum work length.
        case totalTooShort(minimumSeconds: Int, actual: Int)
        /// Mode B: the requested total would make each work or rest longer than allowed.
        case totalTooLong(maximumSeconds: Int, actual: Int)
        /// Mode B: a ratio that cannot be used, and why.
        case invalidRatio(RatioProblem)
    }

    /// Why a work:rest ratio was refused.
    /// 训练与休息比例被拒绝的原因。
    public enum RatioProblem: Hashable, Sendable {
        /// Not of the form `W:R` with whole numbers.
        case notTwoNumbers
        /// The work part is 0: there would be nothing to train.
        case zeroWork
        /// A part outside 0–100 (work 1–100).
        case partOutOfRange
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
