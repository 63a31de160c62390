import ArgumentParser
import Foundation
import Persistence
import Shared
import Testing

@testable import InterfitCLI

/// The quick path of `history` and `stats` (`Report.quick`) against the full parser: same reading, same output.
@MainActor
@Suite struct QuickCommandLineTests {
    /// Beginnings and option words of every kind either parser must take or refuse.
    private static let paths: [[String]] = [
        ["history"], ["history", "list"], ["stats"], ["history", "show"], ["--db", "/tmp/a.sqlite", "history"],
        ["plans"], [],
    ]
    private static let words: [[String]] = [
        ["--limit", "5"], ["--limit=3"], ["--limit", " 7 "], ["--limit", "-2"], ["--limit", "abc"],
        ["--limit", "99999999999999999999"], ["--limit"], ["--since", "2027-01-10"], ["--since="], ["--plan", "Quick"],
        ["--plan", "Legs, day"], ["--plan", "--json"], ["--json"], ["--csv"], ["--table"], ["--json=1"],
        ["--db", "/tmp/b.sqlite"], ["--db=/tmp/c.sqlite"], ["--weeks", "4"], ["--weeks=0"], ["--weeks", "x"], ["-h"],
        ["--help"], ["--"], ["extra"], ["--version"],
    ]

    /// Every path with one option word, the report paths with two, and a fixed sample of three.
    private static let lines: [[String]] = {
        var lines = paths.flatMap { path in [path] + words.map { path + $0 } }
        for path in paths.prefix(3) {
            for first in words { lines += words.map { path + first + $0 } }
        }
        var state: UInt64 = 8
        func next(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
        for _ in 0..<300 {
            let picked = (0..<3).map { _ in words[next(words.count)] }
            lines.append(paths[next(paths.count)] + picked.flatMap { $0 })
        }
        return lines
    }()

    /// A line the quick path takes parses, with the full parser, to the same report and database; any other line
    /// (help, errors, other commands) is left to the full parser.
    @Test func theFullParserReadsEveryQuickLineTheSameWay() {
        var taken = 0
        for line in Self.lines {
            guard let (report, database) = Report.quick(line) else { continue }
            taken += 1
            switch try? InterfitCommand.parseAsRoot(line) {
            case let list as HistoryListCommand: #expect(list.report == report && list.global.db == database, "\(line)")
            case let stats as StatsCommand: #expect(stats.report == report && stats.global.db == database, "\(line)")
            case let other:
                Issue.record("\(line) is \(other.map { "\(type(of: $0))" } ?? "refused") for the full parser")
            }
        }
        #expect(taken > 200, "the quick path took \(taken) of \(Self.lines.count) lines")
    }

    @Test func bothPathsPrintTheSameOnARealDatabase() async throws {
        let cli = InProcessCLI()
        let database = try AppDatabase.open(path: cli.databasePath)
        let sessions = DefaultSessionRepository(database: database)
        for day in 0..<25 { try sessions.save(Self.session(day: day)) }
        let lines = Self.lines.filter { $0.first == "history" || $0.first == "stats" }.filter { line in
            !line.contains { $0.hasPrefix("--db") }
        }
        var compared = 0
        for line in lines where Report.quick(line) != nil || compared % 7 == 0 {
            let (quick, full) = (await cli.run(line), await cli.run(line, quick: false))
            #expect(
                quick.status == full.status && quick.stdout == full.stdout && quick.stderr == full.stderr, "\(line)")
            compared += 1
        }
        #expect(compared > 150)
    }

    /// A finished three-set workout `day` days after 2027-01-01, every fifth one ended early.
    private static func session(day: Int) -> Session {
        let start = Date(timeIntervalSince1970: 1_798_761_600 + Double(day) * 86_400)
        let content = PlanContent(setsCount: 3, workSeconds: 30, restSeconds: 15)
        let status: SessionStatus = day % 5 == 0 ? .ended : .completed
        return Session(
            id: UUID(),
            snapshot: PlanSnapshot(planId: nil, templateId: nil, name: "Quick", content: content, takenAt: start),
            status: status, startedAt: start, endedAt: start.addingTimeInterval(120), activeSeconds: 120,
            pausedSeconds: 0, completedSets: 3, totalSets: 3,
            events: [
                SessionEvent(t: 0, kind: .started), SessionEvent(t: 120, kind: status == .ended ? .ended : .completed),
            ],
            overrides: [], tags: [])
    }
}
