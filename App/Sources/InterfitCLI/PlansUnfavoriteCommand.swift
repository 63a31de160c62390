import ArgumentParser
import Plans

/// `interfit plans unfav PLAN`: Remove a plan from the favorites.
struct PlansUnfavoriteCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "unfav", abstract: "Remove a plan from the favorites.",
        discussion: "Example:\n  interfit plans unfav legs")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let changed = try context.perform { () throws(PlanLibraryError) in try library.setFavorite(found, false) }
        context.console.out(context.text("plans.unfavorited", changed.name))
    }
}
