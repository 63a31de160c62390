import ArgumentParser
import Persistence
import Shared

/// `interfit history`: the sessions kept, newest first.
struct HistoryCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List past workouts, newest first: completed, ended early, interrupted — all are kept.",
        discussion: """
            Examples:
              interfit history
              interfit history --limit 5 --json
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many sessions to show (1–10000).") var limit = 20
    @Flag(help: "Print JSON: an array of sessions (see README, \"JSON output\").") var json = false

    func execute(_ context: AppContext) async throws {
        guard (1...10_000).contains(limit) else {
            throw CLIFailure(
                message: context.text("issue.range", "--limit", "1", "10000", String(limit)), status: .usage)
        }
        let database = try context.openDatabase()
        let sessions: [Session]
        do { sessions = try DefaultSessionRepository(database: database).recent(limit: limit) } catch {
            throw context.messages.failure(storage: error)
        }
        if json {
            context.console.out(JSONOutput.encode(sessions.map(SessionJSON.init)))
            return
        }
        guard !sessions.isEmpty else {
            context.console.out(context.text("history.empty"))
            return
        }
        var table = TextTable(headers: [
            context.text("label.id"), context.text("history.started"), context.text("label.name"),
            context.text("label.status"), context.text("history.active"), context.text("history.sets"),
        ])
        for session in sessions {
            table.rows.append([
                String(session.id.uuidString.lowercased().prefix(8)), DateText.short(session.startedAt),
                session.snapshot.name,
                session.status == .completed ? context.text("summary.completed") : context.text("summary.ended"),
                DurationText.clock(Int(session.activeSeconds.rounded())),
                "\(session.completedSets)/\(session.totalSets)",
            ])
        }
        context.console.out(table.render(style: context.style))
    }
}
