import Shared
import SharedUI
import Terminal
import Train

/// What a terminal workout needs from the composition root: streams, styles, and objects only the root may build.
/// 终端上的训练需要组合根提供的东西：流、样式，以及只有组合根才能构建的对象。
@MainActor
public protocol TrainWorkoutHost: AnyObject {
    var console: any Console { get }
    var streams: StandardStreams { get }
    var language: AppLanguage { get }
    /// Styling for stdout and for stderr.
    var style: TextStyle { get }
    var errorStyle: TextStyle { get }
    var dates: DateText { get }
    /// The folder of the session journals, named when a session could not be saved.
    var journalDirectory: String { get }
    /// `$TERM`, which decides between the training screen and plain lines.
    var terminalKind: String? { get }

    /// The cues and music of one workout; `ring` writes the bell, `onDegraded` hears later degradations.
    func workoutSound(
        settings: CueSettings, ring: @escaping @Sendable (String) -> Void,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) -> TrainSound
    /// A new workout, journalled and saved at its end when `historyOn`.
    func trainSession(
        _ setup: TrainSetup, historyOn: Bool, cueSink: any CueSink, music: (any MusicSink)?
    )
        -> TrainSessionViewModel
    /// A workout continued from its journal, paused where it stopped.
    func restoredSession(
        _ pending: PendingJournal, cueSettings: CueSettings, cueSink: any CueSink, music: (any MusicSink)?
    ) -> TrainSessionViewModel
    /// The next workout's live page under `--serve` (a new token each time); nil when not asked for or not started.
    func liveRemote(for snapshot: PlanSnapshot) async -> TrainRemote?
    func trainSummary(_ session: Session) -> TrainSummaryViewModel
    /// The cue settings a continued workout runs with (its plan's, over the global ones).
    func cueSettings(for snapshot: PlanSnapshot) -> CueSettings
    /// The journals of this database; `writable` saves sessions that are waiting.
    func trainRecovery(writable sessions: (any SessionRepository)?) -> TrainRecoveryViewModel
    /// The journals of this database, saving to it when asked.
    func trainRecoveryForSaving() -> TrainRecoveryViewModel
}
