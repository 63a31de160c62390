import Foundation
import Persistence
import Shared
import SharedUI
import Testing

/// Dates the binary prints come from the C library's local time; they must be what Foundation's zones say.
@Suite struct LocalTimeTests {
    /// Instants on both sides of daylight-saving changes in the north and the south, and a half-hour shift.
    private static let instants: [Date] = [
        "2027-01-15T12:00:00Z", "2027-03-14T06:59:00Z", "2027-03-14T07:01:00Z", "2027-03-28T00:59:00Z",
        "2027-03-28T01:01:00Z", "2027-04-03T14:59:00Z", "2027-04-03T15:01:00Z", "2027-07-01T23:30:00Z",
        "2027-10-02T15:29:00Z", "2027-10-02T15:31:00Z", "2027-10-31T00:59:00Z", "2027-10-31T01:01:00Z",
        "2027-11-07T05:59:00Z", "2027-11-07T06:01:00Z", "2027-12-31T23:59:00Z",
    ].map { try! Date($0, strategy: .iso8601) }

    @Test(arguments: ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"])
    func historyShowsEachStartInTheZoneOfTZ(zone: String) throws {
        var cli = CommandLineRunner()
        let sessions = DefaultSessionRepository(database: try AppDatabase.openForWriting(path: cli.databasePath))
        var ids: [String: Date] = [:]
        for start in Self.instants {
            let session = Self.session(at: start)
            try sessions.save(session)
            ids[String(session.id.uuidString.lowercased().prefix(8))] = start
        }
        cli.environment["TZ"] = zone
        let listing = try cli.run("history", "--limit", "100")
        #expect(listing.status == 0, "\(listing.stderr)")
        let expected = DateText(timeZone: try #require(TimeZone(identifier: zone)))
        var checked = 0
        for line in listing.stdout.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count > 3, let start = ids[String(columns[0])] else { continue }
            #expect(columns[1] + " " + columns[2] == expected.short(start), "\(zone) \(start): \(line)")
            checked += 1
        }
        #expect(checked == Self.instants.count)
    }

    private static func session(at start: Date) -> Session {
        let content = PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0)
        return Session(
            id: UUID(),
            snapshot: PlanSnapshot(planId: nil, templateId: nil, name: "Quick", content: content, takenAt: start),
            status: .completed, startedAt: start, endedAt: start.addingTimeInterval(10), activeSeconds: 10,
            pausedSeconds: 0, completedSets: 1, totalSets: 1,
            events: [SessionEvent(t: 0, kind: .started), SessionEvent(t: 10, kind: .completed)], overrides: [], tags: []
        )
    }
}
