import ArgumentParser
import Plans
import PlansViews
import Shared
import SharedUI

/// `interfit plans show PLAN`: every detail and the timeline.
/// `interfit plans show PLAN`：显示全部细节与时间线。
struct PlansShowCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("show", help: "plans.show") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
    @Flag(help: .text("option.json.plan")) var json = false

    func execute(_ context: AppContext) async throws {
        let library = context.planLibrary(try context.openForReading())
        let view = PlanDetailView(language: context.language, style: context.style, dates: context.dates)
        let found: Plan
        switch try library.resolveTarget(target.plan) {
        case .plan(let plan): found = plan
        case .version(let version):
            let detail = view.render(version, of: try library.plan(of: version))
            return context.console.out(json ? JSONText.encode(PlanVersionJSON(version)) : detail)
        }
        if json {
            context.console.out(JSONText.encode(PlanJSON(found)))
            return
        }
        let versions = try library.versions(of: found)
        context.console.out(view.render(found, versionCount: versions.count))
    }
}
