import Observation
import Shared

/// The doctor: a read-only check of the database, the cue programs and the terminal.
/// 诊断：只读检查数据库、提示音程序与终端。
@MainActor
@Observable
public final class SettingsDoctorViewModel {
    /// What was found, after `run(full:)`.
    public private(set) var database: DatabaseHealth?
    public private(set) var cues: CueEnvironmentReport?
    public let terminal: TerminalFacts

    @ObservationIgnored private let inspector: any DatabaseInspecting
    @ObservationIgnored private let prober: any CueEnvironmentProbing

    public init(database: any DatabaseInspecting, cues: any CueEnvironmentProbing, terminal: TerminalFacts) {
        inspector = database
        prober = cues
        self.terminal = terminal
    }

    /// Inspects the database and, meanwhile, the sound programs; `full` runs `integrity_check`, not `quick_check`.
    public func run(full: Bool) async {
        let prober = prober
        let probing = Task.detached { prober.probe() }
        database = inspector.inspect(full: full)
        cues = await probing.value
    }

    /// True when the database cannot be used or is damaged (missing sound only degrades cues).
    public var hasProblem: Bool { database.map { !$0.isHealthy } ?? false }
}
