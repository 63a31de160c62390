import ArgumentParser
import Shared

/// `interfit start [PLAN|TEMPLATE]`: runs a workout.
struct StartCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Start a workout from a template, a saved plan or ad-hoc options.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "A template id or name, or a saved plan's name or id prefix.") var plan: String?

    func execute(_ context: AppContext) async throws {
        let reference = plan ?? "tabata"
        if let template = PlanTemplate.find(reference) {
            context.console.out("\(template.name): \(template.content.summary)")
        } else {
            let library = try context.openLibrary()
            let found = try context.resolve(reference, in: library)
            context.console.out("\(found.name): \(found.content.summary)")
        }
        context.console.err("The training screen arrives with the next capability.")
    }
}
