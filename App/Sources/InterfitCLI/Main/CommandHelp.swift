import ArgumentParser

extension CommandConfiguration {
    /// A command named `name` whose abstract and discussion are the help texts `<key>.abstract` and
    /// `<key>.discussion` (when there is one), in the user's language.
    static func interfit(
        _ name: String, help key: String, subcommands: [any ParsableCommand.Type] = [],
        defaultSubcommand: (any ParsableCommand.Type)? = nil
    ) -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, abstract: HelpText.of(key + ".abstract"),
            discussion: HelpText.has(key + ".discussion") ? HelpText.of(key + ".discussion") : "",
            subcommands: subcommands, defaultSubcommand: defaultSubcommand)
    }
}
