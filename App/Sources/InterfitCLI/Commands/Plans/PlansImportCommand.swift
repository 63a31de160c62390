import ArgumentParser
import Foundation
import Persistence
import Plans
import PlansViews
import Shared
import SharedUI

/// `interfit plans import FILE`: adds a shared plan as a fork, unless it is already in the library.
/// `interfit plans import FILE`：把分享的计划作为分叉加入，除非库中已有。
struct PlansImportCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("import", help: "plans.import") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("plans.import.file"), completion: .file(extensions: ["json"])) var file: String

    func execute(_ context: AppContext) async throws {
        let messages = PlanMessages(language: context.language)
        let limit = PlanExchangeDocument.maximumFileBytes
        let data: Data
        do throws(UserFileError) {
            data = try UserFileReader(path: file).readAll(limit: limit)
        } catch {
            throw FileFailure.reading(error, file, limit: limit, FileErrorText(language: context.language))
        }
        let library = context.planLibrary(try context.openDatabase())
        let outcome = try PlanFailure.run(messages, file: file) { () throws(PlanLibraryError) in
            try library.importDocument(data)
        }
        context.console.out(messages.imported(outcome))
    }
}
