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
        let messages = PlanMessages(language: context.language)
        let library = context.planLibrary(try context.openDatabaseForReading())
        let (found, data) = try PlanFailure.run(messages) { () throws(PlanLibraryError) in
            let found = try library.resolve(target.plan)
            return (found, try library.exportDocument(found).encoded())
        }
        do throws(UserFileError) {
            try UserFileWriter.write(data, to: file, replace: force)
        } catch {
            throw FileFailure.writing(error, file, FileErrorText(language: context.language))
        }
        if file != "-" { context.console.err(messages.exported(found, to: file)) }
    }
}
