/// Why a set of plan shape options cannot be applied: two that exclude each other, or some that are missing.
/// 计划形状选项无法应用的原因：两个互斥的选项，或缺少的选项。
public enum PlanShapeProblem: Error, Sendable, Equatable {
    case conflicting(String, String)
    case missing([String])
}
