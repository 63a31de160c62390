import Shared
import Train
import TrainTerminal

extension TrainWorkoutRunner {
    /// Runs workouts until the user quits: exit 74 when one was lost, 130 when a signal ended the last (notices said why).
    func runUntilQuitOrFail(_ setup: TrainSetup) async throws {
        let endedBySignal = await runUntilQuit(setup)
        if lostWorkout { throw CLIFailure(message: "", status: .ioError) }
        if endedBySignal { throw CLIFailure(message: "", status: .interrupted) }
    }
}
