/// A user-editable field of a plan, as named in validation messages and on the command line.
/// 计划中可由用户编辑的字段，用于校验消息与命令行。
public enum PlanField: String, CaseIterable, Codable, Sendable {
    case name
    case setsCount = "sets"
    case workSeconds = "work"
    case restSeconds = "rest"
    case warmupSeconds = "warmup"
    case cooldownSeconds = "cooldown"
    case rounds
    case roundRestSeconds = "round-rest"
    case exercises = "exercise"
    case totalSeconds = "total"
    case ratio
}
