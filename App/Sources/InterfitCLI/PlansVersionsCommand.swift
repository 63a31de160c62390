import ArgumentParser
import Plans

/// `interfit plans versions PLAN`: the published versions, oldest first.
struct PlansVersionsCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "versions", abstract: "List a plan's versions, oldest first.",
        discussion: "Example:\n  interfit plans versions legs --json")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String
    @Flag(help: "Print JSON: an array of versions.") var json = false

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let versions = try context.perform { () throws(PlanLibraryError) in try library.versions(of: found) }
        if json {
            context.console.out(JSONOutput.encode(versions.map(PlanVersionJSON.init)))
        } else if versions.isEmpty {
            context.console.out(context.text("plans.noVersions", found.name, found.name))
        } else {
            context.console.out(PlanRenderer(text: context.text, style: context.style).versions(versions))
        }
    }
}
