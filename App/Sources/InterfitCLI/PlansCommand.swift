import ArgumentParser

/// `interfit plans …`: the plan library.
struct PlansCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plans",
        abstract: "Manage your plan library: create, edit, list, share and version plans.",
        discussion: """
            PLAN is a plan name (any case) or the start of its id, as shown by `interfit plans list`.

            Examples:
              interfit plans create "Legs" --sets 10 --work 45s --rest 15s
              interfit plans create "Quick burn" --total 10m --sets 12 --intensity hard
              interfit plans show legs
              interfit plans export legs legs.json
            """,
        subcommands: [
            PlansListCommand.self, PlansShowCommand.self, PlansCreateCommand.self, PlansEditCommand.self,
            PlansCopyCommand.self, PlansRemoveCommand.self, PlansFavoriteCommand.self, PlansUnfavoriteCommand.self,
            PlansArchiveCommand.self, PlansUnarchiveCommand.self, PlansPublishCommand.self,
            PlansVersionsCommand.self, PlansExportCommand.self, PlansImportCommand.self,
        ],
        defaultSubcommand: PlansListCommand.self
    )
}
