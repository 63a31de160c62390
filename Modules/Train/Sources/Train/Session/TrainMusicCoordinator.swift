import Shared

/// Tells the music player what the workout does: a directive at each segment change, pause, resume, stop and mute.
/// 告诉音乐播放器训练的进展：每次换段的指令，以及暂停、继续、停止与静音。
struct TrainMusicCoordinator {
    private let sink: (any MusicSink)?
    private let plan: MusicPlan
    private let timeline: Timeline
    /// The music heard now (nil: silence or no music).
    private(set) var playing: MusicSelection?
    private(set) var isMuted = false

    init(sink: (any MusicSink)?, plan: MusicPlan, timeline: Timeline) {
        self.sink = sink
        self.plan = plan
        self.timeline = timeline
    }

    /// Passes `event` on to the player; `current` is the segment the session is in. Returns the directive given.
    mutating func react(to event: SessionEvent, current: Segment) -> TrainMusicChange? {
        guard let sink else { return nil }
        switch event.kind {
        case .segmentChanged(let index) where timeline.segments.indices.contains(index):
            if plan.isSilent && playing == nil { return nil }
            let segment = timeline.segments[index]
            let directive = MusicDirective.entering(segment, of: plan, playing: playing)
            sink.apply(directive)
            playing = directive.selection
            return TrainMusicChange(directive: directive, segment: segment, t: event.t)
        case .paused: sink.setPaused(true)
        case .resumed:
            // A workout continued after a crash has no music loaded yet: start the current segment's.
            if playing == nil, !plan.isSilent {
                let directive = MusicDirective.entering(current, of: plan, playing: nil)
                sink.apply(directive)
                playing = directive.selection
            }
            sink.setPaused(false)
        case .completed, .ended: sink.stop()
        default: break
        }
        return nil
    }

    /// Mutes or unmutes the music for this session.
    mutating func toggleMute() {
        isMuted.toggle()
        sink?.setMuted(isMuted)
    }
}
