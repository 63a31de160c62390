/// Where a plan's values came from, so that a problem names each field the way the person gave it.
/// 计划的取值来自何处，以便问题按用户给出的方式指出各字段。
public enum PlanInputSource: Hashable, Sendable {
    /// Command-line options; the name came as `nameArgument` (`NAME` for `create`, `--name` for `edit`).
    case commandLine(nameArgument: String)
    /// A plan file: fields are named by their JSON path (`$.workSeconds`, `$.exercises[2]`).
    case file
    /// A form on screen: fields are named by their labels.
    case form
}
