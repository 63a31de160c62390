import Foundation
import History
import Shared
import SharedUI
import Testing

@testable import HistoryViews

@Suite struct HistoryViewsTests {
    private let utc = TimeZone(identifier: "UTC")!
    private var dates: DateText { DateText(timeZone: utc) }

    private func summary(name: String, status: SessionStatus = .completed, tags: Set<SessionTag> = []) -> SessionSummary
    {
        SessionSummary(
            id: UUID(uuidString: "ABCDEF12-0000-0000-0000-000000000001")!, planId: nil, planName: name,
            templateId: "tabata", status: status, startedAt: Date(timeIntervalSince1970: 1_800_000_000),
            endedAt: Date(timeIntervalSince1970: 1_800_000_230), activeSeconds: 229.6, pausedSeconds: 0,
            completedSets: 7, totalSets: 8, tags: tags, adjustments: 1, summary: "8×(20/10) = 3:50")
    }

    @Test func tableShowsNeutralStatusTagsAndSanitizedNames() {
        let view = HistoryListView(language: .english, style: .plain, dates: dates)
        #expect(
            view.render([summary(name: "Legs\u{1B}[2J", status: .ended, tags: [.adjusted, .interrupted])]) == """
                ID        STARTED           PLAN           SUMMARY           STATUS       ACTIVE  NOTES
                abcdef12  2027-01-15 08:00  Legs\\u{1B}[2J  8×(20/10) = 3:50  ended early  3:50    interrupted, adjusted
                """)
        #expect(view.render([]) == "No sessions yet. Start one with: interfit start tabata")
        #expect(view.render([], filtered: true).hasPrefix("No sessions match."))
        #expect(
            HistoryListView(language: .simplifiedChinese, style: .plain, dates: dates).render([summary(name: "腿")])
                == """
                编号      开始时间          计划  摘要              状态    有效时长  备注
                abcdef12  2027-01-15 08:00  腿    8×(20/10) = 3:50  已完成  3:50
                """)
    }

    @Test func eachFormatIsPrintedWholeWithOneLineBreakAtTheEnd() {
        let view = HistoryListView(language: .english, style: .plain, dates: dates)
        let sessions = [summary(name: "Legs")]
        #expect(view.text(sessions, format: .table) == view.render(sessions) + "\n")
        #expect(view.text([], format: .table, filtered: true) == view.render([], filtered: true) + "\n")
        #expect(view.text(sessions, format: .json) == SessionSummaryJSON.list(sessions) + "\n")
        #expect(view.text(sessions, format: .csv) == HistoryListView.csv(sessions))
        #expect(view.text([], format: .json) == "[]\n")
    }

    @Test func csvQuotesWhatNeedsQuotingAndEndsLinesWithCRLF() {
        let csv = HistoryListView.csv([summary(name: "Legs, \"hard\"\nday", tags: [.adjusted])])
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines.first?.hasPrefix("id,startedAt,endedAt,planId,planName,templateId,summary,status") == true)
        #expect(
            lines[1] == "abcdef12-0000-0000-0000-000000000001,2027-01-15T08:00:00Z,2027-01-15T08:03:50Z,,"
                + "\"Legs, \"\"hard\"\"\nday\",tabata,8×(20/10) = 3:50,completed,229.600,0.000,7,8,adjusted,1")
        #expect(csv.hasSuffix("\r\n"))
    }

    @Test func jsonHasLowerCaseIdsEveryKeyAndEmptyArrays() throws {
        let json = JSONText.encode([SessionSummaryJSON(summary(name: "Legs"))])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.first?["id"] as? String == "abcdef12-0000-0000-0000-000000000001")
        #expect(array.first?["startedAt"] as? String == "2027-01-15T08:00:00Z")
        #expect(array.first?.keys.count == 14)
        #expect(JSONText.encode([SessionSummaryJSON]()) == "[]")
    }

    @Test func theDirectListIsExactlyWhatTheEncoderWrites() {
        var generator = SeededGenerator(seed: 20_270_115)
        let names = ["Legs", "Leg \"day\" / 2", "back\\slash", "新年\u{1B}[2J\t\u{7F}\u{01}", "", "a\nb\r\u{08}\u{0C}"]
        let seconds: [Double] = [0, 0.003, 229.6, 3.95, 1_000_000, 12.345_678_9, 1e-7, 86_400]
        var summaries: [SessionSummary] = []
        for index in 0..<300 {
            summaries.append(
                SessionSummary(
                    id: generator.uuid(), planId: index % 3 == 0 ? nil : generator.uuid(),
                    planName: names[index % names.count],
                    templateId: index % 2 == 0 ? "tabata" : nil, status: index % 4 == 0 ? .ended : .completed,
                    startedAt: Date(timeIntervalSince1970: .random(in: 0...4e9, using: &generator)),
                    endedAt: index % 5 == 0
                        ? nil : Date(timeIntervalSince1970: .random(in: 0...4e9, using: &generator)),
                    activeSeconds: seconds[index % seconds.count],
                    pausedSeconds: index % 7 == 0 ? .random(in: 0...5_000, using: &generator) : 0,
                    completedSets: index % 9, totalSets: 8,
                    tags: Set(SessionTag.allCases.filter { _ in Bool.random(using: &generator) }),
                    adjustments: index % 4,
                    summary: "8×(20/10) = 3:50"))
        }
        #expect(
            SessionSummaryJSON.list(summaries) == JSONText.encode(summaries.map(SessionSummaryJSON.init)),
            "seed \(generator.seed)")
        #expect(SessionSummaryJSON.list([]) == "[]")
        #expect(
            SessionSummaryJSON.list(Array(summaries.prefix(1))) == JSONText.encode([SessionSummaryJSON(summaries[0])]))
    }

    @Test func detailShowsTimesAdjustmentsAndTheTimelineWithSegments() {
        let content = PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10, exercises: ["Squat"])
        let session = Session(
            id: UUID(uuidString: "ABCDEF12-0000-0000-0000-000000000001")!,
            snapshot: PlanSnapshot(
                planId: nil, templateId: nil, name: "Legs", content: content, takenAt: Date(timeIntervalSince1970: 0)),
            status: .completed, startedAt: Date(timeIntervalSince1970: 1_800_000_000),
            endedAt: Date(timeIntervalSince1970: 1_800_000_065), activeSeconds: 65, pausedSeconds: 3.5,
            completedSets: 2, totalSets: 2,
            events: [
                SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0)),
                SessionEvent(t: 12.34, kind: .paused(reason: .user)), SessionEvent(t: 15.84, kind: .resumed),
                SessionEvent(t: 23.5, kind: .segmentChanged(index: 1)),
                SessionEvent(t: 25, kind: .restExtended(seconds: 15)),
                SessionEvent(t: 48.5, kind: .segmentChanged(index: 2)), SessionEvent(t: 68.5, kind: .completed),
            ], overrides: [.restExtended(segmentIndex: 1, seconds: 15)], tags: [.adjusted])
        let view = HistoryDetailView(language: .english, style: .plain, dates: dates)
        let entries = HistoryTimelineEntry.timeline(of: session)
        #expect(
            view.render(session, timeline: entries) == """
                Legs — completed  abcdef12-0000-0000-0000-000000000001
                2027-01-15 08:00 → 2027-01-15 08:01   2×(20/10) = 0:50
                  Active time  1:05
                  Paused       0:04
                  Sets         2 / 2
                  Notes        adjusted
                  Adjustments (the plan itself is unchanged):
                    rest extended by 15 s (□ Rest)

                Timeline
                       t  event                  segment
                  0:00.0  started
                  0:00.0  segment begins         ■ Work · Squat
                  0:12.3  paused                 ■ Work · Squat
                  0:15.8  resumed                ■ Work · Squat
                  0:23.5  segment begins         □ Rest
                  0:25.0  rest extended by 15 s  □ Rest
                  0:48.5  segment begins         ■ Work · Squat
                  1:08.5  completed              ■ Work · Squat
                """)
    }

    /// Three weeks: 42 minutes (30 completed in 2 sessions, 12 ended early in 1), nothing, 10 completed minutes.
    private var statsWeeks: (weeks: [WeekStats], total: WeekStats) {
        let start = Date(timeIntervalSince1970: 1_792_972_800)  // Monday 2026-10-26, ISO week 44
        let weeks = [
            WeekStats(
                weekStart: start, sessions: 3, activeSeconds: 2520, completed: 2, ended: 1, completedSeconds: 1800,
                endedSeconds: 720),
            WeekStats(
                weekStart: start.addingTimeInterval(7 * 86_400), sessions: 0, activeSeconds: 0, completed: 0, ended: 0),
            WeekStats(
                weekStart: start.addingTimeInterval(14 * 86_400), sessions: 1, activeSeconds: 600, completed: 1,
                ended: 0, completedSeconds: 600),
        ]
        let total = WeekStats(
            weekStart: start, sessions: 4, activeSeconds: 3120, completed: 3, ended: 1, completedSeconds: 2400,
            endedSeconds: 720)
        return (weeks, total)
    }

    private func chart(_ language: AppLanguage, width: Int) -> [String] {
        let (weeks, total) = statsWeeks
        return HistoryStatsView(language: language, style: .plain, dates: dates).render(
            weeks, total: total, width: width
        )
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func statsChartAtEightyAndFortyColumnsInEnglish() {
        #expect(
            chart(.english, width: 80) == [
                "week      active minutes (█ completed, ▒ ended early) · sessions",
                "2026-W44  █████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 min · 3",
                "2026-W45                                                              0 min · 0",
                "2026-W46  █████████████▊                                              10 min · 1",
                "",
                "3 weeks · sessions 4 · active minutes 52 · completed 3 · ended early 1",
            ])
        #expect(
            chart(.english, width: 40) == [
                "week · active minutes · sessions",
                "█ completed · ▒ ended early",
                "2026-W44  █████████████▒▒▒▒▒  42 min · 3",
                "2026-W45                      0 min · 0",
                "2026-W46  ████▎               10 min · 1",
                "",
                "3 weeks · sessions 4 · active minutes 52",
                "completed 3 · ended early 1",
            ])
    }

    @Test func statsChartAtEightyAndFortyColumnsInChinese() {
        #expect(
            chart(.simplifiedChinese, width: 80) == [
                "周        有效分钟（█ 完成，▒ 提前结束）· 次数",
                "2026-W44  █████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 分钟 · 3",
                "2026-W45                                                             0 分钟 · 0",
                "2026-W46  █████████████▌                                             10 分钟 · 1",
                "",
                "3 周 · 训练 4 次 · 有效 52 分钟 · 完成 3 次 · 提前结束 1 次",
            ])
        #expect(
            chart(.simplifiedChinese, width: 40) == [
                "周 · 有效分钟 · 次数",
                "█ 完成 · ▒ 提前结束",
                "2026-W44  ████████████▒▒▒▒▒  42 分钟 · 3",
                "2026-W45                     0 分钟 · 0",
                "2026-W46  ████               10 分钟 · 1",
                "",
                "3 周 · 训练 4 次 · 有效 52 分钟",
                "完成 3 次 · 提前结束 1 次",
            ])
    }

    @Test(arguments: AppLanguage.allCases)
    func statsLinesFitNarrowTerminalsWithoutBreakingWords(language: AppLanguage) {
        for width in 1...100 {
            let lines = chart(language, width: width)
            let columns = max(HistoryStatsView.minimumWidth, width)
            #expect(lines.allSatisfy { TextWidth.of($0) <= columns }, "\(width): \(lines)")
            #expect(
                lines.filter { !$0.contains("completed") && !$0.contains("完成") && $0.contains("█") }.count == 2,
                "\(width): \(lines)")
            #expect(!lines.contains { $0.hasSuffix(" ") || $0.hasPrefix("·") }, "\(width): \(lines)")
        }
        #expect(
            chart(.english, width: 20) == [
                "week", "active minutes", "sessions", "█ completed", "▒ ended early",
                "2026-W44  42 min · 3", "  █████████████▒▒▒▒▒",
                "2026-W45  0 min · 0",
                "2026-W46  10 min · 1", "  ████▎",
                "", "3 weeks · sessions 4", "active minutes 52", "completed 3", "ended early 1",
            ])
    }

    @Test func statsBarSplitsMinutesNotSessions() {
        let view = HistoryStatsView(language: .english, style: .plain, dates: dates)
        // One 60-minute completed session and one 1-minute session ended early: almost all █.
        let week = WeekStats(
            weekStart: Date(timeIntervalSince1970: 0), sessions: 2, activeSeconds: 3660, completed: 1, ended: 1,
            completedSeconds: 3600, endedSeconds: 60)
        #expect(view.bar(week, longest: 3660, width: 58) == String(repeating: "█", count: 57) + "▒")
        // The other way round: almost all ▒, still one █ for the completed minute.
        let mostlyEnded = WeekStats(
            weekStart: Date(timeIntervalSince1970: 0), sessions: 2, activeSeconds: 3660, completed: 1, ended: 1,
            completedSeconds: 60, endedSeconds: 3600)
        #expect(view.bar(mostlyEnded, longest: 3660, width: 58) == "█" + String(repeating: "▒", count: 57))
    }

    @Test func statsTotalSaysOneWeekInTheSingular() {
        let (weeks, total) = statsWeeks
        let one = HistoryStatsView(language: .english, style: .plain, dates: dates).render(
            [weeks[0]], total: weeks[0], width: 80)
        #expect(
            one == """
                week      active minutes (█ completed, ▒ ended early) · sessions
                2026-W44  █████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 min · 3

                1 week · sessions 3 · active minutes 42 · completed 2 · ended early 1
                """)
        let three = HistoryStatsView(language: .english, style: .plain, dates: dates).render(
            weeks, total: total, width: 80)
        #expect(
            three == """
                week      active minutes (█ completed, ▒ ended early) · sessions
                2026-W44  █████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 min · 3
                2026-W45                                                              0 min · 0
                2026-W46  █████████████▊                                              10 min · 1

                3 weeks · sessions 4 · active minutes 52 · completed 3 · ended early 1
                """)
    }

    @Test func statsJSONAddsMinutesByStatusAndKeepsEveryOldKey() throws {
        let (weeks, total) = statsWeeks
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(JSONText.encode(HistoryStatsJSON(weeks: weeks, total: total, dates: dates)).utf8))
                as? [String: Any])
        let first = try #require((json["weeks"] as? [[String: Any]])?.first)
        #expect(
            Set(first.keys)
                == [
                    "week", "weekStart", "sessions", "activeMinutes", "completed", "ended", "completedMinutes",
                    "endedMinutes",
                ])
        #expect(first["week"] as? String == "2026-W44")
        #expect(first["completedMinutes"] as? Double == 30 && first["endedMinutes"] as? Double == 12)
        let sum = try #require(json["total"] as? [String: Any])
        #expect(sum["sessions"] as? Int == 4 && sum["weeks"] as? Int == 3)
        #expect(sum["completedMinutes"] as? Double == 40 && sum["endedMinutes"] as? Double == 12)
        for word in ["streak", "best", "great", "bad", "worst", "record"] {
            #expect(!chart(.english, width: 80).joined().lowercased().contains(word))
        }
    }

    @Test func showSaysHowManyIdsMatchAndNamesAnUnreadableSession() {
        let ids = (1...6).map { "a000000\($0)-0000-0000-0000-000000000000" }
        let english = HistoryMessages(language: .english)
        #expect(
            english.message(.ambiguousSession("a", candidates: ids, matches: 6012)) == """
                "a" starts 6012 session ids: a0000001, a0000002, a0000003, a0000004, a0000005, a0000006 and 6006 more.
                Fix: type more of the id (a longer prefix).
                """)
        #expect(
            english.message(.ambiguousSession("a", candidates: Array(ids.prefix(2)), matches: 2)) == """
                "a" starts several session ids: a0000001, a0000002.
                Fix: type more of the id.
                """)
        let id = "fc20eeea-f733-4089-819c-8a72e668cb71"
        #expect(
            english.message(.unreadableSession(id)) == """
                The session \(id) exists but cannot be read (its stored row is damaged).
                Fix: see `interfit doctor --full`; `interfit backup export FILE` saves every readable session.
                """)
        #expect(HistoryError.unreadableSession(id).exitStatus == .ioError, "database trouble: exit 74")
        #expect(HistoryError.ambiguousSession("a", candidates: ids, matches: 7).exitStatus == .usage)
        #expect(HistoryError.storage(.busy(path: "/x")).exitStatus == .ioError)
        #expect(HistoryError.unreadableSession(id).message(in: .english) == english.message(.unreadableSession(id)))
        let chinese = HistoryMessages(language: .simplifiedChinese)
        #expect(
            chinese.message(.ambiguousSession("a", candidates: ids, matches: 6012)) == """
                以“a”开头的训练编号有 6012 个：a0000001, a0000002, a0000003, a0000004, a0000005, a0000006，另有 6006 个。
                改法：多输入几位编号（更长的前缀）。
                """)
        #expect(
            chinese.message(.unreadableSession(id)) == """
                训练 \(id) 存在，但无法读取（其存储的记录已损坏）。
                改法：查看 `interfit doctor --full`；`interfit backup export FILE` 会保存所有可读取的训练。
                """)
    }

    @Test(arguments: AppLanguage.allCases)
    func bothLanguagesHaveEveryString(language: AppLanguage) {
        let english = HistoryViewsStrings.catalog.keys(.english)
        #expect(english.count > 40, "a table that does not parse reads as empty")
        #expect(HistoryViewsStrings.catalog.keys(language) == english)
    }
}
