import ArgumentParser

/// `interfit plans …`: the plan library.
/// `interfit plans …`：计划库。
struct PlansCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "plans", abstract: HelpText.about("plans.abstract"),
            discussion: HelpText.about("plans.discussion"),
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
