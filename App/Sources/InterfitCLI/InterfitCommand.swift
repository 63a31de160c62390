import ArgumentParser
import Foundation

/// `interfit`: the root command.
struct InterfitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interfit",
        abstract: "An interval-training timer for the terminal (HIIT, Tabata, running intervals).",
        discussion: """
            Examples:
              interfit start tabata                      Run the built-in Tabata, 8×(20/10)
              interfit start --sets 8 --work 20 --rest 10
              interfit plans create "Legs" --sets 10 --work 45s --rest 15s --exercise Squat --exercise Lunge
              interfit plans list --favorites

            Exit codes: 0 ok, 64 bad usage or invalid values, 65 bad input file, 74 database or I/O trouble,
            130 interrupted.
            """,
        version: "0.1.0",
        subcommands: [
            StartCommand.self, TemplatesCommand.self, PlansCommand.self, HistoryCommand.self, SettingsCommand.self,
            DoctorCommand.self,
        ]
    )

    @OptionGroup var global: GlobalOptions
}
