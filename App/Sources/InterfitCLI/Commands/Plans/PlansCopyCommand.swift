import ArgumentParser
import Plans
import PlansViews

/// `interfit plans copy PLAN`: a new plan with the same content under a free name.
/// `interfit plans copy PLAN`：以空闲名称新建一个内容相同的计划。
struct PlansCopyCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("copy", help: "plans.copy") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument

    func execute(_ context: AppContext) async throws {
        let messages = PlanMessages(language: context.language)
        let library = context.planLibrary(try context.openDatabase(creating: false))
        let copy = try PlanFailure.run(messages) { () throws(PlanLibraryError) in
            let found = try library.resolve(target.plan)
            return (found, try library.copy(found))
        }
        context.console.out(messages.copied(copy.0, to: copy.1))
    }
}
