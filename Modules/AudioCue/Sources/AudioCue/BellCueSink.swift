import Shared

/// Rings the terminal bell through a writer the App provides (modules never touch the terminal).
public struct BellCueSink: CueSink {
    private let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public func deliver(_ cue: CueEvent) {
        write("\u{07}")
    }
}
