import ArgumentParser
import Plans

/// `interfit plans unarchive PLAN`: Bring an archived plan back.
struct PlansUnarchiveCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "unarchive", abstract: "Bring an archived plan back.",
        discussion: "Example:\n  interfit plans unarchive legs")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let changed = try context.perform { () throws(PlanLibraryError) in try library.setArchived(found, false) }
        context.console.out(context.text("plans.unarchived", changed.name))
    }
}
