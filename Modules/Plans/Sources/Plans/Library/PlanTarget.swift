import Shared

/// What a PLAN argument names in the library: a plan, or one of its versions by id.
/// PLAN 参数在计划库中所指：一个计划，或按编号指定的某个版本。
public enum PlanTarget: Hashable, Sendable {
    case plan(Plan)
    case version(PlanVersion)
}
