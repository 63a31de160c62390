import ArgumentParser
import Plans
import PlansViews
import Shared
import SharedUI

/// `interfit plans list`: one part of the library.
/// `interfit plans list`：列出计划库的一部分。
struct PlansListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("list", help: "plans.list") }

    @OptionGroup var global: GlobalOptions
    @Flag var filter: PlanListFilter = .recent
    @Flag(help: .text("option.json.plans")) var json = false

    func execute(_ context: AppContext) async throws {
        let library = context.planLibrary(try context.openForReading())
        try library.load(filter)
        let view = PlanListView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            json
                ? JSONText.encode(library.plans.map(PlanJSON.init)) : view.render(library.plans, filter: library.filter)
        )
    }
}
