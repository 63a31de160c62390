import ArgumentParser

/// `interfit plans …`: the plan library.
/// `interfit plans …`：计划库。
struct PlansCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "plans", help: "plans",
            subcommands: [
                PlansListCommand.self, PlansShowCommand.self, PlansCreateCommand.self, PlansEditCommand.self,
                PlansCopyCommand.self, PlansRemoveCommand.self, PlansFavoriteCommand.self,
                PlansUnfavoriteCommand.self, PlansArchiveCommand.self, PlansUnarchiveCommand.self,
                PlansPublishCommand.self, PlansVersionsCommand.self, PlansExportCommand.self,
                PlansImportCommand.self,
            ],
            defaultSubcommand: PlansListCommand.self)
    }
}
