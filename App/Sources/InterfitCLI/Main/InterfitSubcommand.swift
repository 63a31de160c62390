import ArgumentParser

/// A command that runs on the main actor with the composition root built from its global options.
/// 在主 actor 上运行、由其全局选项构建组合根的命令。
protocol InterfitSubcommand: AsyncParsableCommand {
    var global: GlobalOptions { get }
    @MainActor func execute(_ context: AppContext) async throws
}

extension InterfitSubcommand {
    @MainActor
    mutating func run() async throws {
        try await execute(AppContext.live(databaseFlag: global.db))
    }
}
