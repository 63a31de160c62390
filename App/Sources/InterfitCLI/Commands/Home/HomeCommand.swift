import ArgumentParser
import Shared

/// `interfit` alone: the home on a terminal; off one, the usage (exit 64) as before.
/// 单独运行 `interfit`：在终端上打开主界面；不在终端上时打印用法（退出码 64），与以前相同。
extension InterfitCommand: InterfitSubcommand {
    @MainActor
    func execute(_ context: AppContext) async throws {
        guard context.canOpenHome else {
            // Off a terminal (a pipe, a script, TERM=dumb) there is no home: what `interfit --help` says (its
            // overview, in the user's language), exit 64.
            let page = HelpText.page(for: [], width: HelpText.columns)
            context.console.err(page.hasSuffix("\n") ? String(page.dropLast()) : page)
            throw CLIFailure(message: "", status: .usage)
        }
        let (database, problem) = context.openForHome()
        let router = HomeRouter(context: context, database: database, problem: problem)
        if await HomeLoop(router: router, context: context).run() {
            throw CLIFailure(message: "", status: .interrupted)
        }
    }
}
