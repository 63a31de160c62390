import Foundation
import Shared
import SharedUI
import Testing
import Train

@testable import TrainViews

@Suite struct TrainViewsTests {
    private let english = TrainSessionView(language: .english, style: .plain)

    @Test(arguments: [(100, 5), (40, 6), (200, 60), (40, 12), (20, 3), (4, 1), (300, 2), (12, 40)])
    func theTimeLeftIsAlwaysVisibleAndEverythingFits(width: Int, height: Int) throws {
        for language in AppLanguage.allCases {
            // With and without the live page's address, which gives way before the time left does.
            for state in [try FrameFixtures.state(at: 5), Self.serving(try FrameFixtures.state(at: 5))] {
                let frame = TrainSessionView(language: language, style: .plain)
                    .render(state, width: width, height: height)
                #expect(frame.count == height)
                #expect(frame.allSatisfy { TextWidth.of($0) <= width }, "\(language) \(width)×\(height)")
                let screen = frame.joined(separator: "\n")
                #expect(
                    screen.contains("0:15") || screen.contains("████"), "\(language) \(width)×\(height): \(frame)")
            }
        }
    }

    @Test func theLivePagesAddressShowsWholeAndTheWindowTitleFollowsTheSegment() throws {
        let state = Self.serving(try FrameFixtures.state(at: 5))
        let url = "http://127.0.0.1:40123/?t=Sx2VbI0l7nVfTq7yJvJ1o8yCw3R3m5eYpX4GQx9kq2c"
        #expect(english.render(state, width: 100, height: 30).contains("Live page: " + url))
        let narrow = english.render(state, width: 40, height: 24)
        let label = try #require(narrow.firstIndex(of: "Live page:"), "\(narrow)")
        #expect(
            narrow[label...].prefix(3) == [
                "Live page:", "http://127.0.0.1:40123/?t=Sx2VbI0l7nVfTq", "7yJvJ1o8yCw3R3m5eYpX4GQx9kq2c",
            ], "whole over two lines at 40 columns")
        let chinese = TrainSessionView(language: .simplifiedChinese, style: .plain)
        #expect(chinese.render(state, width: 100, height: 30).contains("实时页面：" + url))
        #expect(english.windowTitle(state) == "0:15 ■ Work · Squat · Legs")
        #expect(chinese.windowTitle(state) == "0:15 ■ 训练 · Squat · Legs")
    }

    /// `state` with the live page's address, as under `--serve`.
    private static func serving(_ state: TrainScreenState) -> TrainScreenState {
        TrainScreenState(
            planName: state.planName, isAdjusted: state.isAdjusted, summary: state.summary, progress: state.progress,
            pendingConfirmation: state.pendingConfirmation, isHelpVisible: state.isHelpVisible, message: state.message,
            audioDegraded: state.audioDegraded, music: state.music, nextMusic: state.nextMusic,
            isMusicMuted: state.isMusicMuted,
            liveURL: "http://127.0.0.1:40123/?t=Sx2VbI0l7nVfTq7yJvJ1o8yCw3R3m5eYpX4GQx9kq2c")
    }

    @Test func recoveryNoticesAgreeWithTheirNumber() {
        let english = TrainRecoveryView(language: .english, dates: DateText(timeZone: TimeZone(identifier: "UTC")!))
        #expect(english.pendingNotice(1) == "1 unfinished workout is kept in the journal; see `interfit recover`.")
        #expect(english.pendingNotice(3) == "3 unfinished workouts are kept in the journal; see `interfit recover`.")
        let chinese = TrainRecoveryView(
            language: .simplifiedChinese, dates: DateText(timeZone: TimeZone(identifier: "UTC")!))
        #expect(chinese.pendingNotice(2) == "日志中保留着 2 次未完成的训练；见 `interfit recover`。")
    }

    @Test func bigDigitsGrowOnLargeTerminalsAndStayAt40x12() throws {
        let large = english.render(try FrameFixtures.state(at: 5), width: 200, height: 60)
        #expect(large.filter { $0.contains("████") }.count >= 15, "scaled up, not 5 rows")
        let small = english.render(try FrameFixtures.state(at: 5), width: 40, height: 12)
        #expect(small.filter { $0.contains("█  █") || $0.contains("████") }.count >= 5, "big digits at 40×12")
    }

    @Test func helpAt40ColumnsKeepsEveryKeyAndWholeWords() throws {
        let expected: [AppLanguage: [String]] = [
            .english: [
                "0:15  ■ WORK", "", "Keys", "", "space   pause / resume", "n       skip ahead (asks)",
                "p       previous segment", "+       rest +15 s", "r       end the rest now",
                "e       end the workout (asks)", "Ctrl-Z  suspend (fg returns)", "? Esc   close this help",
            ],
            .simplifiedChinese: [
                "0:15  ■ 训练", "", "按键", "", "空格    暂停 / 继续", "n       跳到下一段（会先确认）", "p       回到上一段",
                "+       当前休息延长 15 秒", "r       立即结束当前休息", "e       结束训练（会先确认；会保存）",
                "Ctrl-Z  暂停并挂起；`fg` 恢复", "? Esc   关闭帮助",
            ],
        ]
        for language in AppLanguage.allCases {
            let frame = TrainSessionView(language: language, style: .plain)
                .render(try FrameFixtures.state(at: 5, help: true), width: 40, height: 12)
            #expect(frame == expected[language], "\(language): every key, no entry cut")
        }
    }

    @Test func confirmationsWrapWithoutLosingTheirAnswerKeys() throws {
        let frame = english.render(try FrameFixtures.state(at: 25, confirm: .end), width: 40, height: 12)
        #expect(
            frame.suffix(3).joined(separator: "\n") == """
                End the workout now? It is saved as
                ended early. y = yes, any other key = no
                space · n · p · + · r · e · ? help
                """)
        let chinese = TrainSessionView(language: .simplifiedChinese, style: .plain)
            .render(try FrameFixtures.state(at: 25, confirm: .skip), width: 40, height: 12)
        #expect(chinese.allSatisfy { TextWidth.of($0) <= 40 })
        #expect(
            chinese.suffix(3) == [
                "下一段：训练 · Row（0:20）", "跳到下一段吗？y = 是，其他键 = 否", "空格 · n · p · + · r · e · ? 帮助",
            ])
        let tiny = english.render(try FrameFixtures.state(at: 25, confirm: .skip), width: 30, height: 4)
        #expect(
            tiny == [
                "             0:05", "Skip to the next segment? y =", "yes, any other key = no",
                "space · n · p · + · r · e · ?",
            ], "the question wraps at a space; its answer keys stay on screen")
    }

    @Test func warmUpShowsNoSetAndAnAdjustedPlanExplainsItsMark() throws {
        var engine = TrainEngine(
            timeline: Timeline(content: PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10, warmupSeconds: 60)))
        _ = try engine.start(at: .zero)
        let state = TrainScreenState(
            planName: "Legs", isAdjusted: true, summary: "3×(20/10) = 2:20", progress: engine.progress(at: .seconds(1)))
        let screen = english.render(state, width: 80, height: 24)
        #expect(screen.count == 24)
        #expect(
            screen.joined(separator: "\n") == """
                Legs *                                                          3×(20/10) = 2:20

                * adjusted for this session (the saved plan is unchanged)

                ▲▲▲ WARM-UP ▲▲▲

                                       ████████        ████████  ████████
                                       ████████        ████████  ████████
                                       ██    ██  ████  ██        ██    ██
                                       ██    ██  ████  ██        ██    ██
                                       ██    ██        ████████  ████████
                                       ██    ██        ████████  ████████
                                       ██    ██  ████        ██        ██
                                       ██    ██  ████        ██        ██
                                       ████████        ████████  ████████
                                       ████████        ████████  ████████

                Done 0/3
                Segment   [░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                Total     [░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  0:01 / 2:20

                Next: Work (0:20)

                space pause · n skip · p back · + rest +15s · r end rest · e end · ? help
                """, "no set during the warm-up; the mark is explained")
    }

    @Test func musicShowsWhatPlaysAndWhatComesNext() throws {
        let drums = MusicSelection(source: .local, reference: "/m/drums.mp3", title: "Drums")
        let calm = MusicSelection(source: .local, reference: "/m/calm.m3u")
        let screen = english.render(try FrameFixtures.state(at: 5, music: drums, next: calm), width: 100, height: 30)
        // TrainSessionFrameTests.english100x30 checks the frame without music exactly: the top margin gives its line
        // to the music line under "Next", and the keys gain `m music`.
        var expected = Array(english.render(try FrameFixtures.state(at: 5), width: 100, height: 30).dropFirst())
        let next = try #require(expected.firstIndex(of: "Next: Rest (0:10)"))
        expected.insert("♪ Drums   next: calm.m3u", at: next + 1)
        expected[expected.count - 1] =
            "space pause · n skip · p back · + rest +15s · r end rest · m music · e end · ? help"
        #expect(screen.count == 30)
        #expect(screen == expected, "♪ the title, then the next selection's file name; m music among the keys")
    }

    @Test func theTotalLabelAndBarAgreeAfterASkip() throws {
        var engine = TrainEngine(timeline: Timeline(content: FrameFixtures.content))
        _ = try engine.start(at: .zero)
        _ = try engine.skip(at: .seconds(5))
        let state = TrainScreenState(planName: "Legs", summary: "", progress: engine.progress(at: .seconds(5)))
        let total = try #require(english.render(state, width: 80, height: 24).first { $0.hasPrefix("Total") })
        #expect(
            total == "Total     [█░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  0:05 / 3:35",
            "15 s of work were skipped")
    }

    @Test func plainLinesAndEventStreamsAreStable() throws {
        let snapshot = PlanSnapshot(
            planId: nil, templateId: "tabata", name: "Tabata", content: FrameFixtures.content,
            takenAt: Date(timeIntervalSince1970: 0))
        let view = TrainEventView(snapshot: snapshot, language: .english)
        #expect(view.plain(SessionEvent(t: 20, kind: .segmentChanged(index: 1))) == "0:20   □ Rest · set 1/8 · 0:10")
        #expect(view.plain(SessionEvent(t: 3, kind: .paused(reason: .safety))) == "0:03   ❚❚ paused (the clock jumped)")
        #expect(
            view.plain(SessionEvent(t: 0, kind: .degraded(reason: "no-player")))
                == "0:00   ! no audio player found (pw-play, paplay, aplay) (using the bell)")
        #expect(
            view.json(SessionEvent(t: 0, kind: .segmentChanged(index: 0)))
                == #"{"type":"segment","kind":"work","set":1,"sets":8,"round":1,"rounds":1,"label":"Squat","duration":20,"index":0,"t":0.000}"#
        )
        let change = TrainMusicChange(
            directive: .play(MusicSelection(source: .local, reference: "/m/a.mp3")),
            segment: Timeline(content: FrameFixtures.content).segments[0], t: 0)
        #expect(
            view.json(music: change)
                == #"{"type":"music","action":"play","source":"local","selection":"/m/a.mp3","title":"a.mp3","mode":"continue","kind":"work","set":1,"t":0.000}"#
        )
        let chinese = TrainEventView(snapshot: snapshot, language: .simplifiedChinese)
        #expect(chinese.plain(SessionEvent(t: 20, kind: .segmentChanged(index: 1))) == "0:20   □ 休息 · 第 1/8 组 · 0:10")
        #expect(
            view.json(SessionEvent(t: 3.5, kind: .paused(reason: .user)), source: .remote)
                == #"{"type":"paused","reason":"user","source":"remote","t":3.500}"#)
        #expect(
            view.serving(url: "http://127.0.0.1:4000/?t=a\"b", viewOnlyURL: "http://127.0.0.1:4000/?t=v")
                == #"{"type":"serving","url":"http://127.0.0.1:4000/?t=a\"b","viewOnlyUrl":"http://127.0.0.1:4000/?t=v"}"#
        )
        #expect(
            view.serving(url: nil, viewOnlyURL: "http://h:1/?t=v")
                == #"{"type":"serving","url":null,"viewOnlyUrl":"http://h:1/?t=v"}"#)
        #expect(
            chinese.servingNotice(url: "http://0:1/?t=c", viewOnlyURL: "http://0:1/?t=v", servesLAN: false) == [
                "实时页面（可控制）：http://0:1/?t=c", "实时页面（仅查看）：http://0:1/?t=v",
            ])
        #expect(
            view.servingNotice(url: nil, viewOnlyURL: "http://10.0.0.2:1/?t=v\u{1B}[2J", servesLAN: true) == [
                "The live page listens on every network interface (--serve-on lan): anyone on your network who has the link can see the workout, and with the control link, control it.",
                "Live page (view only): http://10.0.0.2:1/?t=v\\u{1B}[2J",
            ])

        let output = TrainOutput(events: [SessionEvent(t: 20, kind: .segmentChanged(index: 1))], cues: [.completed])
        let progress = try FrameFixtures.state(at: 20).progress
        #expect(view.lines(output, music: [], mode: .screen, progress: progress, clock: nil).isEmpty)
        #expect(
            view.lines(output, music: [change], mode: .plain, progress: progress, clock: nil)
                == ["0:20   □ Rest · set 1/8 · 0:10", "0:00   ♪ a.mp3"])
        let stream = view.lines(output, music: [change], mode: .ndjson, progress: progress, clock: nil)
        #expect(
            stream == [
                #"{"type":"segment","kind":"rest","set":1,"sets":8,"round":1,"rounds":1,"label":"Rest","duration":10,"index":1,"t":20.000}"#,
                #"{"type":"cue","cue":"completed","t":0.000}"#,
                #"{"type":"music","action":"play","source":"local","selection":"/m/a.mp3","title":"a.mp3","mode":"continue","kind":"work","set":1,"t":0.000}"#,
            ])
        #expect(
            view.closingNotices(
                journalProblem: nil, saveError: .busy(path: "/db"), historyOn: true, journalDirectory: "/j"
            ) == [
                """
                The session is kept in /j and will be saved by the next command that can write the database.
                The database /db is busy (another program holds it); nothing was changed.
                Fix: try again in a moment.
                """
            ])
        #expect(
            view.closingNotices(journalProblem: nil, saveError: nil, historyOn: false, journalDirectory: "/j")
                == ["The session is kept in /j and will be saved by the next command that can write the database."])
        #expect(
            view.closingNotices(
                journalProblem: .diskFull(path: "/j"), saveError: nil, historyOn: false, journalDirectory: "/j"
            ) == [
                "No room for the workout's journal at /j; it may not survive a crash.\nFix: free some disk space.",
                "History is off for this workout: the database cannot be used.",
            ], "nothing kept: history is off")
        #expect(
            view.closingNotices(journalProblem: nil, saveError: nil, historyOn: true, journalDirectory: "/j").isEmpty)
    }

    @Test func theSummaryIsNeutralAndItsHintTellsTheTruth() {
        let session = Session(
            id: UUID(),
            snapshot: PlanSnapshot(
                planId: nil, templateId: nil, name: "Legs", content: FrameFixtures.content,
                takenAt: Date(timeIntervalSince1970: 0)),
            status: .ended, startedAt: Date(timeIntervalSince1970: 0), endedAt: nil, activeSeconds: 95.4,
            pausedSeconds: 12, completedSets: 3, totalSets: 8, events: [],
            overrides: [.restExtended(segmentIndex: 1, seconds: 15), .restExtended(segmentIndex: 3, seconds: 15)],
            tags: [.adjusted])
        let view = TrainSummaryView(language: .english, style: .plain)
        #expect(
            view.render(session, adjusted: nil) == [
                "Legs — ended early", "  Active time  1:35", "  Sets         3 / 8", "  Paused       0:12",
                "  Notes        adjusted", "  Adjustments (the plan itself is unchanged):",
                "    rest extended by 15 s ×2",
            ])
        #expect(view.hint([.again, .quit]) == "a = again · any other key = quit")
        #expect(
            view.hint([.again, .saveAdjustments, .quit])
                == "a = again · s = save adjustments as a new plan · any other key = quit")
    }

    @Test func setupErrorsNameTheFix() {
        let text = TrainSetupErrorText(language: .english)
        #expect(
            text.message(.missingOptions(["--work"])) == """
                An ad-hoc workout needs --work.
                Fix: give at least --sets and --work (e.g. `interfit start --sets 8 --work 20 --rest 10`), or name \
                a plan or template.
                """)
        #expect(
            text.message(
                .invalid([PlanValidationIssue(field: .setsCount, problem: .outOfRange(allowed: 1...99, actual: 0))]))
                == "This workout is not valid; nothing was started:\n  --sets: must be between 1 and 99 (got 0).")
        #expect(
            TrainSetupErrorText(language: .simplifiedChinese).message(.notFound(reference: "x")) == """
                没有与“x”匹配的计划或模板。
                改法：运行 `interfit plans list --all` 查看名称与编号，或运行 `interfit templates` 查看内置计划。
                """)
    }

    @Test(arguments: AppLanguage.allCases)
    func bothLanguagesHaveEveryString(language: AppLanguage) {
        let english = TrainViewsStrings.catalog.keys(.english)
        #expect(english.count > 40, "a table that does not parse reads as empty")
        #expect(TrainViewsStrings.catalog.keys(language) == english)
    }
}
