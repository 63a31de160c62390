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
        let data = try UserFileReader(path: file).readAll(limit: PlanExchangeDocument.maximumFileBytes)
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let outcome = try context.planLibrary(database).importDocument(data, file: file)
        context.console.out(PlanMessages(language: context.language).imported(outcome))
    }
}
