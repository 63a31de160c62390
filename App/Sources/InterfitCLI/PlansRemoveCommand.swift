import ArgumentParser
import Plans

/// `interfit plans rm PLAN`: deletes a plan and its versions.
struct PlansRemoveCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Delete a plan and its versions (sessions already trained keep their copy).",
        discussion: "Example:\n  interfit plans rm \"legs copy\"")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        try context.perform { () throws(PlanLibraryError) in try library.delete(found) }
        context.console.out(context.text("plans.deleted", found.name))
    }
}
