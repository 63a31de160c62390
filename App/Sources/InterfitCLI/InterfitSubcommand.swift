import ArgumentParser

/// A command that runs on the main actor with the composition root built from its global options.
protocol InterfitSubcommand: AsyncParsableCommand {
    var global: GlobalOptions { get }
    @MainActor func execute(_ context: AppContext) async throws
}

extension InterfitSubcommand {
    @MainActor
    mutating func run() async throws {
        try await execute(AppContext(global: global))
    }
}
