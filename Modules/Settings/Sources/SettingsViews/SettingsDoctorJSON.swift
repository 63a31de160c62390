import Settings
import Shared

/// The stable `doctor --json` shape; every key is always present (`null` when unknown).
/// `doctor --json` 的稳定结构；每个键都始终存在（未知时为 `null`）。
public struct SettingsDoctorJSON: Encodable, Sendable {
    private let database: DatabaseHealth
    private let cues: CueEnvironmentReport
    private let terminal: TerminalFacts
    private let problem: String?

    /// `problem` is the phrased database problem (from `SettingsDoctorView.problem`).
    public init(database: DatabaseHealth, cues: CueEnvironmentReport, terminal: TerminalFacts, problem: String?) {
        self.database = database
        self.cues = cues
        self.terminal = terminal
        self.problem = problem
    }

    private enum Keys: String, CodingKey {
        case database, exists, schema, integrity, integrityCheck, plans, sessions, sizeBytes, unreadableRows
        case language, colors, problem, audioPlayer, voice, cueCandidates, players, voices, terminal, terminalSize
        case musicPrograms, desktopPlayers
    }

    /// One helper program in the report.
    /// 报告中的一个辅助程序。
    private struct Program: Encodable {
        let name: String
        let path: String?
        let state: String

        enum CodingKeys: String, CodingKey { case name, path, state }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(path, forKey: .path)
            try container.encode(state, forKey: .state)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(database.path, forKey: .database)
        try container.encode(database.exists, forKey: .exists)
        try container.encode(database.schema, forKey: .schema)
        try container.encode(database.integrity, forKey: .integrity)
        try container.encode(
            database.integrity == nil ? nil : (database.isFullCheck ? "full" : "quick"), forKey: .integrityCheck)
        try container.encode(database.plans, forKey: .plans)
        try container.encode(database.sessions, forKey: .sessions)
        try container.encode(database.sizeBytes, forKey: .sizeBytes)
        try container.encode(database.unreadableRows, forKey: .unreadableRows)
        try container.encode(terminal.language.rawValue, forKey: .language)
        try container.encode(terminal.colours, forKey: .colors)
        try container.encode(problem, forKey: .problem)
        try container.encode(cues.usablePlayer?.path, forKey: .audioPlayer)
        try container.encode(cues.voice?.path, forKey: .voice)
        var candidates: [String: String?] = [:]
        for program in cues.players + cues.voices { candidates[program.name] = program.path }
        try container.encode(candidates, forKey: .cueCandidates)
        try container.encode(cues.players.map(Self.program), forKey: .players)
        try container.encode(cues.voices.map(Self.program), forKey: .voices)
        try container.encode(cues.musicPrograms.map(Self.program), forKey: .musicPrograms)
        try container.encode(cues.desktopPlayers, forKey: .desktopPlayers)
        try container.encode(terminal.isTTY, forKey: .terminal)
        let size = terminal.columns.flatMap { columns in terminal.rows.map { "\(columns)×\($0)" } }
        try container.encode(size, forKey: .terminalSize)
    }

    private static func program(_ status: HelperProgramStatus) -> Program {
        let state: String
        switch status.state {
        case .missing: state = "missing"
        case .found: state = "found"
        case .usable: state = "usable"
        case .failed: state = "failed"
        }
        return Program(name: status.name, path: status.path, state: state)
    }
}
