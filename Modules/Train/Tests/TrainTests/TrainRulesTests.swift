import Foundation
import Shared
import SharedTesting
import Synchronization
import Testing

@testable import Train

@MainActor
@Suite struct TrainRulesTests {
    private let clock = ManualMonotonicClock()
    private let wallClock = ManualWallClock()
    private let cues = RecordingCueSink()

    private func session(
        _ content: PlanContent = PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10),
        sessions: (any SessionRepository)? = InMemorySessions(), journal: (any SessionJournalStore)? = nil,
        music: (any MusicSink)? = nil
    ) -> TrainSessionViewModel {
        TrainSessionViewModel(
            snapshot: PlanSnapshot(
                planId: nil, templateId: "t", name: "Test", content: content, takenAt: wallClock.now()),
            options: TrainCueOptions(), clock: clock, wallClock: wallClock, ids: SequentialIDProvider(), cueSink: cues,
            sessions: sessions, music: music, journalStore: journal, databasePath: "/db")
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

    /// Advances the clock in steps while the runner works.
    private func advance(
        _ viewModel: TrainSessionViewModel, by total: Duration, step: Duration = .milliseconds(250)
    )
        async
    {
        var moved: Duration = .zero
        while moved < total && !viewModel.state.isFinished {
            await settle(viewModel)
            clock.advance(by: step)
            moved += step
            for _ in 0..<20 { await Task.yield() }
        }
        await settle(viewModel)
    }

    // MARK: - Keys and confirmations

    @Test func keysMapToIntentsAndQuestionsNeedAYes() async {
        let viewModel = session()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(1))
        viewModel.press("n")
        #expect(viewModel.pendingConfirmation == .skip)
        viewModel.press("x")
        #expect(
            viewModel.pendingConfirmation == nil && viewModel.progress.segment.kind == .work, "any other key cancels")
        viewModel.press("n")
        viewModel.press("y")
        #expect(viewModel.progress.segment.kind == .rest)
        viewModel.press(" ")
        #expect(viewModel.state == .paused(.user))
        viewModel.press(" ")
        #expect(viewModel.state == .running)
        viewModel.press("+")
        #expect(viewModel.progress.segmentLength == .seconds(25))
        viewModel.press("?")
        #expect(viewModel.isHelpVisible)
        viewModel.press("q")
        #expect(viewModel.pendingConfirmation == .end)
        viewModel.press("Y")
        _ = await runner.value
        #expect(viewModel.session?.status == .ended)
    }

    @Test func aQuestionLapsesWhenItsSegmentEnds() async {
        let viewModel = session()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .milliseconds(19_500))
        viewModel.press("n")
        #expect(viewModel.pendingConfirmation == .skip)
        await advance(viewModel, by: .seconds(1))
        #expect(viewModel.progress.segment.kind == .rest)
        #expect(viewModel.pendingConfirmation == nil, "asked during work, the question does not carry into the rest")
        viewModel.press("y")
        #expect(viewModel.progress.segment.kind == .rest, "a late yes skips nothing")
        viewModel.terminate()
        _ = await runner.value
    }

    @Test func escClosesTheHelpAndQuestionMarkTogglesIt() {
        let viewModel = session()
        viewModel.start()
        viewModel.press("?")
        #expect(viewModel.isHelpVisible && viewModel.screen.isHelpVisible)
        viewModel.press("\u{1B}")
        #expect(!viewModel.isHelpVisible)
        viewModel.press("\u{1B}")
        #expect(!viewModel.isHelpVisible, "Esc never opens it")
        viewModel.press("h")
        viewModel.press("?")
        #expect(!viewModel.isHelpVisible)
        viewModel.press("?")
        viewModel.press(" ")
        #expect(viewModel.isHelpVisible && viewModel.state == .paused(.user), "keys still work under the help")
        viewModel.press("n")
        viewModel.press("\u{1B}")
        #expect(viewModel.pendingConfirmation == nil && viewModel.isHelpVisible, "Esc answers a question first")
    }

    @Test func messagesClearAtTheNextSegment() async {
        let viewModel = session()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(1))
        viewModel.press("r")
        #expect(viewModel.message == .refused(.notInRest) && viewModel.screen.message == .refused(.notInRest))
        viewModel.press(" ")
        #expect(viewModel.message == nil, "the next action replaces it")
        viewModel.press(" ")
        viewModel.press("+")
        #expect(viewModel.message == .refused(.notInRest))
        await advance(viewModel, by: .seconds(20))
        #expect(viewModel.progress.segment.kind == .rest && viewModel.message == nil, "gone with its segment")
        viewModel.press("+")
        #expect(viewModel.message == .restExtended(seconds: 15) && viewModel.progress.segmentLength == .seconds(25))
        await advance(viewModel, by: .seconds(10))
        #expect(viewModel.message == .restExtended(seconds: 15), "still in the extended rest")
        await advance(viewModel, by: .seconds(16))
        #expect(viewModel.progress.segment.kind == .work && viewModel.message == nil)
        viewModel.terminate()
        _ = await runner.value
    }

    // MARK: - Clock gaps

    @Test func aGapPausesWhereItBeganBeforeAnyLaterCueAndTNeverGoesBack() async {
        let viewModel = session(PlanContent(setsCount: 1, workSeconds: 20, restSeconds: 0))
        var streamed: [Double] = []
        viewModel.onOutput = { output, _ in streamed += output.events.map(\.t) + output.cueTimes }
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(3))
        clock.advance(by: .seconds(30))  // suspended across the halfway mark
        viewModel.press("+")  // a key reaches the session before the runner wakes
        await settle(viewModel)
        #expect(viewModel.state == .paused(.safety))
        #expect(!cues.cues.contains(.halfway), "the halfway mark was never reached")
        #expect(streamed == streamed.sorted(), "t never goes back: \(streamed)")
        #expect(viewModel.progress.activeElapsed < .seconds(5))
        viewModel.terminate()
        let saved = await runner.value
        #expect(saved?.tags.contains(.interrupted) == true)
    }

    @Test func withoutControlAGapIsExcludedAndTheWorkoutGoesOn() async {
        let viewModel = session(PlanContent(setsCount: 1, workSeconds: 20, restSeconds: 0))
        viewModel.controlLost()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(3))
        clock.advance(by: .seconds(30))
        await settle(viewModel)
        #expect(viewModel.state == .running)
        await advance(viewModel, by: .seconds(25))
        let saved = await runner.value
        #expect(saved?.status == .completed)
        #expect(saved?.activeSeconds == 20, "the gap is not active time")
        let kinds = saved?.events.map(\.kind) ?? []
        #expect(kinds.contains(.paused(reason: .safety)) && kinds.contains(.resumed))
    }

    @Test func losingControlWhilePausedResumes() async {
        let viewModel = session()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(1))
        viewModel.handle(.togglePause)
        #expect(viewModel.state.isPaused)
        viewModel.controlLost()
        #expect(viewModel.state == .running && !viewModel.controlAvailable)
        viewModel.terminate()
        _ = await runner.value
    }

    // MARK: - Control lines

    @Test func newlineCommandsDriveTheWorkout() async {
        let viewModel = session()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(1))
        #expect(viewModel.perform(command: "  PAUSE ") == .done && viewModel.state.isPaused)
        #expect(viewModel.perform(command: "resume") == .done && viewModel.state == .running)
        #expect(viewModel.perform(command: "end-rest") == .refused(.notInRest))
        #expect(viewModel.perform(command: "skip") == .done && viewModel.progress.segment.kind == .rest)
        #expect(viewModel.perform(command: "extend 30") == .done && viewModel.progress.segmentLength == .seconds(40))
        #expect(viewModel.perform(command: "extend 20") == .done && viewModel.progress.segmentLength == .seconds(60))
        #expect(viewModel.perform(command: "+5s") == .done && viewModel.progress.segmentLength == .seconds(65))
        #expect(viewModel.perform(command: "extend 601") == .refused(.invalidExtension(seconds: 601)))
        #expect(viewModel.perform(command: "dance") == .unknown("dance"))
        #expect(viewModel.perform(command: "") == .done)
        #expect(viewModel.perform(command: "back") == .done && viewModel.progress.segment.kind == .work)
        #expect(viewModel.perform(command: "end") == .done)
        let saved = await runner.value
        #expect(saved?.status == .ended && saved?.tags.contains(.adjusted) == true)
    }

    @Test func controlLinesCarryOutSkipAndEndAtOnceWhileKeysAsk() {
        let viewModel = session()
        viewModel.start()
        viewModel.press("n")
        #expect(viewModel.pendingConfirmation == .skip && viewModel.progress.segment.index == 0)
        viewModel.press("x")
        #expect(viewModel.perform(command: "Skip") == .done && viewModel.progress.segment.index == 1)
        #expect(viewModel.pendingConfirmation == nil)
        #expect(viewModel.perform(command: "+20") == .done && viewModel.message == .restExtended(seconds: 20))
        #expect(viewModel.progress.segmentLength == .seconds(30))
        #expect(viewModel.perform(command: "back") == .done && viewModel.progress.segment.kind == .work)
        #expect(viewModel.perform(command: "extend 15") == .refused(.notInRest), "during work")
        #expect(viewModel.message == .refused(.notInRest))
        #expect(viewModel.perform(command: "extend 0") == .refused(.invalidExtension(seconds: 0)))
        #expect(viewModel.perform(command: "resume") == .refused(.invalidTransition(from: .running, action: .resume)))
        #expect(viewModel.perform(command: "dance") == .unknown("dance"))
        #expect(viewModel.perform(command: " END ") == .done && viewModel.state == .ended)
    }

    @Test func eventsCarryTheSourceOfTheIntentThatMadeThemAndTheClocksCarryNone() {
        let viewModel = session()
        var outputs: [TrainOutput] = []
        viewModel.onOutput = { output, _ in outputs.append(output) }
        viewModel.start()
        #expect(viewModel.perform(command: "pause", from: .remote) == .done)
        viewModel.handle(.resume, from: .keyboard)
        #expect(viewModel.perform(command: "skip") == .done)
        #expect(viewModel.perform(command: "end", from: .remote) == .done && viewModel.state == .ended)
        let tagged = outputs.filter { !$0.events.isEmpty }.map { output in
            (output.events.map(\.kind), output.source)
        }
        #expect(tagged.map(\.1) == [nil, .remote, .keyboard, .controlLine, .remote])
        #expect(
            tagged[3].0 == [.skipped(fromIndex: 0), .segmentChanged(index: 1)], "the segment it skipped to is its doing"
        )
        #expect(TrainIntentSource.remote.asksBeforeDrasticActions == false, "the page asks on its own side")
    }

    @Test func aSignalEndTagsTheSessionInterrupted() async {
        let viewModel = session()
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(2))
        let saved = viewModel.terminate(bySignal: true)
        _ = await runner.value
        #expect(saved?.status == .ended && saved?.tags == [.interrupted])
    }

    // MARK: - Total progress

    @Test func theTotalFollowsSkipsAndRestExtensions() throws {
        var engine = TrainEngine(
            timeline: Timeline(content: PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10)))
        _ = try engine.start(at: .zero)
        #expect(engine.progress(at: .seconds(5)).expectedTotal == .seconds(50))
        _ = try engine.skip(at: .seconds(5))  // 15 s of work dropped
        #expect(engine.progress(at: .seconds(5)).expectedTotal == .seconds(35))
        _ = try engine.extendRest(by: 15, at: .seconds(6))
        let progress = engine.progress(at: .seconds(6))
        #expect(progress.expectedTotal == .seconds(50))
        #expect(abs(progress.totalFraction - 6.0 / 50.0) < 1e-9, "the bar is the label's elapsed / total")
    }

    // MARK: - Setup

    @Test func setupResolvesPlansTemplatesAndAdHocAndLayersCues() throws {
        let plans = InMemoryPlans()
        let legs = Plan(
            id: UUID(), name: "Tabata", content: PlanContent(setsCount: 4, workSeconds: 30, restSeconds: 15),
            createdAt: wallClock.now(), updatedAt: wallClock.now(), cueSettings: CueSettingsOverride(bell: false))
        plans.save(legs)
        let setup = TrainSetupViewModel(plans: plans, settings: nil, clock: wallClock, language: .simplifiedChinese)
        let saved = try setup.prepare(TrainSetupRequest(reference: "tabata", cues: CueSettingsOverride(voice: true)))
        #expect(saved.plan == legs && saved.snapshot.planId == legs.id, "a saved plan wins over the template")
        #expect(saved.cueSettings.bell == false && saved.cueSettings.voice == true)
        let template = try setup.prepare(
            TrainSetupRequest(reference: "hiit", shape: TrainShapeOverride(restSeconds: 20)))
        #expect(
            template.snapshot.name == "HIIT 入门" && template.snapshot.isAdjusted
                && template.snapshot.content.restSeconds == 20)
        let adHoc = try setup.prepare(TrainSetupRequest(shape: TrainShapeOverride(sets: 3, workSeconds: 30)))
        #expect(adHoc.snapshot.name == "快速训练" && !adHoc.snapshot.isAdjusted && adHoc.snapshot.templateId == nil)
        #expect(throws: TrainSetupError.missingOptions(["--work"])) {
            try setup.prepare(TrainSetupRequest(shape: TrainShapeOverride(sets: 3)))
        }
        #expect(throws: TrainSetupError.notFound(reference: "nope")) {
            try setup.prepare(TrainSetupRequest(reference: "nope"))
        }
        #expect(throws: TrainSetupError.self) {
            try setup.prepare(TrainSetupRequest(shape: TrainShapeOverride(sets: 0, workSeconds: 5)))
        }
        let historyOff = TrainSetupViewModel(plans: nil, settings: nil, clock: wallClock, language: .english)
        #expect(try historyOff.prepare(TrainSetupRequest(reference: "tabata")).snapshot.templateId == "tabata")
    }

    @Test func theMusicSettingSilencesPlansButNotTheSessionsOwnMusic() throws {
        let plans = InMemoryPlans()
        let song = MusicSelection(source: .local, reference: "/m/run.mp3")
        var content = PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10)
        content.music = MusicPlan(work: [song])
        plans.save(
            Plan(id: UUID(), name: "Run", content: content, createdAt: wallClock.now(), updatedAt: wallClock.now()))
        let on = TrainSetupViewModel(plans: plans, settings: FixedSettings([:]), clock: wallClock, language: .english)
        #expect(try on.prepare(TrainSetupRequest(reference: "run")).snapshot.content.music.work == [song])
        let off = TrainSetupViewModel(
            plans: plans, settings: FixedSettings([.music: "off"]), clock: wallClock, language: .english)
        let silent = try off.prepare(TrainSetupRequest(reference: "run"))
        #expect(silent.snapshot.content.music.isSilent && !silent.snapshot.isAdjusted)
        let own = try off.prepare(
            TrainSetupRequest(reference: "run", shape: TrainShapeOverride(music: MusicPlan(rest: [song]))))
        #expect(own.snapshot.content.music.rest == [song])
    }

    @Test func theOutputModeFollowsTheTerminal() {
        #expect(
            TrainOutputMode.choose(noTUI: false, events: false, stdinIsTTY: true, stdoutIsTTY: true, term: "xterm")
                == .screen)
        #expect(
            TrainOutputMode.choose(noTUI: false, events: false, stdinIsTTY: true, stdoutIsTTY: true, term: "dumb")
                == .plain)
        #expect(
            TrainOutputMode.choose(noTUI: false, events: false, stdinIsTTY: true, stdoutIsTTY: true, term: nil)
                == .plain)
        #expect(
            TrainOutputMode.choose(noTUI: true, events: false, stdinIsTTY: true, stdoutIsTTY: true, term: "xterm")
                == .plain)
        #expect(
            TrainOutputMode.choose(noTUI: false, events: false, stdinIsTTY: false, stdoutIsTTY: true, term: "xterm")
                == .plain)
        #expect(
            TrainOutputMode.choose(noTUI: false, events: true, stdinIsTTY: true, stdoutIsTTY: true, term: "xterm")
                == .ndjson)
    }

    // MARK: - Summary

    @Test func theSummaryOffersTrueChoicesAndAnyOtherKeyQuits() throws {
        let content = PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10)
        let plain = Session(
            id: UUID(),
            snapshot: PlanSnapshot(
                planId: nil, templateId: nil, name: "Legs", content: content, takenAt: wallClock.now()),
            status: .completed, startedAt: wallClock.now(), endedAt: nil, activeSeconds: 80, pausedSeconds: 0,
            completedSets: 3, totalSets: 3, events: [], overrides: [], tags: [])
        let summary = TrainSummaryViewModel(
            session: plain, plans: InMemoryPlans(), clock: wallClock, ids: SequentialIDProvider())
        #expect(summary.choices == [.again, .quit])
        #expect(summary.choose(key: "a") == .again)
        #expect(summary.choose(key: "s") == .quit, "s is not offered without adjustments")
        for key: Character in ["x", "y", " ", "\u{1B}", "q"] { #expect(summary.choose(key: key) == .quit) }
        var adjusted = plain
        adjusted.overrides = [.restExtended(segmentIndex: 1, seconds: 30)]
        let plans = InMemoryPlans()
        plans.save(
            Plan(
                id: UUID(), name: "Legs（调整后）", content: content, createdAt: wallClock.now(), updatedAt: wallClock.now())
        )
        let withChanges = TrainSummaryViewModel(
            session: adjusted, plans: plans, clock: wallClock, ids: SequentialIDProvider(), language: .simplifiedChinese
        )
        #expect(withChanges.choices == [.again, .saveAdjustments, .quit])
        #expect(withChanges.choose(key: "S") == .saveAdjustments)
        let saved = try #require(try withChanges.saveAdjustmentsAsPlan())
        #expect(saved.name == "Legs（调整后） (2)" && saved.content.restSeconds == 25)
    }

    // MARK: - Journal

    @Test func theJournalGetsTheHeaderEventsPositionsAndTheFinishedSession() async throws {
        let store = RecordingJournalStore()
        let viewModel = session(PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0), journal: store)
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(4))
        #expect(store.headers.count == 1 && store.headers.first?.database == "/db")
        #expect(store.journal.events.map(\.kind).prefix(2) == [.started, .segmentChanged(index: 0)])
        #expect(store.journal.positions.count >= 4, "about once a second: \(store.journal.positions.count)")
        await advance(viewModel, by: .seconds(10))
        let saved = try #require(await runner.value)
        #expect(saved.id == store.headers.first?.sessionId)
        #expect(store.journal.finished == saved && store.journal.committed)
    }

    @Test func aTwentyFiveSecondWorkoutSyncsItsJournalOnlyAtSegmentChanges() async throws {
        let store = RecordingJournalStore()
        let viewModel = session(PlanContent(setsCount: 2, workSeconds: 10, restSeconds: 5), journal: store)
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(26))
        let saved = try #require(await runner.value)
        let log = store.journal.log
        #expect(
            log.filter { $0 == "sync" }.count == 2, "the rest, the last work; `finish` syncs the end: \(log)")
        #expect(log.suffix(4) == ["event:completed", "position@25.0", "finish", "commit"])
        #expect(store.journal.positions.map(\.t) == (0...25).map(Double.init), "a kill -9 loses at most a second")
        #expect(store.journal.events == saved.events)
    }

    @Test func aFailedSaveKeepsTheJournalPending() async throws {
        let store = RecordingJournalStore()
        let viewModel = session(
            PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0), sessions: FailingSessions(), journal: store)
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(12))
        _ = await runner.value
        #expect(viewModel.saveError == .busy(path: "/db"))
        #expect(store.journal.finished != nil && !store.journal.committed)
    }

    @Test func aSessionIsLostOnlyWhenNeitherStoredNorJournalled() async throws {
        // (sessions, journal) → lost: a failed save or history off loses the session only when the journal failed too.
        let cases: [((any SessionRepository)?, any SessionJournalStore, Bool)] = [
            (FailingSessions(), FailingJournalStore(), true), (nil, FailingJournalStore(), true),
            (InMemorySessions(), FailingJournalStore(), false), (FailingSessions(), RecordingJournalStore(), false),
            (nil, RecordingJournalStore(), false),
        ]
        for (sessions, journal, lost) in cases {
            let viewModel = session(
                PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0), sessions: sessions, journal: journal)
            #expect(!viewModel.sessionLost, "nothing is lost before the session ends")
            let runner = Task { await viewModel.run() }
            await advance(viewModel, by: .seconds(12))
            _ = try #require(await runner.value)
            #expect(viewModel.sessionLost == lost, "\(String(describing: sessions)), \(journal)")
        }
    }

    // MARK: - Recovery

    @Test func aRestoredSessionResumesPausedWhereItStoppedWithoutRepeatingASegment() throws {
        let content = PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10)
        var original = TrainEngine(timeline: Timeline(content: content))
        _ = try original.start(at: .seconds(100))
        _ = original.advance(to: .seconds(125))  // 5 s into the rest
        let position = original.position(at: .seconds(125))
        let restored = TrainEngine.restored(
            timeline: Timeline(content: content), options: TrainCueOptions(), position: position,
            events: original.events, overrides: [], at: .seconds(7))
        var engine = restored.engine
        #expect(restored.output.events.map(\.kind) == [.recovered, .paused(reason: .interruption)])
        #expect(engine.state == .paused(.interruption))
        #expect(engine.segmentIndex == 1 && engine.progress(at: .seconds(7)).remainingWholeSeconds == 5)
        #expect(engine.completedSets == 1)
        _ = try engine.resume(at: .seconds(20))
        let output = engine.advance(to: .seconds(25))
        #expect(output.events.map(\.kind) == [.segmentChanged(index: 2)], "the rest ends on time, nothing repeated")
        #expect(engine.events.map(\.t) == engine.events.map(\.t).sorted())
    }

    @Test func recoveryEndsAJournalAsARecoveredSession() throws {
        let content = PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10)
        let header = JournalHeader(
            sessionId: UUID(), database: "/db", startedAt: wallClock.now(),
            snapshot: PlanSnapshot(
                planId: nil, templateId: nil, name: "Legs", content: content, takenAt: wallClock.now()))
        let pending = PendingJournal(
            path: "/j", header: header,
            events: [SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0))],
            overrides: [],
            position: SessionPosition(
                t: 12.5, activeSeconds: 12.5, pausedSeconds: 0, segmentIndex: 0, segmentStartSeconds: 0,
                segmentLengthSeconds: 20, completedWork: [], isPaused: false), finished: nil)
        let sessions = InMemorySessions()
        let recovery = TrainRecoveryViewModel(
            store: RecordingJournalStore(), sessions: sessions, database: "/db", clock: wallClock)
        let ended = try recovery.end(pending)
        #expect(ended.status == .ended && ended.activeSeconds == 12.5 && ended.tags.contains(.recovered))
        #expect(ended.events.suffix(2).map(\.kind) == [.recovered, .ended])
        #expect(sessions.fetch(id: header.sessionId) == ended)
    }

    @Test func recoveryKeysMapToChoicesAndAnyOtherKeyLeavesItForLater() {
        #expect(TrainRecoveryChoice(key: "c") == .continueWorkout && TrainRecoveryChoice(key: "C") == .continueWorkout)
        #expect(TrainRecoveryChoice(key: "e") == .end && TrainRecoveryChoice(key: "D") == .discard)
        for key: Character? in ["y", " ", "q", "\u{1B}", nil] { #expect(TrainRecoveryChoice(key: key) == .later) }
    }

    // MARK: - Music

    @Test func musicFollowsBoundariesPausesAndTheEnd() async {
        let drums = MusicSelection(source: .local, reference: "/m/drums")
        let calm = MusicSelection(source: .local, reference: "/m/calm")
        let music = RecordingMusic()
        let content = PlanContent(
            setsCount: 2, workSeconds: 20, restSeconds: 10, music: MusicPlan(work: [drums], rest: [calm]))
        let viewModel = session(content, music: music)
        var changes: [TrainMusicChange] = []
        viewModel.onOutput = { _, music in changes += music }
        let runner = Task { await viewModel.run() }
        await advance(viewModel, by: .seconds(1))
        #expect(viewModel.music == drums && viewModel.screen.nextMusic == calm)
        viewModel.handle(.togglePause)
        viewModel.handle(.togglePause)
        viewModel.press("m")
        await advance(viewModel, by: .seconds(60))
        _ = await runner.value
        #expect(
            music.calls == [
                "play:/m/drums", "paused", "resumed", "muted", "play:/m/calm", "play:/m/drums", "stop",
            ])
        #expect(changes.map(\.directive.action) == ["play", "play", "play"])
    }
}
