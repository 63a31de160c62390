import Shared

/// What one engine step produced: session events to record and at most one cue to play.
/// 引擎一步产生的内容：要记录的会话事件与至多一个提示。
public struct TrainOutput: Hashable, Sendable {
    public var events: [SessionEvent] = []
    public var cues: [CueEvent] = []
    /// Where the intent that made these events came from; nil when the clock made them.
    public var source: TrainIntentSource?
    /// When each cue was due, in seconds since the session started (monotonic), parallel to `cues`.
    public private(set) var cueTimes: [Double] = []
    /// The active-time instant each cue belongs to, parallel to `cues`; used for coalescing.
    private(set) var cueInstants: [Duration] = []

    public init(events: [SessionEvent] = [], cues: [CueEvent] = []) {
        self.events = events
        self.cues = cues
        cueInstants = cues.map { _ in .zero }
        cueTimes = cues.map { _ in 0 }
    }

    /// Adds a cue that belongs to the active-time instant `instant`, due `t` seconds after the start.
    mutating func add(_ cue: CueEvent, at instant: Duration, t: Double) {
        cues.append(cue)
        cueInstants.append(instant)
        cueTimes.append(t)
    }

    /// Keeps only the highest-priority cue of the latest instant, so the user never hears a burst.
    func coalesced() -> TrainOutput {
        guard cues.count > 1, let latest = cueInstants.max() else { return self }
        let candidates = cues.indices.filter { cueInstants[$0] == latest }
        guard let winner = candidates.max(by: { cues[$0].priority < cues[$1].priority }) else { return self }
        var result = TrainOutput(events: events)
        result.add(cues[winner], at: latest, t: cueTimes[winner])
        return result
    }

    public var isEmpty: Bool { events.isEmpty && cues.isEmpty }

    mutating func append(_ other: TrainOutput) {
        events += other.events
        cues += other.cues
        cueInstants += other.cueInstants
        cueTimes += other.cueTimes
    }
}
