import AudioCue
import Community
import CommunityViews
import Foundation
import History
import HubAPI
import HubClient
import Persistence
import Plans
import Settings
import Shared
import SharedUI
import Terminal
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
    /// `--serve`: what was asked for, and the first workout's page, started before the command did anything else.
    var liveRequest: (address: TrainLiveAddress, viewOnly: Bool)?
    var preparedRemote: TrainRemote?

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
        databaseIsDefault = DatabaseLocation.isDefault(flag: databaseFlag, environment: environment)
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

    /// True when the database path is the default location, the only one whose missing folders are created.
    let databaseIsDefault: Bool
    /// The doors opened so far: each command opens the one it needs once.
    private var reader: AppDatabase?
    private var writer: AppDatabase?

    /// An empty `--db` or `INTERFIT_DB` is a mistake (an unset variable in a script), never the default database.
    func refuseEmptyDatabasePath(flag: String?) throws(CLIFailure) {
        if flag == "" { throw CLIFailure(message: HelpText.of("cli.emptyDatabaseFlag"), status: .usage) }
        if flag == nil, environment["INTERFIT_DB"] == "" {
            throw CLIFailure(message: HelpText.of("cli.emptyDatabaseVariable"), status: .usage)
        }
    }

    /// The read door (never migrating, saving journals or writing); an empty stand-in when there is no file yet.
    func openForReading() throws(RepositoryError) -> AppDatabase {
        if let database = writer ?? reader { return database }
        let database = try AppDatabase.openForReading(path: databasePath)
        reader = database
        return database
    }

    /// The write door: checks, creates (folders only at the default location), migrates; journals are a later step.
    func openForWriting() throws(RepositoryError) -> AppDatabase {
        if let writer { return writer }
        let database = try AppDatabase.openForWriting(path: databasePath, creatingFolder: databaseIsDefault)
        writer = database
        return database
    }

    /// The step a writing command asks for: finished workouts kept in journals are saved into `database`, and said.
    func saveFinishedWorkouts(into database: AppDatabase) {
        savePendingJournals { DefaultSessionRepository(database: database) }
    }

    /// The read door with a workout's patience; nil with why when unusable (the workout then runs with history off).
    func openForWorkout() -> (database: AppDatabase?, problem: RepositoryError?) {
        do { return (try AppDatabase.openForReading(path: databasePath, patience: .workout), nil) } catch {
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
        trainRecovery(
            writable: DeferredSessionRepository(
                path: databasePath, patience: .command, creatingFolder: databaseIsDefault))
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

    /// The plans of an open database, for an editor.
    func planRepository(_ database: AppDatabase) -> any PlanRepository { DefaultPlanRepository(database: database) }

    /// An editor over `repository`; its values come from the command line, the name as `nameArgument`.
    func planEditor(
        _ repository: any PlanRepository, editing plan: Plan? = nil, nameArgument: String = "NAME"
    ) -> PlanEditorViewModel {
        let editor = PlanEditorViewModel(repository: repository, clock: wallClock, ids: ids, editing: plan)
        editor.inputSource = .commandLine(nameArgument: nameArgument)
        return editor
    }

    /// Plans saved through the write door, opened only when the editor saves (invalid input opens nothing).
    var deferredPlans: any PlanRepository {
        DeferredPlanRepository(path: databasePath, creatingFolder: databaseIsDefault)
    }

    func trainSetup(_ database: AppDatabase?) -> TrainSetupViewModel {
        TrainSetupViewModel(
            plans: database.map { DefaultPlanRepository(database: $0, onUnreadable: warnUnreadable) },
            versions: database.map { DefaultPlanVersionRepository(database: $0) },
            settings: database.map { DefaultSettingsRepository(database: $0, onUnreadable: warnUnreadable) },
            clock: wallClock, language: language)
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
            sessions: historyOn
                ? DeferredSessionRepository(path: databasePath, creatingFolder: databaseIsDefault) : nil,
            music: music,
            journalStore: journalStore, databasePath: databasePath, cueSettings: setup.cueSettings)
    }

    /// A workout continued from its journal, paused where it stopped.
    func restoredSession(
        _ pending: PendingJournal, cueSettings: CueSettings, cueSink: any CueSink, music: (any MusicSink)?
    ) -> TrainSessionViewModel {
        TrainSessionViewModel(
            restoring: pending, journal: try? journalStore.resume(pending), options: cueOptions(cueSettings),
            clock: monotonicClock, wallClock: wallClock, ids: ids, cueSink: cueSink,
            sessions: DeferredSessionRepository(path: databasePath, creatingFolder: databaseIsDefault), music: music)
    }

    func cueSettings(for snapshot: PlanSnapshot) -> CueSettings {
        trainSetup(openForWorkout().database).cueSettings(for: snapshot)
    }

    private func cueOptions(_ settings: CueSettings) -> TrainCueOptions {
        TrainCueOptions(countdown: settings.countdown, halfway: settings.halfway)
    }

    /// The summary's choices; saving adjustments opens the database for writing only if asked.
    func trainSummary(_ session: Session) -> TrainSummaryViewModel {
        TrainSummaryViewModel(
            session: session, plans: deferredPlans, clock: wallClock, ids: ids,
            language: language)
    }

    func settingsList(_ database: AppDatabase) -> SettingsListViewModel {
        SettingsListViewModel(repository: DefaultSettingsRepository(database: database, onUnreadable: warnUnreadable))
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
        let music = MusicRouter(
            searchPath: environment["PATH"], environment: environment, clock: monotonicClock, onDegraded: onDegraded)
        let capabilities = CueCapabilities.detect(
            path: environment["PATH"], players: settings.tones, voices: settings.voice)
        let tones = settings.tones && !capabilities.players.isEmpty ? try? ToneLibrary.write(to: toneFolder) : nil
        let cues = CueDispatcher(
            settings: settings, capabilities: capabilities, toneFiles: tones, ducking: music, ring: ring,
            onDegraded: onDegraded)
        return TrainSound(cues: cues, music: music, startupDegradations: cues.startupDegradations) {
            _ = music.stopAndWait(timeout: .seconds(2))
        }
    }

    private var toneFolder: String { ToneLibrary.folder(environment: environment, accountHome: NSHomeDirectory()) }

    // MARK: - Community

    /// The hub's client (with that hub's sign-in unless `offline`) and offline copies; nothing is sent yet.
    func communityAccess(
        _ options: CommunityOptions, offline: Bool = false, installId: Bool = false
    ) throws(CommunityError) -> (hub: any HubService, copies: CommunityOfflineCopies) {
        let setting = options.hub == nil ? storedHubSetting() : nil
        let address = try CommunityHubPolicy.address(flag: options.hub, setting: setting)
        let copies = CommunityOfflineCopies(
            cache: HubCacheFolder(
                root: XDGFolder.cache.path(environment: environment, accountHome: NSHomeDirectory())
                    + "/interfit/community"), hub: address.description)
        if offline {
            return (HubHTTPClient(transport: HubHTTPTransport(address: address), token: nil, installId: nil), copies)
        }
        if try CommunityHubPolicy.check(address, insecure: options.insecure) {
            console.err(errorStyle.yellow(communityMessages.insecure(address.description)))
        }
        let kept: HubStoredToken?
        do { kept = try communityTokens.token(for: address.description) } catch { throw .localFile(error) }
        let token = CommunityHubPolicy.token(kept, for: address, now: wallClock.now())
        var install: String?
        if installId, token == nil {
            do { install = try communityTokens.installId { ids.makeID().uuidString.lowercased() } } catch {
                throw .localFile(error)
            }
        }
        let transport = HubHTTPTransport(address: address)
        return (HubHTTPClient(transport: transport, token: token, installId: install), copies)
    }

    /// `$XDG_CONFIG_HOME/interfit/credentials.json` (else `~/.config/…`): tokens per hub and the install id, 0600.
    var communityTokens: any HubTokenStore {
        HubTokenFile(
            path: XDGFolder.config.path(environment: environment, accountHome: NSHomeDirectory())
                + "/interfit/credentials.json")
    }

    /// The `community.hub` setting as stored, read without writing; nil when unset or the database is unusable.
    private func storedHubSetting() -> String? {
        guard let database = try? openForReading() else { return nil }
        return (try? DefaultSettingsRepository(database: database).storedValues())?[.communityHub]
    }

    var communityMessages: CommunityMessages { CommunityMessages(language: language, dates: dates) }

    /// The terminal's width for tables, nil off a terminal (every column).
    var communityWidth: Int? { streams.stdoutIsTTY ? TerminalController.currentSize()?.columns : nil }

    func communitySearch(_ options: CommunityOptions, offline: Bool) throws(CommunityError) -> CommunitySearchViewModel
    {
        let access = try communityAccess(options, offline: offline)
        return CommunitySearchViewModel(hub: access.hub, copies: access.copies, clock: wallClock)
    }

    func communityPost(
        _ options: CommunityOptions, offline: Bool = false
    ) throws(CommunityError) -> CommunityPostViewModel {
        let access = try communityAccess(options, offline: offline)
        return CommunityPostViewModel(hub: access.hub, copies: access.copies, clock: wallClock)
    }

    /// Apply (with the write door) and start (with none: nothing is saved unless `--keep`).
    func communityApply(
        _ options: CommunityOptions, database: AppDatabase?
    ) throws(CommunityError) -> CommunityApplyViewModel {
        let access = try communityAccess(options, installId: true)
        return CommunityApplyViewModel(
            hub: access.hub, copies: access.copies, plans: database.map { DefaultPlanRepository(database: $0) },
            origins: database.map { DefaultPlanOriginRepository(database: $0) }, clock: wallClock, ids: ids)
    }

    func communityPublish(_ options: CommunityOptions) throws -> CommunityPublishViewModel {
        let access = try communityAccess(options)
        return CommunityPublishViewModel(
            hub: access.hub, plans: DefaultPlanRepository(database: try openForReading()),
            hubAddress: access.copies.hub)
    }

    func communityComments(_ options: CommunityOptions) throws(CommunityError) -> CommunityCommentsViewModel {
        let access = try communityAccess(options)
        return CommunityCommentsViewModel(hub: access.hub, copies: access.copies)
    }

    func communityReports(_ options: CommunityOptions) throws(CommunityError) -> CommunityReportsViewModel {
        let access = try communityAccess(options)
        return CommunityReportsViewModel(hub: access.hub, copies: access.copies)
    }

    func communityBlocks(_ options: CommunityOptions) throws(CommunityError) -> CommunityBlocksViewModel {
        let access = try communityAccess(options)
        return CommunityBlocksViewModel(hub: access.hub, hubAddress: access.copies.hub)
    }

    func communityAccount(_ options: CommunityOptions) throws(CommunityError) -> CommunityAccountViewModel {
        let access = try communityAccess(options)
        return CommunityAccountViewModel(hub: access.hub, tokens: communityTokens, hubAddress: access.copies.hub)
    }

    /// Post ids kept offline for the hub the command line names, for shell completion (no network, no writes).
    nonisolated static func keptPostIds(commandLine words: [String]) -> [String] {
        let flag = words.firstIndex(of: "--hub").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
        guard let address = try? CommunityHubPolicy.address(flag: flag, setting: nil) else { return [] }
        let root = XDGFolder.cache.path(environment: processEnvironment, accountHome: NSHomeDirectory())
        let copies = CommunityOfflineCopies(
            cache: HubCacheFolder(root: root + "/interfit/community"), hub: address.description)
        return CommunityListingSource.allCases.flatMap { copies.listing($0)?.posts.map(\.id) ?? [] }
    }
}
