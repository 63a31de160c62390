import ArgumentParser
import Plans

/// `interfit plans fav PLAN`: Mark a plan as a favorite.
struct PlansFavoriteCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "fav", abstract: "Mark a plan as a favorite.", discussion: "Example:\n  interfit plans fav legs")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let changed = try context.perform { () throws(PlanLibraryError) in try library.setFavorite(found, true) }
        context.console.out(context.text("plans.favorited", changed.name))
    }
}
