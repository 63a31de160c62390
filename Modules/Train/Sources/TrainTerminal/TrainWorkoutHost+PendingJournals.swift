import Shared
import Terminal
import Train
import TrainViews

extension TrainWorkoutHost {
    /// Saves finished workouts left in the journal through `sessions` and tells the user, reporting unreadable ones.
    public func savePendingJournals(into sessions: () -> (any SessionRepository)?) {
        // `sessions` is asked for only when there are some; journals that cannot be read are moved aside.
        let recovery = trainRecovery(writable: nil)
        recovery.load()
        guard !recovery.damaged.isEmpty || !recovery.finished.isEmpty else { return }
        let view = TrainRecoveryView(language: language, dates: dates)
        for damaged in recovery.damaged { console.err(view.damaged(damaged)) }
        guard !recovery.finished.isEmpty, let sessions = sessions() else { return }
        let saving = trainRecovery(writable: sessions)
        saving.load()
        let saved = saving.saveFinished()
        if !saved.isEmpty { console.err(view.savedFinished(saved)) }
    }
}
