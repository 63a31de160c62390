import ArgumentParser
import Shared

/// Shell completion for PLAN arguments: saved plan names and template ids, read without writing anything.
/// PLAN 参数的 shell 补全：已保存计划的名称与模板编号，读取时不写入任何内容。
enum PlanCompletion {
    /// Saved plans (when the database can be read) and, when `templates` is true, template ids.
    static func kind(templates: Bool) -> CompletionKind {
        .custom { words, _, prefix in
            var candidates = templates ? PlanTemplate.builtIn.map(\.id) : []
            candidates += AppContext.savedPlanNames(commandLine: words)
            return ShellCompletion.offer(candidates, typed: prefix)
        }
    }
}
