import Shared

/// What one engine step produced: session events to record and at most one cue to play.
public struct TrainOutput: Hashable, Sendable {
    public var events: [SessionEvent] = []
    public var cues: [CueEvent] = []
    /// The active-time instant each cue belongs to, parallel to `cues`; used for coalescing.
    private(set) var cueInstants: [Duration] = []

    public init(events: [SessionEvent] = [], cues: [CueEvent] = []) {
        self.events = events
        self.cues = cues
        cueInstants = cues.map { _ in .zero }
    }

    /// Adds a cue that belongs to the active-time instant `instant`.
    mutating func add(_ cue: CueEvent, at instant: Duration) {
        cues.append(cue)
        cueInstants.append(instant)
    }

    /// Keeps only the cues of the latest instant, and of those only the highest priority:
    /// the user never hears a burst.
    func coalesced() -> TrainOutput {
        guard cues.count > 1, let latest = cueInstants.max() else { return self }
        let candidates = zip(cues, cueInstants).filter { $0.1 == latest }.map(\.0)
        guard let winner = candidates.max(by: { $0.priority < $1.priority }) else { return self }
        var result = TrainOutput(events: events)
        result.add(winner, at: latest)
        return result
    }

    public var isEmpty: Bool { events.isEmpty && cues.isEmpty }

    mutating func append(_ other: TrainOutput) {
        events += other.events
        cues += other.cues
        cueInstants += other.cueInstants
    }
}
