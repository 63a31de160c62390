import ArgumentParser
import Plans

/// `interfit plans show PLAN`: every detail and the timeline.
struct PlansShowCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a plan's settings, dates and timeline.",
        discussion: "Example:\n  interfit plans show legs")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String
    @Flag(help: "Print JSON (the same object as in `plans list --json`).") var json = false

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        if json {
            context.console.out(JSONOutput.encode(PlanJSON(plan: found)))
            return
        }
        let versions = try context.perform { () throws(PlanLibraryError) in try library.versions(of: found) }
        context.console.out(
            PlanRenderer(text: context.text, style: context.style).detail(found, versionCount: versions.count))
    }
}
