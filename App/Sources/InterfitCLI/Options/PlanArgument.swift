import ArgumentParser

/// The PLAN argument of the `plans` commands: a name (any case) or the start of an id or name.
/// `plans` 各命令的 PLAN 参数：名称（不区分大小写）或编号、名称的开头部分。
struct PlanArgument: ParsableArguments {
    @Argument(help: .text("plans.plan"), completion: PlanCompletion.kind(templates: false)) var plan: String
}
