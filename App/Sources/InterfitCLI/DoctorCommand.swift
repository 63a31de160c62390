import ArgumentParser
import AudioCue
import Foundation
import Persistence
import Shared

/// `interfit doctor`: checks the database and the environment and says what works.
struct DoctorCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract:
            "Check the database (path, schema, integrity) and the terminal; exits 74 if the database is unusable.",
        discussion: "Example:\n  interfit doctor --json")

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON (database, schema, integrity, plans, language, colors, problem).") var json = false

    /// The `--json` shape of the report.
    private struct Report: Encodable {
        var database: String
        var schema: String?
        var integrity: [String]?
        var plans: Int?
        var language: String
        var colors: Bool
        var problem: String?
        var audioPlayer: String?
        var voice: String?
        var cueCandidates: [String: String?] = [:]
        var terminal: Bool
        var terminalSize: String?

        private enum CodingKeys: String, CodingKey {
            case database, schema, integrity, plans, language, colors, problem, audioPlayer, voice, cueCandidates
            case terminal, terminalSize
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(database, forKey: .database)
            try container.encode(schema, forKey: .schema)
            try container.encode(integrity, forKey: .integrity)
            try container.encode(plans, forKey: .plans)
            try container.encode(language, forKey: .language)
            try container.encode(colors, forKey: .colors)
            try container.encode(problem, forKey: .problem)
            try container.encode(audioPlayer, forKey: .audioPlayer)
            try container.encode(voice, forKey: .voice)
            try container.encode(cueCandidates, forKey: .cueCandidates)
            try container.encode(terminal, forKey: .terminal)
            try container.encode(terminalSize, forKey: .terminalSize)
        }
    }

    func execute(_ context: AppContext) async throws {
        let capabilities = CueCapabilities.detect(path: context.environment["PATH"])
        var report = Report(
            database: context.databasePath, language: context.text.language.rawValue,
            colors: context.style.isEnabled, audioPlayer: capabilities.player?.path, voice: capabilities.voice?.path,
            terminal: Console.isTTY(STDOUT_FILENO))
        for candidate in capabilities.found { report.cueCandidates[candidate.name] = candidate.path }
        if report.terminal, let size = Self.terminalSize() { report.terminalSize = size }
        var failure: CLIFailure?
        do {
            let database = try AppDatabase.open(path: context.databasePath)
            report.schema = try database.schemaVersion()
            report.integrity = try database.integrityCheck()
            report.plans = try DefaultPlanRepository(database: database).fetch(.all).count
            if report.integrity != ["ok"] {
                failure = CLIFailure(
                    message: context.text("db.corrupt", context.databasePath, report.integrity?.first ?? "?"),
                    status: .ioError)
            }
        } catch let error as PersistenceError {
            failure = context.messages.failure(error)
        } catch {
            failure = context.messages.failure(storage: error)
        }
        report.problem = failure?.message
        if json {
            context.console.out(JSONOutput.encode(report))
        } else {
            print(report: report, failure: failure, context: context)
        }
        if let failure { throw ExitCode(failure.status.rawValue) }
    }

    private func print(report: Report, failure: CLIFailure?, context: AppContext) {
        let text = context.text
        let style = context.style
        let ok = style.green(text("doctor.ok"))
        var rows: [(String, String)] = [
            (
                text("doctor.database"),
                report.database + "  " + (failure == nil ? ok : style.red(text("doctor.problem")))
            )
        ]
        if let schema = report.schema { rows.append((text("doctor.schema"), schema)) }
        if let integrity = report.integrity {
            rows.append((text("doctor.integrity"), integrity == ["ok"] ? ok : integrity.joined(separator: "; ")))
        }
        if let plans = report.plans { rows.append((text("doctor.plans"), String(plans))) }
        rows.append((text("doctor.language"), report.language))
        rows.append((text("doctor.colors"), report.colors ? text("doctor.on") : text("doctor.off")))
        rows.append(
            (
                text("doctor.player"),
                report.audioPlayer ?? text("doctor.noPlayer", AudioPlayer.candidates.joined(separator: ", "))
            ))
        rows.append(
            (
                text("doctor.voice"),
                report.voice ?? text("doctor.noVoice", SpeechVoice.candidates.joined(separator: ", "))
            ))
        rows.append(
            (text("doctor.terminal"), report.terminalSize.map { text("doctor.tty", $0) } ?? text("doctor.noTTY")))
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        context.console.out(rows.map { TextWidth.padded($0.0, to: width) + "  " + $0.1 }.joined(separator: "\n"))
        if let failure { context.console.err("\n" + failure.message) }
    }

    /// `COLUMNS×ROWS` of the terminal on stdout.
    private static func terminalSize() -> String? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
        return "\(window.ws_col)×\(window.ws_row)"
    }
}
