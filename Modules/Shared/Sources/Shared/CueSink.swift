/// Where cue events go (bell, tones, speech, a test recorder). Must return at once: a sink never
/// delays the timer.
public protocol CueSink: Sendable {
    func deliver(_ cue: CueEvent)
}
