import ArgumentParser
import Plans

/// `interfit plans copy PLAN`: a new plan with the same content.
struct PlansCopyCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "copy", abstract: "Copy a plan under the name \"<name> copy\".",
        discussion: "Example:\n  interfit plans copy legs && interfit plans edit \"legs copy\" --name \"Legs B\"")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let copy = try context.perform { () throws(PlanLibraryError) in try library.copy(found) }
        context.console.out(context.text("plans.copied", copy.name, String(copy.id.uuidString.lowercased().prefix(8))))
    }
}
