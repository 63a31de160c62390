import Foundation
import Observation
import Shared
import SharedTesting
import Synchronization
import Testing

@testable import Train

@MainActor
@Suite struct TrainSessionViewModelTests {
    private let clock = ManualMonotonicClock()
    private let wallClock = ManualWallClock()
    private let cues = RecordingCueSink()
    private let sessions = InMemorySessions()

    private func makeViewModel(
        _ content: PlanContent = PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10)
    )
        -> TrainSessionViewModel
    {
        let snapshot = PlanSnapshot(
            planId: nil, templateId: "test", name: "Test", content: content, takenAt: wallClock.now())
        return TrainSessionViewModel(
            snapshot: snapshot, options: TrainCueOptions(), clock: clock, wallClock: wallClock,
            ids: SequentialIDProvider(), cueSink: cues, sessions: sessions)
    }

    /// Lets the runner reach its next sleep (or a paused wait); records an issue if it does not within 10 s.
    private func settle(_ viewModel: TrainSessionViewModel, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if clock.sleeperCount > 0 || viewModel.state.isPaused || viewModel.state.isFinished { return }
            await Task.yield()
        }
        Issue.record("the runner never reached its next sleep", sourceLocation: sourceLocation)
    }

    /// Advances the manual clock in steps while the runner works.
    private func advance(
        _ viewModel: TrainSessionViewModel, by total: Duration, step: Duration = .milliseconds(250)
    ) async {
        var moved: Duration = .zero
        while moved < total && !viewModel.state.isFinished {
            await settle(viewModel)
            clock.advance(by: step)
            moved += step
            for _ in 0..<20 { await Task.yield() }
        }
        await settle(viewModel)
    }

    @Test func runsToCompletionOnTheClockAndSavesTheSession() async throws {
        let viewModel = makeViewModel()
        var streamed: [SessionEvent] = []
        viewModel.onOutput = { output, _ in streamed += output.events }
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(5))
        #expect(viewModel.progress.segment.kind == .work)
        #expect(viewModel.progress.remainingWholeSeconds == 15)
        await advance(viewModel, by: .seconds(90))
        let session = try #require(await runner.value)
        #expect(session.status == .completed)
        #expect(session.activeSeconds == 80)
        #expect(session.completedSets == 3 && session.totalSets == 3)
        #expect(sessions.fetch(id: session.id) == session)
        #expect(streamed == session.events)
        #expect(cues.cues.last == .completed)
        #expect(cues.cues.filter { $0 == .countdown(1) }.count == 5, "once per second, once per segment")
    }

    @Test func pauseSkipAndEndWithConfirmation() async throws {
        let viewModel = makeViewModel()
        viewModel.start()
        clock.advance(by: .seconds(3))
        viewModel.handle(.togglePause)
        #expect(viewModel.state == .paused(.user))
        clock.advance(by: .seconds(30))
        viewModel.catchUp()
        #expect(viewModel.progress.activeElapsed == .seconds(3))
        viewModel.handle(.togglePause)
        viewModel.handle(.skip)
        #expect(viewModel.pendingConfirmation == .skip)
        #expect(viewModel.progress.segment.index == 0, "nothing happens before confirmation")
        viewModel.handle(.cancel)
        viewModel.handle(.skip)
        viewModel.handle(.confirm)
        #expect(viewModel.progress.segment.kind == .rest)
        viewModel.handle(.extendRest(seconds: 30))
        #expect(viewModel.progress.segmentLength == .seconds(40))
        #expect(viewModel.message == .restExtended(seconds: 30))
        viewModel.handle(.extendRest(seconds: 601))
        #expect(viewModel.message == .refused(.invalidExtension(seconds: 601)))
        #expect(viewModel.progress.segmentLength == .seconds(40), "nothing added beyond the range")
        viewModel.handle(.endRestEarly)
        #expect(viewModel.progress.segment.kind == .work)
        viewModel.handle(.back)
        #expect(viewModel.progress.segment.kind == .rest)
        viewModel.handle(.end)
        #expect(viewModel.state == .running)
        viewModel.handle(.confirm)
        #expect(viewModel.state == .ended)
        let session = try #require(viewModel.terminate())
        #expect(session.status == .ended)
        #expect(session.tags == [.adjusted])
        #expect(session.pausedSeconds == 30)
        #expect(try sessions.recent(limit: 5).map(\.id) == [session.id])
    }

    @Test func aRefusedActionRightAfterABoundaryStillPlaysTheBoundaryCue() {
        let viewModel = makeViewModel()
        viewModel.start()
        clock.advance(by: .seconds(30) + .milliseconds(200))  // past the rest, back in work, no wake yet
        viewModel.handle(.endRestEarly)
        #expect(viewModel.message == .refused(.notInRest))
        #expect(cues.cues.last == .restToWork(SegmentCue(kind: .work, label: "Work", nextExercise: nil)))
        #expect(viewModel.progress.segment.index == 2)
    }

    @Test func anActionThatLeavesTheScreenAsItWasTellsNoObserver() {
        // What the screen shows beside the progress is assigned whole: setting what it already holds (Esc without
        // the help) notifies nobody, so the screen is not drawn again for nothing.
        let viewModel = makeViewModel()
        viewModel.start()
        let changes = Mutex(0)
        func observe() {
            withObservationTracking {
                _ = viewModel.screen
            } onChange: {
                changes.withLock { $0 += 1 }
            }
        }
        observe()
        viewModel.handle(.closeHelp)
        #expect(changes.withLock { $0 } == 0, "no help to close")
        viewModel.handle(.toggleHelp)
        #expect(changes.withLock { $0 } == 1 && viewModel.isHelpVisible)
        observe()
        viewModel.handle(.closeHelp)
        #expect(changes.withLock { $0 } == 2 && !viewModel.isHelpVisible)
        observe()
        viewModel.handle(.closeHelp)
        #expect(changes.withLock { $0 } == 2, "closed already")
    }

    @Test func refusedActionsSayWhy() {
        let viewModel = makeViewModel()
        viewModel.start()
        viewModel.handle(.endRestEarly)
        #expect(viewModel.message == .refused(.notInRest))
        viewModel.handle(.back)
        #expect(viewModel.message == .refused(.noPreviousSegment))
        viewModel.handle(.togglePause)
        #expect(viewModel.message == nil)
    }

    @Test func aClockGapPausesAtItsStartAndTagsTheSession() async throws {
        let viewModel = makeViewModel()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(4))
        await settle(viewModel)
        clock.advance(by: .seconds(30))  // the process was stopped (SIGSTOP, suspend) for 30 s
        for _ in 0..<50 { await Task.yield() }
        #expect(viewModel.state == .paused(.safety))
        #expect(viewModel.progress.activeElapsed == .seconds(5), "paused where the gap began")
        viewModel.handle(.togglePause)
        await advance(viewModel, by: .seconds(120))
        let session = try #require(await runner.value)
        #expect(session.activeSeconds == 80)
        #expect(session.tags.contains(.interrupted))
    }

    @Test func interruptionAndDegradationAreRecorded() throws {
        let viewModel = makeViewModel()
        viewModel.start()
        viewModel.recordDegraded(reason: "no audio player found")
        viewModel.interrupt()
        #expect(viewModel.state == .paused(.interruption))
        viewModel.interrupt()
        #expect(viewModel.state == .paused(.interruption))
        let session = try #require(viewModel.terminate())
        #expect(session.tags == [.interrupted, .audioDegraded])
        #expect(session.events.contains { $0.kind == .degraded(reason: "no audio player found") })
        #expect(session.events.contains { $0.kind == .paused(reason: .interruption) })
    }

    @Test func summaryOffersAgainAndSavesAdjustmentsAsANewPlan() throws {
        let viewModel = makeViewModel()
        viewModel.start()
        clock.advance(by: .seconds(20))
        viewModel.catchUp()
        viewModel.handle(.extendRest(seconds: 30))
        clock.advance(by: .seconds(60))
        viewModel.catchUp()
        clock.advance(by: .seconds(40))
        viewModel.catchUp()
        let session = try #require(viewModel.terminate())
        #expect(session.status == .completed)
        let plans = InMemoryPlans()
        let summary = TrainSummaryViewModel(
            session: session, plans: plans, clock: wallClock, ids: SequentialIDProvider())
        #expect(summary.isCompleted)
        #expect(summary.adjustedContent?.restSeconds == 25)
        let saved = try #require(try summary.saveAdjustmentsAsPlan())
        #expect(saved.name == "Test (adjusted)" && saved.content.restSeconds == 25)
        #expect(plans.fetch(id: saved.id) == saved)
        #expect(summary.againSnapshot.content == session.snapshot.content)
    }
}
