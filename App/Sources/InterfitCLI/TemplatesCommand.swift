import ArgumentParser
import Shared

/// `interfit templates`: the built-in plans.
struct TemplatesCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the built-in plans you can start without setting anything up.",
        discussion: """
            Examples:
              interfit templates
              interfit templates --json | jq '.[].id'
            """)

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON (id, name, summary, totalSeconds and the training fields).")
    var json = false

    func execute(_ context: AppContext) async throws {
        if json {
            context.console.out(JSONOutput.encode(PlanTemplate.builtIn.map(TemplateJSON.init)))
            return
        }
        context.console.out(PlanRenderer(text: context.text, style: context.style).templates(PlanTemplate.builtIn))
        context.console.out("\n" + context.style.dim(context.text("templates.hint")))
    }
}
