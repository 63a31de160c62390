import Shared
import Testing

@testable import Train

@Suite struct TrainEngineTests {
    private let tabata = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)

    @Test func completesAtExactlyThePlannedTime() throws {
        var driver = EngineDriver(tabata)
        try driver.start()
        driver.runToEnd(lateness: .milliseconds(7))
        #expect(driver.engine.state == .completed)
        #expect(driver.engine.activeTime(at: driver.now) == .seconds(230))
        #expect(driver.engine.completedSets == 8)
        #expect(driver.engine.events.last == SessionEvent(t: 230, kind: .completed))
        let boundaries = driver.engine.events.compactMap { event -> Double? in
            if case .segmentChanged = event.kind { return event.t }
            return nil
        }
        #expect(boundaries == [0, 20, 30, 50, 60, 80, 90, 110, 120, 140, 150, 170, 180, 200, 210])
    }

    @Test func everyTransitionAndInvalidOnesAreTypedErrors() throws {
        var engine = TrainEngine(timeline: Timeline(content: tabata))
        #expect(throws: TrainEngineError.invalidTransition(from: .idle, action: .pause)) {
            try engine.pause(at: .zero)
        }
        #expect(throws: TrainEngineError.invalidTransition(from: .idle, action: .resume)) {
            try engine.resume(at: .zero)
        }
        #expect(throws: TrainEngineError.invalidTransition(from: .idle, action: .end)) { try engine.end(at: .zero) }
        _ = try engine.start(at: .zero)
        #expect(engine.state == .running)
        #expect(throws: TrainEngineError.invalidTransition(from: .running, action: .start)) {
            try engine.start(at: .seconds(1))
        }
        #expect(throws: TrainEngineError.invalidTransition(from: .running, action: .resume)) {
            try engine.resume(at: .seconds(1))
        }
        _ = try engine.pause(at: .seconds(2))
        #expect(engine.state == .paused(.user))
        #expect(throws: TrainEngineError.invalidTransition(from: .paused(.user), action: .pause)) {
            try engine.pause(at: .seconds(3))
        }
        _ = try engine.resume(at: .seconds(4))
        #expect(engine.state == .running)
        _ = try engine.pause(at: .seconds(5), reason: .interruption)
        _ = try engine.end(at: .seconds(6))
        #expect(engine.state == .ended)
        #expect(engine.activeTime(at: .seconds(100)) == .seconds(3))
        #expect(engine.pausedTime(at: .seconds(100)) == .seconds(3))
        for action in [TrainAction.pause, .resume, .skip, .back, .end] {
            #expect(throws: TrainEngineError.self) {
                switch action {
                case .pause: _ = try engine.pause(at: .seconds(7))
                case .resume: _ = try engine.resume(at: .seconds(7))
                case .skip: _ = try engine.skip(at: .seconds(7))
                case .back: _ = try engine.back(at: .seconds(7))
                default: _ = try engine.end(at: .seconds(7))
                }
            }
        }
        #expect(engine.eventKindsSummary == ["started", "segment", "paused", "resumed", "paused", "ended"])
    }

    @Test func pausesAreCountedBelowOneSecond() throws {
        var driver = EngineDriver(tabata)
        try driver.start()
        driver.run(until: .milliseconds(5_250))
        driver.record(try driver.engine.pause(at: driver.now))
        driver.now += .milliseconds(730)
        driver.record(try driver.engine.resume(at: driver.now))
        driver.now += .nanoseconds(1)
        driver.record(try driver.engine.pause(at: driver.now))
        driver.now += .nanoseconds(999)
        driver.record(try driver.engine.resume(at: driver.now))
        #expect(driver.engine.pausedTime(at: driver.now) == .nanoseconds(730_000_999))
        driver.runToEnd()
        #expect(driver.engine.activeTime(at: driver.now) == .seconds(230))
        #expect(driver.now == .seconds(230) + .nanoseconds(730_000_999))
    }

    @Test func countdownOncePerSecondAndHalfway() throws {
        var driver = EngineDriver(PlanContent(setsCount: 1, workSeconds: 20, restSeconds: 0))
        try driver.start()
        driver.runToEnd(lateness: .milliseconds(3))
        #expect(
            driver.cues == [
                .lastSet(SegmentCue(kind: .work, label: "Work", nextExercise: nil)), .halfway, .countdown(3),
                .countdown(2), .countdown(1), .completed,
            ])
        var quiet = EngineDriver(
            PlanContent(setsCount: 1, workSeconds: 20, restSeconds: 0),
            options: TrainCueOptions(countdown: false, halfway: false))
        try quiet.start()
        quiet.runToEnd()
        #expect(quiet.cues.count == 2)
    }

    @Test func coincidingCuesAreCoalescedByPriority() throws {
        // A 3-second rest: its countdown(3) would fall on its own start, so it is not scheduled.
        var driver = EngineDriver(PlanContent(setsCount: 2, workSeconds: 10, restSeconds: 3))
        try driver.start()
        driver.runToEnd()
        #expect(driver.outputs.allSatisfy { $0.output.cues.count <= 1 })
        let rest = SegmentCue(kind: .rest, label: "Rest", nextExercise: nil)
        let work = SegmentCue(kind: .work, label: "Work", nextExercise: nil)
        #expect(
            driver.cues == [
                .segmentStart(work), .halfway, .countdown(3), .countdown(2), .countdown(1), .workToRest(rest),
                .countdown(2), .countdown(1), .lastSet(work), .halfway, .countdown(3), .countdown(2), .countdown(1),
                .completed,
            ])
        // Waking very late (the clock stalled 1.5 s): only the latest, strongest cue plays.
        var late = EngineDriver(tabata)
        try late.start()
        late.run(until: .seconds(16))
        late.now = .milliseconds(20_400)
        let output = late.engine.advance(to: late.now)
        #expect(output.cues == [.workToRest(SegmentCue(kind: .rest, label: "Rest", nextExercise: nil))])
    }

    @Test func transitionCuesNameTheNextExercise() throws {
        var driver = EngineDriver(
            PlanContent(setsCount: 3, workSeconds: 10, restSeconds: 10, exercises: ["Squat", "Row"]),
            options: TrainCueOptions(countdown: false, halfway: false))
        try driver.start()
        driver.runToEnd()
        #expect(
            driver.cues == [
                .segmentStart(SegmentCue(kind: .work, label: "Squat", nextExercise: "Row")),
                .workToRest(SegmentCue(kind: .rest, label: "Rest", nextExercise: "Row")),
                .restToWork(SegmentCue(kind: .work, label: "Row", nextExercise: "Squat")),
                .workToRest(SegmentCue(kind: .rest, label: "Rest", nextExercise: "Squat")),
                .lastSet(SegmentCue(kind: .work, label: "Squat", nextExercise: nil)),
                .completed,
            ])
    }

    @Test func skipAndBackAreRecordedAndShiftTheRest() throws {
        var driver = EngineDriver(tabata)
        try driver.start()
        driver.run(until: .milliseconds(5_500))
        driver.record(try driver.engine.skip(at: driver.now))
        #expect(driver.engine.segmentIndex == 1)
        #expect(driver.engine.overrides == [.skipped(segmentIndex: 0, remainingSeconds: 14.5)])
        #expect(driver.engine.completedSets == 0)
        driver.now += .seconds(2)
        driver.record(try driver.engine.back(at: driver.now))
        #expect(driver.engine.segmentIndex == 0)
        #expect(driver.engine.progress(at: driver.now).segmentRemaining == .seconds(20))
        driver.runToEnd()
        #expect(driver.engine.state == .completed)
        #expect(driver.engine.completedSets == 8)
        #expect(driver.engine.activeTime(at: driver.now) == .milliseconds(237_500))
        var first = TrainEngine(timeline: Timeline(content: tabata))
        _ = try first.start(at: .zero)
        #expect(throws: TrainEngineError.noPreviousSegment) { try first.back(at: .seconds(1)) }
    }

    @Test func skippingTheLastSegmentCompletes() throws {
        var engine = TrainEngine(
            timeline: Timeline(content: PlanContent(setsCount: 1, workSeconds: 30, restSeconds: 0)))
        _ = try engine.start(at: .zero)
        _ = try engine.pause(at: .seconds(5))
        let output = try engine.skip(at: .seconds(9))
        #expect(engine.state == .completed)
        #expect(output.cues == [.completed])
        #expect(engine.activeTime(at: .seconds(50)) == .seconds(5))
        #expect(engine.pausedTime(at: .seconds(50)) == .seconds(4))
    }

    @Test func restExtensionAndEarlyEndAreOverridesOnly() throws {
        var driver = EngineDriver(tabata)
        try driver.start()
        #expect(throws: TrainEngineError.notInRest) { try driver.engine.extendRest(by: 15, at: .seconds(1)) }
        #expect(throws: TrainEngineError.notInRest) { try driver.engine.endRestEarly(at: .seconds(1)) }
        driver.run(until: .seconds(22))
        #expect(throws: TrainEngineError.invalidExtension(seconds: 0)) {
            try driver.engine.extendRest(by: 0, at: driver.now)
        }
        driver.record(try driver.engine.extendRest(by: 15, at: driver.now))
        #expect(driver.engine.progress(at: driver.now).segmentLength == .seconds(25))
        driver.run(until: .seconds(44))
        #expect(driver.engine.segmentIndex == 1)
        driver.run(until: .seconds(46))
        #expect(driver.engine.segmentIndex == 2)
        driver.run(until: .seconds(70))
        #expect(driver.engine.currentSegment.kind == .rest)
        driver.record(try driver.engine.endRestEarly(at: driver.now))
        #expect(driver.engine.currentSegment.kind == .work)
        driver.runToEnd()
        #expect(driver.engine.activeTime(at: driver.now) == .seconds(230 + 15 - 5))
        #expect(
            driver.engine.overrides == [
                .restExtended(segmentIndex: 1, seconds: 15), .restEndedEarly(segmentIndex: 3, remainingSeconds: 5),
            ])
        #expect(driver.engine.timeline == Timeline(content: tabata), "the plan's timeline is never changed")
    }

    @Test func warmupRoundsAndCooldownRunInOrder() throws {
        let content = PlanContent(
            setsCount: 2, workSeconds: 10, restSeconds: 5, warmupSeconds: 30, cooldownSeconds: 20, rounds: 2,
            roundRestSeconds: 15, exercises: ["A", "B"])
        var driver = EngineDriver(content)
        try driver.start()
        var seen: [String] = []
        while !driver.engine.state.isFinished {
            let progress = driver.engine.progress(at: driver.now)
            let label =
                "\(progress.segment.kind.rawValue):\(progress.segment.label):\(progress.setNumber)/\(progress.roundNumber)"
            if seen.last != label { seen.append(label) }
            driver.run(until: driver.now + .seconds(1))
        }
        #expect(
            seen == [
                "warmup:Warm-up:1/1", "work:A:1/1", "rest:Rest:1/1", "work:B:2/1", "roundRest:Round rest:2/1",
                "work:A:1/2",
                "rest:Rest:1/2", "work:B:2/2", "cooldown:Cool-down:2/2",
            ])
        #expect(driver.engine.activeTime(at: driver.now) == .seconds(content.totalSeconds))
    }

    @Test func pausingInThePastSettlesTheSegmentsBeforeIt() throws {
        // The runner pauses at the start of a clock gap, a moment that has already passed.
        var engine = TrainEngine(timeline: Timeline(content: tabata))
        _ = try engine.start(at: .zero)
        let output = try engine.pause(at: .seconds(25), reason: .safety)
        #expect(engine.segmentIndex == 1)
        #expect(engine.state == .paused(.safety))
        #expect(engine.activeTime(at: .seconds(60)) == .seconds(25))
        #expect(output.cues == [.paused])
        #expect(engine.events.suffix(2).map(\.t) == [20, 25])
        #expect(engine.nextDeadline(after: .seconds(60)) == nil)
        _ = try engine.resume(at: .seconds(60))
        #expect(engine.pausedTime(at: .seconds(60)) == .seconds(35))
    }

    @Test func actionsOnAFinishedSessionAreRefusedButCatchUpIsReturned() throws {
        var engine = TrainEngine(
            timeline: Timeline(content: PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0)))
        _ = try engine.start(at: .zero)
        let output = try engine.pause(at: .seconds(11))
        #expect(engine.state == .completed)
        #expect(output.cues == [.completed])
        #expect(throws: TrainEngineError.invalidTransition(from: .completed, action: .pause)) {
            try engine.pause(at: .seconds(12))
        }
        #expect(throws: TrainEngineError.invalidTransition(from: .completed, action: .end)) {
            try engine.end(at: .seconds(12))
        }
    }

    @Test func twoHourPlanWithFiftyPausesHasZeroDrift() throws {
        let content = PlanContent(
            setsCount: 40, workSeconds: 120, restSeconds: 45, warmupSeconds: 300, cooldownSeconds: 300, rounds: 1)
        #expect(content.totalSeconds == 40 * 120 + 39 * 45 + 600)
        #expect(content.totalSeconds >= 7000)
        var driver = EngineDriver(content)
        try driver.start()
        var totalPause: Duration = .zero
        for index in 1...50 {
            // Pause at uneven points, for uneven lengths, with late wake-ups in between.
            driver.run(until: .milliseconds(Int64(index) * 137_313) + totalPause, lateness: .microseconds(1_777))
            driver.record(try driver.engine.pause(at: driver.now))
            let pause = Duration.milliseconds(Int64(index * 53 % 997)) + .nanoseconds(Int64(index * 7919))
            driver.now += pause
            totalPause += pause
            driver.record(try driver.engine.resume(at: driver.now))
        }
        driver.runToEnd(lateness: .microseconds(2_311))
        #expect(driver.engine.state == .completed)
        #expect(driver.engine.activeTime(at: driver.now) == .seconds(content.totalSeconds))
        #expect(driver.engine.pausedTime(at: driver.now) == totalPause)
        #expect(driver.engine.events.last?.t == (Duration.seconds(content.totalSeconds) + totalPause).inSeconds)
    }

    @Test func nextDeadlineTicksEverySecondAndHitsBoundariesExactly() throws {
        var engine = TrainEngine(
            timeline: Timeline(content: PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0)),
            options: TrainCueOptions(countdown: false, halfway: false))
        _ = try engine.start(at: .milliseconds(250))
        #expect(engine.nextDeadline(after: .milliseconds(250)) == .milliseconds(1_250))
        #expect(engine.nextDeadline(after: .milliseconds(1_700)) == .milliseconds(2_250))
        #expect(engine.nextDeadline(after: .milliseconds(10_100)) == .milliseconds(10_250))
    }
}

extension TrainEngine {
    /// Event kinds as short names, for readable expectations.
    var eventKindsSummary: [String] {
        events.map { event in
            switch event.kind {
            case .started: "started"
            case .segmentChanged: "segment"
            case .paused: "paused"
            case .resumed: "resumed"
            case .ended: "ended"
            case .completed: "completed"
            default: "other"
            }
        }
    }
}
