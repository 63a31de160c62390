import Foundation
import GRDB
import Shared

/// Writes the whole database as one bundle, each row as it is read, in chunks: memory holds one row and one chunk.
/// 将整个数据库写成一个备份包，逐行读取逐行写出、分块输出：内存中只有一行和一个分块。
struct BackupExporter {
    /// A failure of the caller's `write`, kept apart from database failures.
    /// 调用方 `write` 的失败，与数据库失败区分开。
    struct OutputError: Error {
        let underlying: any Error
    }

    /// Bytes gathered before each call of `write`.
    static let chunkBytes = 64 << 10

    private let db: Database
    private let write: (Data) throws -> Void
    private let encoder = BundleCoding.makeEncoder()
    private var pending = Data()
    private var report = BackupReport()
    private var elementsInArray = 0

    private init(db: Database, write: @escaping (Data) throws -> Void) {
        self.db = db
        self.write = write
        pending.reserveCapacity(Self.chunkBytes + 4096)
    }

    /// Exports everything `db` holds (read in one consistent snapshot) through `write`.
    static func export(_ db: Database, exportedAt: Date, to write: (Data) throws -> Void) throws -> BackupReport {
        try withoutActuallyEscaping(write) { write in
            var exporter = BackupExporter(db: db, write: write)
            try exporter.run(exportedAt: exportedAt)
            return exporter.report
        }
    }

    private mutating func run(exportedAt: Date) throws {
        try emit("{\"formatVersion\":\(BundleCoding.formatVersion),\"schemaVersion\":")
        try emit(try encoder.encode(try schemaVersion()))
        try emit(",\"exportedAt\":")
        try emit(try encoder.encode(BackupDate.columnDate(exportedAt)))
        try emit(",\n\"plans\":[")
        var leftOutPlans: Set<String> = []
        try rows("SELECT * FROM plan ORDER BY createdAt, id", table: "plan") { exporter, row in
            let id = StoredValue.key(row)
            // A name outside today's rules (an older build's) would make the whole bundle refused on import.
            guard let plan = try? PlanRecord(row: row).toDomain(), PlanRules.nameProblem(plan.name) == nil else {
                leftOutPlans.insert(id)
                exporter.report.unreadable.append(UnreadableRow(table: .plan, id: id))
                return
            }
            try exporter.element(BundlePlan(plan))
            exporter.report.written.plans += 1
        }
        try emit("],\n\"planVersions\":[")
        try rows("SELECT * FROM planVersion ORDER BY planId, number", table: "planVersion") { exporter, row in
            let record = try? PlanVersionRecord(row: row)
            guard let record, !leftOutPlans.contains(record.planId), let version = try? record.toDomain(),
                PlanRules.nameProblem(version.name) == nil
            else {
                // A version whose plan was left out could not be imported either.
                let id = StoredValue.key(row)
                exporter.report.unreadable.append(UnreadableRow(table: .planVersion, id: id))
                return
            }
            try exporter.element(BundlePlanVersion(version))
            exporter.report.written.planVersions += 1
        }
        try emit("],\n\"sessions\":[")
        try rows("SELECT * FROM session ORDER BY startedAt, id", table: "session") { exporter, row in
            // A session `import` would refuse (e.g. active longer than its span) would make the whole bundle refused.
            guard let session = try? SessionRecord(row: row).toDomain(),
                case let element = BundleSession(session), (try? element.toDomain(at: "")) != nil
            else {
                exporter.report.unreadable.append(UnreadableRow(table: .session, id: StoredValue.key(row)))
                return
            }
            try exporter.element(element)
            exporter.report.written.sessions += 1
        }
        try emit("],\n\"settings\":{")
        if try db.tableExists("setting") {
            let settings = try Row.fetchCursor(db, sql: "SELECT * FROM setting ORDER BY key")
            while let row = try settings.next() {
                // A value its key does not allow would make the whole bundle refused on import.
                let setting: (key: SettingKey, value: String)?
                do { setting = try SettingRecord(row: row).toDomain() } catch {
                    report.unreadable.append(UnreadableRow(table: .setting, id: StoredValue.key(row, "key")))
                    continue
                }
                guard let (key, value) = setting else { continue }
                if report.written.settings > 0 { try emit(",") }
                try emit(try encoder.encode(key.rawValue))
                try emit(":")
                try emit(try encoder.encode(value))
                report.written.settings += 1
            }
        }
        try emit("}}\n")
        try flush()
    }

    /// The newest applied migration, or this build's newest when the file has none yet (it holds no rows then).
    private func schemaVersion() throws -> String {
        let migrator = AppDatabase.migrator
        guard try db.tableExists("grdb_migrations") else { return migrator.migrations.last ?? "" }
        let applied = try migrator.appliedIdentifiers(db)
        return migrator.migrations.last(where: applied.contains) ?? migrator.migrations.last ?? ""
    }

    /// Walks the rows of `sql` (a missing table has none); `body` writes each row it can read as an element.
    private mutating func rows(
        _ sql: String, table: String, _ body: (inout BackupExporter, Row) throws -> Void
    )
        throws
    {
        guard try db.tableExists(table) else { return }
        elementsInArray = 0
        let cursor = try Row.fetchCursor(db, sql: sql)
        while let row = try cursor.next() { try body(&self, row) }
        if elementsInArray > 0 { try emit("\n") }
    }

    /// One array element on its own line, after a comma unless it is the first.
    private mutating func element(_ value: some Encodable) throws {
        try emit(elementsInArray > 0 ? ",\n" : "\n")
        try emit(try encoder.encode(value))
        elementsInArray += 1
    }

    private mutating func emit(_ text: String) throws {
        try emit(Data(text.utf8))
    }

    private mutating func emit(_ data: Data) throws {
        pending.append(data)
        if pending.count >= Self.chunkBytes { try flush() }
    }

    private mutating func flush() throws {
        guard !pending.isEmpty else { return }
        do { try write(pending) } catch { throw OutputError(underlying: error) }
        pending.removeAll(keepingCapacity: true)
    }
}
