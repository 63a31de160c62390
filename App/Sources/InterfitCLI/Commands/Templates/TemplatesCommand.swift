import ArgumentParser
import PlansViews
import Shared
import SharedUI

/// `interfit templates`: the built-in plans.
/// `interfit templates`：内置计划。
struct TemplatesCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("templates", help: "templates") }

    @OptionGroup var global: GlobalOptions
    @Flag(help: .text("option.json.templates")) var json = false

    func execute(_ context: AppContext) async throws {
        context.console.out(
            json
                ? JSONText.encode(PlanTemplate.builtIn.map { PlanTemplateJSON($0, language: context.language) })
                : PlanTemplateListView(language: context.language, style: context.style).render())
    }
}
