/// An action waiting for the user's yes or no.
public enum TrainConfirmation: Hashable, Sendable {
    case skip
    case end
}
