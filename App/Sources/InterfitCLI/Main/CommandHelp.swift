import ArgumentParser

extension CommandConfiguration {
    /// A command named `name` with `<key>.abstract` and `<key>.discussion` as help, in the user's language.
    static func interfit(
        _ name: String, help key: String, usage: String? = nil, subcommands: [any ParsableCommand.Type] = [],
        defaultSubcommand: (any ParsableCommand.Type)? = nil
    ) -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, abstract: HelpText.about(key + ".abstract"), usage: usage,
            discussion: HelpText.about(key + ".discussion"),
            subcommands: subcommands, defaultSubcommand: defaultSubcommand)
    }
}
