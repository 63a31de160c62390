import ArgumentParser
import Train
import TrainTerminal

/// `interfit recover [list|continue|end|discard] [ID]`: workouts left in the session journal.
/// `interfit recover [list|continue|end|discard] [ID]`：会话日志中遗留的训练。
struct RecoverCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("recover", help: "recover") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("recover.action")) var action: TrainRecoveryAction = .list
    @Argument(help: .text("recover.id")) var id: String?
    @Flag(help: .text("option.json.recover")) var json = false
    @Flag(name: .customLong("no-tui"), help: .text("option.noTUI")) var noTUI = false
    @Option(help: .text("option.events", value: "format")) var events: EventFormat?
    @OptionGroup var serve: ServeOptions

    func execute(_ context: AppContext) async throws {
        if serve.address != nil, action != .continue {
            throw CLIFailure(message: HelpText.of("cli.serveNotHere"), status: .usage)
        }
        try await context.prepareLive(serve)
        let outcome = try await TrainRecoveryRunner(host: context)
            .perform(action, id: id, json: json, noTUI: noTUI, events: events != nil)
        try outcome?.throwIfFailed()
    }
}
