import AudioCue
import Foundation
import History
import Persistence
import Plans
import Settings
import Shared
import SharedTerminal
import SharedUI
import Train
import TrainTerminal

/// The composition root: the only place that builds concrete objects and the view models commands ask for.
/// 组合根：唯一构建具体对象及命令所需视图模型的地方。
@MainActor
final class AppContext: TrainWorkoutHost {
    let environment: [String: String]
    let console: any Console
    let streams: StandardStreams
    let language: AppLanguage
    /// Styling for stdout and for stderr.
    let style: TextStyle
    let errorStyle: TextStyle
    let wallClock: any WallClock
    let monotonicClock: any MonotonicClock
    let ids: any IDProvider
    let databasePath: String
    let zone: LocalZone
    let dates: DateText
    /// Read-only databases, open while the context lives (closing one starts a libdispatch thread, 0.3 ms).
    private var readers: [AppDatabase] = []

    init(
        databaseFlag: String?, environment: [String: String], console: any Console, streams: StandardStreams,
        wallClock: any WallClock, monotonicClock: any MonotonicClock, ids: any IDProvider,
        timeZone: TimeZone? = nil
    ) {
        self.environment = environment
        self.console = console
        self.streams = streams
        language = AppLanguage.detect(environment: environment)
        style = TextStyle.forStream(isTTY: streams.stdoutIsTTY, environment: environment)
        errorStyle = TextStyle.forStream(isTTY: streams.stderrIsTTY, environment: environment)
        self.wallClock = wallClock
        self.monotonicClock = monotonicClock
        self.ids = ids
        databasePath = DatabaseLocation.resolve(
            flag: databaseFlag, environment: environment, accountHome: NSHomeDirectory())
        zone = timeZone.map(LocalZone.init) ?? .system
        dates = DateText(zone: zone)
    }

    /// The process's environment, read once.
    nonisolated static let processEnvironment = ProcessEnvironment.read()

    /// The real process: its environment, standard streams and clocks.
    static func live(databaseFlag: String?) -> AppContext {
        AppContext(
            databaseFlag: databaseFlag, environment: processEnvironment, console: SystemConsole(),
            streams: .current(), wallClock: SystemWallClock(), monotonicClock: SystemMonotonicClock(),
            ids: RandomIDProvider())
    }

    // MARK: - Database

    /// Opens the database for writing (if missing: created, or in memory when `creating` is false); saves journals.
    func openDatabase(creating: Bool = true) throws(CLIFailure) -> AppDatabase {
        if !creating && !FileManager.default.fileExists(atPath: databasePath) { return AppDatabase.inMemory() }
        let database: AppDatabase
        do { database = try AppDatabase.open(path: databasePath) } catch { throw failure(error) }
        savePendingJournals { DefaultSessionRepository(database: database) }
        return database
    }

    /// Opens the database read-only (in memory if missing); only saving waiting journaled workouts writes.
    func openDatabaseForReading() throws(CLIFailure) -> AppDatabase {
        guard FileManager.default.fileExists(atPath: databasePath) else { return AppDatabase.inMemory() }
        let database: AppDatabase
        do { database = try AppDatabase.openReadOnly(path: databasePath) } catch { throw failure(error) }
        savePendingJournals { [databasePath] in
            (try? AppDatabase.open(path: databasePath)).map { DefaultSessionRepository(database: $0) }
        }
        if database.needsMigration, let upgraded = try? AppDatabase.open(path: databasePath) {
            return upgraded
        }
        readers.append(database)
        return database
    }

    /// The database a workout reads before it starts, read-only with little patience; nil, with why, if unreadable.
    func openDatabaseForWorkout() -> (database: AppDatabase?, problem: RepositoryError?) {
        guard FileManager.default.fileExists(atPath: databasePath) else { return (AppDatabase.inMemory(), nil) }
        do { return (try AppDatabase.openReadOnly(path: databasePath, patience: .workout), nil) } catch {
            return (nil, error)
        }
    }

    // MARK: - Journal

    /// The session journals' folder: `$XDG_STATE_HOME/interfit/journal`, else `~/.local/state/interfit/journal`.
    var journalStore: FileSessionJournalStore {
        FileSessionJournalStore(
            directory: JournalLocation.resolve(environment: environment, accountHome: NSHomeDirectory()))
    }

    var journalDirectory: String { journalStore.directory }
    var terminalKind: String? { environment["TERM"] }

    func trainRecovery(writable sessions: (any SessionRepository)?) -> TrainRecoveryViewModel {
        TrainRecoveryViewModel(store: journalStore, sessions: sessions, database: databasePath, clock: wallClock)
    }

    func trainRecoveryForSaving() -> TrainRecoveryViewModel {
        trainRecovery(writable: DeferredSessionRepository(path: databasePath, patience: .command))
    }

    /// A storage failure as a message and exit status 74.
    func failure(_ error: RepositoryError) -> CLIFailure {
        CLIFailure(message: RepositoryErrorText(language: language).message(error), status: .ioError)
    }

    /// Saved plan names for shell completion, from the database the command line (or environment) names.
    nonisolated static func savedPlanNames(commandLine words: [String]) -> [String] {
        let flag = words.firstIndex(of: "--db").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
        let path = DatabaseLocation.resolve(
            flag: flag, environment: processEnvironment, accountHome: NSHomeDirectory())
        return DefaultPlanRepository.savedNames(atPath: path)
    }

    // MARK: - View models

    func planLibrary(_ database: AppDatabase) -> PlanLibraryViewModel {
        PlanLibraryViewModel(
            repository: DefaultPlanRepository(database: database, onUnreadable: warnUnreadable),
            versions: DefaultPlanVersionRepository(database: database, onUnreadable: warnUnreadable), clock: wallClock,
            ids: ids)
    }

