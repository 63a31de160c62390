import ArgumentParser
import Plans
import PlansViews
import Shared

/// `interfit plans rm PLAN`: deletes a plan and its versions, after a question on a terminal.
/// `interfit plans rm PLAN`：删除计划及其版本；在终端中会先询问。
struct PlansRemoveCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("rm", help: "plans.rm") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
    @Flag(name: [.long, .customShort("y")], help: ArgumentHelp(HelpText.of("option.yes"))) var yes = false

    func execute(_ context: AppContext) async throws {
        let messages = PlanMessages(language: context.language)
        let library = context.planLibrary(try context.openDatabase(creating: false))
        let found: Plan
        do throws(PlanLibraryError) {
            found = try library.resolve(target.plan)
        } catch {
            // A plan row that cannot be read is not listed, but it can be removed by its id.
            guard case .notFound = error, let row = try? library.unreadablePlan(target.plan) else {
                throw PlanFailure.failure(error, messages)
            }
            try PlanFailure.run(messages) { () throws(PlanLibraryError) in try library.deleteUnreadable(row) }
            context.console.out(messages.deletedUnreadable(row))
            return
        }
        if !yes && context.streams.stdinIsTTY {
            let versions = try PlanFailure.run(messages) { () throws(PlanLibraryError) in
                try library.versions(of: found).count
            }
            guard context.ask(messages.deleteQuestion(found, versionCount: versions)) else {
                return context.console.out(messages.nothingDeleted)
            }
        }
        try PlanFailure.run(messages) { () throws(PlanLibraryError) in try library.delete(found) }
        context.console.out(messages.deleted(found))
    }
}
