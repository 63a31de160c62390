/// An action waiting for the user's yes or no.
/// 等待用户确认的操作。
public enum TrainConfirmation: Hashable, Sendable {
    case skip
    case end
}
