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
    @Flag(name: [.long, .customShort("y")], help: .text("option.yes")) var yes = false

    func execute(_ context: AppContext) async throws {
        // Off a terminal nobody can answer the question: scripts say --yes, as `backup import --replace` asks.
        guard yes || context.streams.stdinIsTTY else {
            throw CLIFailure(message: HelpText.of("plans.rm.needsYes", target.plan), status: .usage)
        }
        let messages = PlanMessages(language: context.language)
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let library = context.planLibrary(database)
        let ask = { (plan: Plan, versions: Int) in
            context.console.ask(messages.deleteQuestion(plan, versionCount: versions))
        }
        let removal = try library.remove(target.plan, confirm: yes ? nil : ask)
        context.console.out(messages.removal(removal))
    }
}
