import ArgumentParser
import Foundation
import Plans

/// `interfit plans export PLAN [FILE]`: one plan as a JSON file to share.
struct PlansExportCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a plan as a JSON file (with formatVersion) that `plans import` reads.",
        discussion: """
            Without FILE (or with -) the JSON goes to standard output. An existing FILE is never replaced
            unless you add --force.

            Examples:
              interfit plans export legs legs.json
              interfit plans export legs | ssh friend interfit plans import -
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The plan: its name or an id prefix.") var plan: String
    @Argument(help: "The file to write; - or nothing for standard output.") var file: String?
    @Flag(help: "Replace FILE if it already exists.") var force = false

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        let found = try context.resolve(plan, in: library)
        let data = try context.perform { () throws(PlanLibraryError) in try library.exportDocument(found) }.encoded()
        guard let file, file != "-" else {
            Console.write(STDOUT_FILENO, data)
            return
        }
        if FileManager.default.fileExists(atPath: file) && !force {
            throw CLIFailure(message: context.text("file.exists", file), status: .usage)
        }
        do {
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw CLIFailure(
                message: context.text("file.cannotWrite", file, error.localizedDescription), status: .ioError)
        }
        context.console.err(context.text("plans.exported", found.name, file))
    }
}
