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
        let messages = PlanMessages(language: context.language)
        let library = context.planLibrary(try context.openDatabase(creating: false))
        let message = try PlanFailure.run(messages) { () throws(PlanLibraryError) in
            let found = try library.resolve(target.plan)
            return messages.published(try library.publish(found), plan: found)
        }
        context.console.out(message)
    }
}