    func planEditor(_ database: AppDatabase, editing plan: Plan? = nil) -> PlanEditorViewModel {
        PlanEditorViewModel(
            repository: DefaultPlanRepository(database: database), clock: wallClock, ids: ids, editing: plan)
    }

    func trainSetup(_ database: AppDatabase?) -> TrainSetupViewModel {
        TrainSetupViewModel(
            plans: database.map { DefaultPlanRepository(database: $0) },
            settings: database.map { DefaultSettingsRepository(database: $0) }, clock: wallClock, language: language)
    }

    /// A workout whose session is saved at its end (the database is opened then), journalled meanwhile.
    func trainSession(
        _ setup: TrainSetup, historyOn: Bool, cueSink: any CueSink, music: (any MusicSink)?
    )
        -> TrainSessionViewModel
    {
        TrainSessionViewModel(
            snapshot: setup.snapshot, options: cueOptions(setup.cueSettings), clock: monotonicClock,
            wallClock: wallClock, ids: ids, cueSink: cueSink,
            sessions: historyOn ? DeferredSessionRepository(path: databasePath) : nil, music: music,
            journalStore: journalStore, databasePath: databasePath, cueSettings: setup.cueSettings)
    }

    /// A workout continued from its journal, paused where it stopped.
    func restoredSession(
        _ pending: PendingJournal, cueSettings: CueSettings, cueSink: any CueSink, music: (any MusicSink)?
    ) -> TrainSessionViewModel {
        TrainSessionViewModel(
            restoring: pending, journal: try? journalStore.resume(pending), options: cueOptions(cueSettings),
            clock: monotonicClock, wallClock: wallClock, ids: ids, cueSink: cueSink,
            sessions: DeferredSessionRepository(path: databasePath), music: music)
    }

    func cueSettings(for snapshot: PlanSnapshot) -> CueSettings {
        trainSetup(openDatabaseForWorkout().database).cueSettings(for: snapshot)
    }

    private func cueOptions(_ settings: CueSettings) -> TrainCueOptions {
        TrainCueOptions(countdown: settings.countdown, halfway: settings.halfway)
    }

    /// The summary's choices; saving adjustments opens the database for writing only if asked.
    func trainSummary(_ session: Session) -> TrainSummaryViewModel {
        TrainSummaryViewModel(
            session: session, plans: DeferredPlanRepository(path: databasePath), clock: wallClock, ids: ids,
            language: language)
    }

    func settingsList(_ database: AppDatabase) -> SettingsListViewModel {
        SettingsListViewModel(repository: DefaultSettingsRepository(database: database))
    }

    func historyList(_ database: AppDatabase) -> HistoryListViewModel {
        HistoryListViewModel(
            history: DefaultHistoryRepository(database: database, onUnreadable: warnUnreadable),
            plans: DefaultPlanRepository(database: database), clock: wallClock, zone: zone)
    }

    func historyDetail(_ database: AppDatabase) -> HistoryDetailViewModel {
        HistoryDetailViewModel(history: DefaultHistoryRepository(database: database, onUnreadable: warnUnreadable))
    }

    func historyStats(_ database: AppDatabase) -> HistoryStatsViewModel {
        HistoryStatsViewModel(
            history: DefaultHistoryRepository(database: database, onUnreadable: warnUnreadable), clock: wallClock,
            zone: zone)
    }

    /// Tells the user once per row that a stored row was skipped.
    private var warnUnreadable: @Sendable (UnreadableRow) -> Void {
        RepositoryErrorText(language: language).warningOnce { [console] in console.err($0) }
    }

    func settingsBackup(_ database: AppDatabase) -> SettingsBackupViewModel {
        SettingsBackupViewModel(repository: DefaultBackupRepository(database: database), clock: wallClock)
    }

    func doctor(terminalSize: (columns: Int, rows: Int)?) -> SettingsDoctorViewModel {
        let tones = try? ToneLibrary.write(to: toneFolder)
        return SettingsDoctorViewModel(
            database: DefaultDatabaseInspector(path: databasePath),
            cues: CueEnvironmentProbe(path: environment["PATH"], silence: tones?.silence),
            terminal: TerminalFacts(
                isTTY: streams.stdoutIsTTY, columns: terminalSize?.columns, rows: terminalSize?.rows,
                term: environment["TERM"], colours: style.isEnabled, language: language))
    }

    // MARK: - Cues

    /// The cues and music of a workout; players start only when a selection needs them, and cues duck the music.
    func workoutSound(
        settings: CueSettings, ring: @escaping @Sendable (String) -> Void,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) -> TrainSound {
        let locator = ExecutableLocator(path: environment["PATH"])
        let music = MusicRouter(
            mpvPath: locator.find("mpv"), playerctlPath: locator.find("playerctl"), environment: environment,
            clock: monotonicClock, onDegraded: onDegraded)
        let capabilities = CueCapabilities.detect(path: environment["PATH"])
        let tones = settings.tones && !capabilities.players.isEmpty ? try? ToneLibrary.write(to: toneFolder) : nil
        let cues = CueDispatcher(
            settings: settings, capabilities: capabilities, toneFiles: tones, ducking: music, ring: ring,
            onDegraded: onDegraded)
        return TrainSound(cues: cues, music: music, startupDegradations: cues.startupDegradations) {
            _ = music.stopAndWait(timeout: .seconds(2))
        }
    }

    private var toneFolder: String { ToneLibrary.folder(environment: environment, accountHome: NSHomeDirectory()) }
}
