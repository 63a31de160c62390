import Shared
import TrainTerminal

extension TrainWorkoutRunner.Outcome {
    /// Exit 74 when a workout was kept nowhere, 130 when a signal ended it (the summary and notices said why).
    func throwIfFailed() throws(CLIFailure) {
        if lost { throw CLIFailure(message: "", status: .ioError) }
        if endedBySignal { throw CLIFailure(message: "", status: .interrupted) }
    }
}
