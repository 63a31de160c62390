import ArgumentParser
import Plans

/// `interfit plans publish PLAN`: freezes the current content as a new version.
struct PlansPublishCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish the plan's current content as a new immutable, numbered version.",
        discussion: "Example:\n  interfit plans publish legs && interfit plans versions legs")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        switch try context.perform({ () throws(PlanLibraryError) in try library.publish(found) }) {
        case .published(let version):
            context.console.out(context.text("plans.published", found.name, String(version.number)))
        case .unchanged(let version):
            context.console.out(context.text("plans.unchanged", found.name, String(version.number)))
        }
    }
}
