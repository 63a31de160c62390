/// What `recover` does with the unfinished workouts kept in the journal.
/// `recover` 如何处理日志中保存的未完成训练。
public enum TrainRecoveryAction: String, CaseIterable, Sendable {
    case list, `continue`, end, discard
}
