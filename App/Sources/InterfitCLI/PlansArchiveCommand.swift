import ArgumentParser
import Plans

/// `interfit plans archive PLAN`: hides a plan from the recent list without deleting it.
struct PlansArchiveCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "archive", abstract: "Archive a plan; it leaves the recent list but is kept.",
        discussion: "Example:\n  interfit plans archive legs")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let changed = try context.perform { () throws(PlanLibraryError) in try library.setArchived(found, true) }
        context.console.out(context.text("plans.archived", changed.name))
    }
}
