/// What the user chose for an unfinished workout found at start: continue, end and save, discard, or later.
/// 启动时发现未完成训练后用户的选择：继续、结束并保存、丢弃，或留待以后。
public enum TrainRecoveryChoice: Equatable, Sendable {
    case continueWorkout
    case end
    case discard
    case later

    /// The choice a key press means: c, e, d (either case); anything else leaves it for later.
    public init(key: Character?) {
        switch key?.lowercased() {
        case "c": self = .continueWorkout
        case "e": self = .end
        case "d": self = .discard
        default: self = .later
        }
    }
}
