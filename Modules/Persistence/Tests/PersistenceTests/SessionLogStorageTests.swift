import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// Event logs and overrides are kept as short arrays, and rows written in the older keyed form still read.
/// 事件日志与调整以短数组保存，旧的键值形式写入的行依然可读。
@Suite struct SessionLogStorageTests {
    private let fixtures = HistoryFixtures()

    private func stored(_ column: String, of session: Session, in database: AppDatabase) throws -> String? {
        try database.read { db in
            try String.fetchOne(
                db, sql: "SELECT \(column) FROM session WHERE id = ?", arguments: [session.id.uuidString.lowercased()])
        }
    }

    @Test func everyEventAndOverrideKindComesBackAsSaved() throws {
        let database = AppDatabase.inMemory()
        let sessions = [fixtures.session(offset: 0), fixtures.session(offset: 60, status: .ended)]
        try fixtures.save(sessions, in: database)
        let repository = DefaultSessionRepository(database: database)
        for session in sessions {
            let read = try #require(try repository.fetch(id: session.id))
            #expect(read.events == session.events && read.overrides == session.overrides)
        }
        for reason in PauseReason.allCases {
            let event = SessionEvent(t: 1.125, kind: .paused(reason: reason))
            let text = String(decoding: try JSONEncoder().encode(StoredSessionEvent(event)), as: UTF8.self)
            #expect(try JSONDecoder().decode(StoredSessionEvent.self, from: Data(text.utf8)).event == event)
        }
    }

    @Test func theColumnsHoldShortArrays() throws {
        let database = AppDatabase.inMemory()
        let session = fixtures.session(offset: 0)
        try fixtures.save([session], in: database)
        #expect(
            try stored("events", of: session, in: database)
                == #"[[0,"start"],[0,"seg",0],[4.25,"pause","interruption"],[7.75,"resume"],[9,"skip",1],"#
                + #"[10,"back",2],[11,"extend",15],[12,"endRest",3],[13,"degraded","no \"player\""],[14,"recovered"],"#
                + #"[240.5,"done"]]"#)
        #expect(
            try stored("overrides", of: session, in: database)
                == #"[["extend",1,15],["skip",2,1.5],["endRest",3,2.25],["back",2]]"#)
    }

    @Test func aTypicalLogTakesUnderAThirdOfTheKeyedForm() throws {
        let events =
            [SessionEvent(t: 0, kind: .started)]
            + (0..<17).map { SessionEvent(t: Double($0) * 15, kind: .segmentChanged(index: $0)) }
            + [SessionEvent(t: 255, kind: .completed)]
        let keyed = try JSONEncoder().encode(events).count
        let compact = try JSONEncoder().encode(events.map(StoredSessionEvent.init)).count
        #expect(compact * 3 < keyed, "\(compact) bytes against \(keyed)")
    }

    @Test func rowsWrittenInTheKeyedFormStillRead() throws {
        let database = AppDatabase.inMemory()
        let session = fixtures.session(offset: 0)
        try fixtures.save([session], in: database)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try database.write { db in
            try db.execute(
                sql: "UPDATE session SET events = ?, overrides = ?",
                arguments: [
                    String(decoding: try encoder.encode(session.events), as: UTF8.self),
                    String(decoding: try encoder.encode(session.overrides), as: UTF8.self),
                ])
        }
        #expect(try stored("events", of: session, in: database)?.hasPrefix(#"[{"kind":{"started""#) == true)
        let read = try #require(try DefaultSessionRepository(database: database).fetch(id: session.id))
        #expect(read.events == session.events && read.overrides == session.overrides)
    }

    @Test func anUnknownCodeMakesTheRowUnreadableNotACrash() throws {
        let database = AppDatabase.inMemory()
        let sessions = [fixtures.session(offset: 0), fixtures.session(offset: 60)]
        try fixtures.save(sessions, in: database)
        for events in [#"[[0,"teleport"]]"#, #"[[0,"seg"]]"#, #"[[0,"seg",1,2]]"#, #"[[0,"pause","nap"]]"#] {
            try database.write { db in
                try db.execute(
                    sql: "UPDATE session SET events = ? WHERE id = ?",
                    arguments: [events, sessions[0].id.uuidString.lowercased()])
            }
            let reported = Collected<UnreadableRow>()
            let readable = try DefaultSessionRepository(database: database) { reported.add($0) }.recent(limit: 10)
            #expect(readable.map(\.id) == [sessions[1].id], "\(events)")
            #expect(reported.items.map(\.id) == [sessions[0].id.uuidString.lowercased()], "\(events)")
        }
    }
}
