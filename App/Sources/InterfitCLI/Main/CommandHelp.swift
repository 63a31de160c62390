import ArgumentParser

extension CommandConfiguration {
    /// A subcommand named `name` with `<key>.abstract` and `<key>.discussion` as help, in the user's language.
    static func interfit(
        _ name: String, help key: String, usage: String? = nil, subcommands: [any ParsableCommand.Type] = [],
        defaultSubcommand: (any ParsableCommand.Type)? = nil
    ) -> CommandConfiguration {
        // Naming `interfit` as the super-command changes nothing in the root's parse, help or dump (they read it from
        // the root only). A subcommand parsed alone (`InterfitMain.parse`) then skips ArgumentParser's check for a
        // completion-script request, left to the root's parse: 1.3M of a start's 35M instructions, 0.4 ms.
        CommandConfiguration(
            commandName: name, _superCommandName: "interfit", abstract: HelpText.about(key + ".abstract"), usage: usage,
            discussion: HelpText.about(key + ".discussion"),
            subcommands: subcommands, defaultSubcommand: defaultSubcommand)
    }
}
