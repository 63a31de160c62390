import ArgumentParser
import Foundation
import Plans

/// `interfit plans import FILE`: adds a shared plan as a fork, unless it is already in the library.
struct PlansImportCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add a plan from a JSON file as a new plan of yours (a fork); duplicates are detected.",
        discussion: """
            A plan with the same training content already in the library is not added again.
            A file that is not a valid plan exits 65 and changes nothing.

            Examples:
              interfit plans import legs.json
              curl -s https://example.org/plan.json | interfit plans import -
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan file; - for standard input.") var file: String

    func execute(_ context: AppContext) async throws {
        let data: Data
        do {
            if file == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            }
        } catch {
            throw CLIFailure(
                message: context.text("file.cannotRead", file, error.localizedDescription), status: .ioError)
        }
        let library = try context.openLibrary()
        let outcome: PlanImportOutcome
        do { outcome = try library.importDocument(data) } catch { throw context.messages.failure(error, file: file) }
        switch outcome {
        case .added(let plan):
            context.console.out(
                context.text(
                    "plans.imported", plan.name, plan.content.summary, String(plan.id.uuidString.lowercased().prefix(8))
                ))
        case .alreadyInLibrary(let plan):
            context.console.out(
                context.text("plans.alreadyThere", plan.name, String(plan.id.uuidString.lowercased().prefix(8))))
        }
    }
}
