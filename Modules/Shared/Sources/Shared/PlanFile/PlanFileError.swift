/// Why bytes are not a plan file this build can use; the views phrase it in the user's language.
/// 这些字节为何不是本版本可用的计划文件；由视图用用户的语言表述。
public enum PlanFileError: Error, Hashable, Sendable {
    /// The bytes cannot be read as a plan, and why.
    case unreadable(PlanFileProblem)
    /// The file comes from a newer Interfit.
    case newerFormat(found: Int, supported: Int)
    /// The file holds a plan that breaks the rules.
    case invalidPlan(issues: [PlanValidationIssue])
}
