import Shared

/// The checks a stored row must pass to become a domain value: numbers in plan bounds, so later math cannot overflow.
/// 存储行变为领域值前必须通过的检查：数值在计划边界内，之后的运算不会溢出。
enum RecordCheck {
    static func content(_ content: PlanContent, id: String) throws {
        let issues = PlanRules.validate(name: "x", content: content)
        if !issues.isEmpty { throw RepositoryError.storage(detail: "row \(id) holds an invalid plan") }
    }
}
