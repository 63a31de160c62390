import ArgumentParser
import Plans
import PlansViews
import Shared
import SharedUI

/// `interfit plans versions PLAN`: the published versions, oldest first.
/// `interfit plans versions PLAN`：已发布的版本，最早的在前。
struct PlansVersionsCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("versions", help: "plans.versions") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
    @Flag(help: .text("option.json.versions")) var json = false

    func execute(_ context: AppContext) async throws {
        let library = context.planLibrary(try context.openForReading())
        let found: Plan
        switch try library.resolveTarget(target.plan) {
        case .plan(let plan): found = plan
        case .version(let version):
            guard let plan = try library.plan(of: version) else {
                throw PlanLibraryError.notFound(reference: target.plan)
            }
            found = plan
        }
        let versions = try library.versions(of: found)
        let view = PlanVersionListView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            json ? JSONText.encode(versions.map(PlanVersionJSON.init)) : view.render(versions, of: found))
    }
}
