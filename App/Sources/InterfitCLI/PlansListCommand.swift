import ArgumentParser
import Plans
import Shared

/// `interfit plans list`: one part of the library.
struct PlansListCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List plans: recently used first (default), favorites, everything, or the archive.",
        discussion: """
            Examples:
              interfit plans list
              interfit plans list --favorites
              interfit plans list --all --json
            """)

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Which plans to list.")
    var filter: ListFilterFlag = .recent
    @Flag(help: "Print JSON: an array of plans (see README, \"JSON output\").")
    var json = false

    func execute(_ context: AppContext) async throws {
        let library = try context.openLibrary()
        try context.perform { () throws(PlanLibraryError) in try library.load(filter.value) }
        if json {
            context.console.out(JSONOutput.encode(library.plans.map(PlanJSON.init)))
        } else if library.plans.isEmpty {
            context.console.out(context.text("plans.empty"))
        } else {
            context.console.out(PlanRenderer(text: context.text, style: context.style).list(library.plans))
        }
    }
}

/// The mutually exclusive `--recent|--favorites|--all|--archived` flags.
enum ListFilterFlag: String, EnumerableFlag {
    case recent, favorites, all, archived

    var value: PlanListFilter {
        switch self {
        case .recent: .recent
        case .favorites: .favorites
        case .all: .all
        case .archived: .archived
        }
    }

    static func help(for value: ListFilterFlag) -> ArgumentHelp? {
        switch value {
        case .recent: "Plans not archived, most recently used first (default)."
        case .favorites: "Favorite plans."
        case .all: "Every plan, archived ones included."
        case .archived: "Archived plans only."
        }
    }
}
