import ArgumentParser
import Plans
import PlansViews
import Shared

/// `interfit plans edit PLAN …`: changes the given fields, keeps the rest.
/// `interfit plans edit PLAN …`：只修改给出的字段，其余保持不变。
struct PlansEditCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("edit", help: "plans.edit") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
    @Option(help: .text("plans.edit.name")) var name: String?
    @OptionGroup var shape: PlanShapeOptions

    func execute(_ context: AppContext) async throws {
        try shape.check(isNew: false)
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let found = try context.planLibrary(database).resolve(target.plan)
        let editor = context.planEditor(context.planRepository(database), editing: found, nameArgument: "--name")
        if let name { editor.name = name }
        try shape.apply(to: editor, context: context)
        let saved = try editor.save()
        let messages = PlanMessages(language: context.language)
        context.console.out(messages.updated(saved))
        if editor.isLong { context.console.err(messages.longWarning(saved.content)) }
    }
}
