import Foundation

/// Where new identifiers come from; injected so tests get predictable ids.
public protocol IDProvider: Sendable {
    func makeID() -> UUID
}

/// Random version-4 UUIDs; created only by the composition root.
public struct RandomIDProvider: IDProvider {
    public init() {}
    public func makeID() -> UUID { UUID() }
}
