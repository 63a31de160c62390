import ArgumentParser
import Plans
import Shared

/// `interfit plans edit PLAN …`: changes the given fields, keeps the rest.
struct PlansEditCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a plan: only the options you give change. Published versions never change.",
        discussion: """
            Examples:
              interfit plans edit legs --rest 20s
              interfit plans edit legs --name "Legs (hard)" --sets 12
              interfit plans edit legs --total 15m --intensity medium
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String
    @Option(help: "A new name (1–80 printable characters).") var name: String?
    @OptionGroup var shape: PlanShapeOptions

    func execute(_ context: AppContext) async throws {
        let database = try context.openDatabase()
        let library = context.makePlanLibrary(database)
        let found = try context.resolve(plan, in: library)
        let editor = context.makePlanEditor(database, editing: found)
        if let name { editor.name = name }
        try shape.apply(to: editor, isNew: false, text: context.text)
        let saved: Plan
        do { saved = try editor.save() } catch { throw context.messages.failure(error) }
        context.console.out(context.text("plans.updated", saved.name, saved.content.summary))
        if editor.isLong {
            context.console.err(context.text("plans.longWarning", DurationText.clock(saved.content.totalSeconds)))
        }
    }
}
