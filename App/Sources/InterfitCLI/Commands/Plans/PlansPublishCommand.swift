import ArgumentParser
import Plans
import PlansViews

/// `interfit plans publish PLAN`: freezes the current content as a new version.
/// `interfit plans publish PLAN`：把当前内容冻结为新版本。
struct PlansPublishCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("publish", help: "plans.publish") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument

    func execute(_ context: AppContext) async throws {
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let library = context.planLibrary(database)
        let found = try library.resolve(target.plan)
        let outcome = try library.publish(found)
        context.console.out(PlanMessages(language: context.language).published(outcome, plan: found))
    }
}
