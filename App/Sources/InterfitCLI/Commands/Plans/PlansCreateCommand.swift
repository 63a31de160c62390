import ArgumentParser
import Plans
import PlansViews
import Shared

/// `interfit plans create NAME …`: a new plan in mode A or mode B.
/// `interfit plans create NAME …`：以模式 A 或模式 B 新建计划。
struct PlansCreateCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("create", help: "plans.create") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("plans.create.name")) var name: String
    @OptionGroup var shape: PlanShapeOptions

    func execute(_ context: AppContext) async throws {
        try shape.check(isNew: true)
        // The editor opens the write door only to save valid values: bad input creates no database.
        let editor = context.planEditor(context.deferredPlans)
        editor.name = name
        try shape.apply(to: editor, context: context)
        let plan = try editor.save()
        let messages = PlanMessages(language: context.language)
        context.console.out(messages.created(plan))
        if editor.isLong { context.console.err(messages.longWarning(plan.content)) }
    }
}
