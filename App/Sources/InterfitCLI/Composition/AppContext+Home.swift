import Foundation
import History
import Persistence
import Plans
import Settings
import Shared
import SharedUI
import Terminal
import Train
import TrainTerminal

extension AppContext {
    /// True when `interfit` alone may open the home: a terminal on both sides that can place the cursor.
    var canOpenHome: Bool {
        streams.stdinIsTTY && streams.stdoutIsTTY && !(environment["TERM"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
    }

    /// The home's database (read door until the first write), or nil and why (then templates alone).
    func openForHome() -> (database: AppDatabase?, problem: RepositoryError?) {
        do {
            return (
                try AppDatabase.openForReadingUntilWrite(path: databasePath, creatingFolder: databaseIsDefault), nil
            )
        } catch {
            return (nil, error)
        }
    }

    // MARK: - The home's view models (rows that cannot be read are skipped quietly: nothing may print over it)

    func homePlanLibrary(_ database: AppDatabase) -> PlanLibraryViewModel {
        PlanLibraryViewModel(
            repository: DefaultPlanRepository(database: database),
            versions: DefaultPlanVersionRepository(database: database), clock: wallClock, ids: ids)
    }

    /// An editor whose problems name the form's labels, creating a plan or editing `plan`.
    func homePlanEditor(_ database: AppDatabase, editing plan: Plan?) -> PlanEditorViewModel {
        let editor = PlanEditorViewModel(
            repository: DefaultPlanRepository(database: database), clock: wallClock, ids: ids, editing: plan)
        editor.beginEditing()
        return editor
    }

    /// The adjust screen's model for one of the Train list's workouts.
    func homeTrainAdjust(_ choice: TrainChoice, database: AppDatabase?) -> TrainAdjustViewModel {
        TrainAdjustViewModel(
            choice: choice, setup: trainSetup(database), plans: database.map { DefaultPlanRepository(database: $0) },
            clock: wallClock, ids: ids, language: language)
    }

    /// The adjust screen's model for what `reference` names to `start` (a plan or one of its versions).
    func homeTrainAdjust(
        reference: String, name: String, content: PlanContent, database: AppDatabase?
    ) -> TrainAdjustViewModel {
        TrainAdjustViewModel(
            reference: reference, name: name, content: content, setup: trainSetup(database),
            plans: database.map { DefaultPlanRepository(database: $0) }, clock: wallClock, ids: ids,
            language: language)
    }

    func homeHistoryList(_ database: AppDatabase) -> HistoryListViewModel {
        HistoryListViewModel(
            history: DefaultHistoryRepository(database: database), plans: DefaultPlanRepository(database: database),
            clock: wallClock, zone: zone)
    }

    func homeHistoryDetail(_ database: AppDatabase) -> HistoryDetailViewModel {
        HistoryDetailViewModel(history: DefaultHistoryRepository(database: database))
    }

    func homeHistoryStats(_ database: AppDatabase) -> HistoryStatsViewModel {
        HistoryStatsViewModel(history: DefaultHistoryRepository(database: database), clock: wallClock, zone: zone)
    }

    /// Writes an exported plan file (never replacing one), as `plans export` does.
    func writePlanFile(_ document: PlanExchangeDocument, to path: String) -> UserFileError? {
        do {
            try UserFileWriter.write(document.encoded(), to: path, replace: false)
            return nil
        } catch {
            return error
        }
    }

    /// One workout from the home, run exactly as `start` runs it (screen, cues, music, journal, saved at its end).
    func runHomeWorkout(_ setup: TrainSetup) async -> TrainWorkoutRunner.Outcome {
        let (_, problem) = openForWorkout()
        return await TrainWorkoutRunner(host: self, mode: .screen, databaseProblem: problem).run(setup)
    }

    /// The summary of a workout run from the home, where adjustments made before the start count too.
    func homeTrainSummary(_ session: Session) -> TrainSummaryViewModel {
        let summary = trainSummary(session)
        summary.countsSetupAdjustments = true
        return summary
    }
}
