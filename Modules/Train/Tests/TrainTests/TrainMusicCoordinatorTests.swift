import Shared
import SharedTesting
import Testing

@testable import Train

/// Music directives at segment changes, pause, resume, stop and mute, driven by an engine on a manual clock.
@Suite struct TrainMusicCoordinatorTests {
    private let drums = MusicSelection(source: .local, reference: "/m/drums")
    private let calm = MusicSelection(source: .local, reference: "/m/calm")
    private let clock = ManualMonotonicClock()

    private func timeline(_ music: MusicPlan) -> Timeline {
        Timeline(content: PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10, music: music))
    }

    /// Passes every event of `outputs` to `coordinator` with the engine's segment; returns the directives given.
    private func feed(
        _ coordinator: inout TrainMusicCoordinator, _ engine: TrainEngine, _ outputs: [TrainOutput]
    ) -> [TrainMusicChange] {
        outputs.flatMap(\.events).compactMap { coordinator.react(to: $0, current: engine.currentSegment) }
    }

    @Test func directivesFollowTheSegmentsPausesAndTheEnd() throws {
        let music = RecordingMusic()
        let plan = MusicPlan(work: [drums], rest: [calm])
        let timeline = timeline(plan)
        var coordinator = TrainMusicCoordinator(sink: music, plan: plan, timeline: timeline)
        var engine = TrainEngine(timeline: timeline)
        var outputs = [try engine.start(at: clock.now())]
        clock.advance(by: .seconds(5))
        outputs.append(try engine.pause(at: clock.now()))
        clock.advance(by: .seconds(3))
        outputs.append(try engine.resume(at: clock.now()))
        clock.advance(by: .seconds(60))
        outputs.append(engine.advance(to: clock.now()))
        let changes = feed(&coordinator, engine, outputs)
        #expect(music.calls == ["play:/m/drums", "paused", "resumed", "play:/m/calm", "play:/m/drums", "stop"])
        #expect(changes.map(\.directive) == [.play(drums), .play(calm), .play(drums)])
        #expect(changes.map(\.t) == [0, 23, 33], "the boundaries after a 3 s pause")
        #expect(changes.map(\.segment.index) == [0, 1, 2])
        #expect(coordinator.playing == drums)
    }

    @Test func theSameSelectionContinuesAcrossABoundary() throws {
        let music = RecordingMusic()
        let plan = MusicPlan(work: [drums], rest: [drums])
        var coordinator = TrainMusicCoordinator(sink: music, plan: plan, timeline: timeline(plan))
        var engine = TrainEngine(timeline: timeline(plan))
        let outputs = [try engine.start(at: .zero), engine.advance(to: .seconds(21))]
        #expect(feed(&coordinator, engine, outputs).map(\.directive) == [.play(drums), .continue(drums)])
        #expect(music.calls == ["play:/m/drums", "continue:/m/drums"])
    }

    @Test func aSilentPlanGivesNoDirectivesButStillPausesAndStops() throws {
        let music = RecordingMusic()
        var coordinator = TrainMusicCoordinator(sink: music, plan: .silent, timeline: timeline(.silent))
        var engine = TrainEngine(timeline: timeline(.silent))
        let outputs = [
            try engine.start(at: .zero), try engine.pause(at: .seconds(1)), try engine.resume(at: .seconds(2)),
            try engine.end(at: .seconds(3)),
        ]
        #expect(feed(&coordinator, engine, outputs).isEmpty)
        #expect(music.calls == ["paused", "resumed", "stop"])
        #expect(coordinator.playing == nil)
    }

    @Test func aRecoveredWorkoutStartsTheCurrentSegmentsMusicWhenItResumes() throws {
        let music = RecordingMusic()
        let plan = MusicPlan(work: [drums], rest: [calm])
        var coordinator = TrainMusicCoordinator(sink: music, plan: plan, timeline: timeline(plan))
        var original = TrainEngine(timeline: timeline(plan))
        _ = try original.start(at: .zero)
        _ = original.advance(to: .seconds(25))
        var restored = TrainEngine.restored(
            timeline: timeline(plan), options: TrainCueOptions(), position: original.position(at: .seconds(25)),
            events: original.events, overrides: [], at: .seconds(100)
        ).engine
        let changes = feed(&coordinator, restored, [try restored.resume(at: .seconds(101))])
        #expect(changes.isEmpty)
        #expect(music.calls == ["play:/m/calm", "resumed"], "the rest's music, then the player resumes")
        #expect(coordinator.playing == calm)
    }

    @Test func muteTogglesAndWithoutAPlayerNothingHappens() throws {
        let music = RecordingMusic()
        let plan = MusicPlan(work: [drums])
        var coordinator = TrainMusicCoordinator(sink: music, plan: plan, timeline: timeline(plan))
        coordinator.toggleMute()
        #expect(coordinator.isMuted)
        coordinator.toggleMute()
        #expect(!coordinator.isMuted && music.calls == ["muted", "unmuted"])
        var none = TrainMusicCoordinator(sink: nil, plan: plan, timeline: timeline(plan))
        var engine = TrainEngine(timeline: timeline(plan))
        #expect(feed(&none, engine, [try engine.start(at: .zero)]).isEmpty && none.playing == nil)
    }
}
