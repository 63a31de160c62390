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
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let library = context.planLibrary(database)
        let found = try library.resolve(target.plan)
        let copy = try library.copy(found)
        context.console.out(PlanMessages(language: context.language).copied(found, to: copy))
    }
}
