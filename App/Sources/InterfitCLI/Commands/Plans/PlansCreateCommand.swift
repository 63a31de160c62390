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
        try shape.check(isNew: true, language: context.language)
        let messages = PlanMessages(language: context.language)
        let check = context.planEditor(try context.openDatabaseForReading())
        check.name = name
        try shape.apply(to: check, context: context)
        guard check.isValid else { throw PlanFailure.failure(.invalid(check.issues), messages) }
        let editor = context.planEditor(try context.openDatabase())
        editor.name = name
        try shape.apply(to: editor, context: context)
        let plan: Plan
        do { plan = try editor.save() } catch { throw PlanFailure.failure(error, messages) }
        context.console.out(messages.created(plan))
        if editor.isLong { context.console.err(messages.longWarning(plan.content)) }
    }
}
