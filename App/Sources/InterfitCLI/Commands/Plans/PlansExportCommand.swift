import ArgumentParser
import Persistence
import Plans
import PlansViews
import SharedUI

/// `interfit plans export PLAN [FILE]`: one plan as a JSON file to share.
/// `interfit plans export PLAN [FILE]`：把一个计划导出为可分享的 JSON 文件。
struct PlansExportCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("export", help: "plans.export") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
    @Argument(help: .text("plans.export.file"), completion: .file(extensions: ["json"])) var file = "-"
    @Flag(help: .text("option.force")) var force = false

    func execute(_ context: AppContext) async throws {
        let library = context.planLibrary(try context.openForReading())
        let messages = PlanMessages(language: context.language)
        switch try library.resolveTarget(target.plan) {
        case .plan(let found):
            try UserFileWriter.write(library.exportDocument(found).encoded(), to: file, replace: force)
            if file != "-" { context.console.err(messages.exported(found, to: file)) }
        case .version(let version):
            try UserFileWriter.write(library.exportDocument(version).encoded(), to: file, replace: force)
            if file != "-" { context.console.err(messages.exported(version, to: file)) }
        }
    }
}
