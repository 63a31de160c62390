import Shared
import SharedTerminal
import Train
import TrainViews

extension TrainWorkoutHost {
    /// Finished workouts kept in the journal while the database could not be written are saved now through
    /// `sessions` (asked for only when there are some), and the user is told; journals that cannot be read
    /// are moved aside and reported.
    public func savePendingJournals(into sessions: () -> (any SessionRepository)?) {
        let recovery = trainRecovery(writable: nil)
        recovery.load()
        let view = TrainRecoveryView(language: language, dates: dates)
        for damaged in recovery.damaged { console.err(view.damaged(damaged)) }
        guard !recovery.finished.isEmpty, let sessions = sessions() else { return }
        let saving = trainRecovery(writable: sessions)
        saving.load()
        let saved = saving.saveFinished()
        if !saved.isEmpty { console.err(view.savedFinished(saved)) }
    }
}
