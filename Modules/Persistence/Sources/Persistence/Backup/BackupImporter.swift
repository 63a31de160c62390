import Foundation
import GRDB
import Shared

/// Applies a bundle element by element inside the caller's write transaction, throwing at the first problem.
/// 在调用方的写事务中逐个元素地应用备份包，遇到第一个问题即抛出。
struct BackupImporter {
    /// The top-level keys every bundle has, in the order the exporter writes them.
    static let requiredKeys = [
        "formatVersion", "schemaVersion", "exportedAt", "plans", "planVersions", "sessions", "settings",
    ]

    /// The inserted versions of one plan: where the first one is in the bundle and how many there are.
    /// 某个计划已插入的版本：第一个在备份包中的位置及数量。
    private struct InsertedVersions {
        let firstIndex: Int
        var count: Int
    }

    private let db: Database
    private let mode: BackupImportMode
    private let decoder = BundleCoding.makeDecoder()
    private var report = BackupReport()
    private var seenKeys: Set<String> = []
    private var planIds: Set<UUID> = []
    private var versionIds: Set<UUID> = []
    private var versionNumbers: Set<String> = []
    private var sessionIds: Set<UUID> = []
    /// Merge: what the database held before the import; each content hash names the oldest plan holding it.
    private var existingPlanIds: Set<String> = []
    private var existingHashes: [String: UUID] = [:]
    /// Merge: the last session row before the import, to tell the rows this import added.
    private var lastSessionRow: Int64 = 0
    /// Names in use (database and bundle so far) and their keys, for `PlanNaming.freeName`.
    private var takenNames: [String] = []
    private var takenKeys: Set<String> = []
    /// Merge: bundle plans not added because a plan with the same content was there; their rows go to that plan.
    private var mergedPlans: [String: UUID] = [:]
    private var insertedVersions: [String: InsertedVersions] = [:]
    /// True once the `plans` array has been read: a version's plan must then be known already.
    private var plansRead = false
    /// True when sessions came before the plans: those of a merged plan are moved at the end.
    private var sessionsReadEarly = false
    /// Replace: the session indexes dropped before the rows go in and built again at the end.
    private var droppedIndexes: [String] = []

    private init(db: Database, mode: BackupImportMode) {
        self.db = db
        self.mode = mode
    }

    /// Reads the whole bundle from `reader` and applies it; returns what was written and skipped.
    static func run(_ db: Database, mode: BackupImportMode, reader: inout JSONChunkReader) throws -> BackupReport {
        var importer = BackupImporter(db: db, mode: mode)
        try importer.prepare()
        try importer.document(&reader)
        try importer.finish()
        return importer.report
    }

    private mutating func prepare() throws {
        // Versions may come before their plan (a bundle reordered by a tool): check references at the end.
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        switch mode {
        case .replace:
            try db.execute(sql: "DELETE FROM planVersion; DELETE FROM plan; DELETE FROM session; DELETE FROM setting")
            // Indexes built once over all rows are packed; filled row by row they end half empty, and a
            // larger file makes every later integrity check slower. Unique ones stay: they check each row.
            let indexes = try Row.fetchAll(
                db,
                sql: """
                    SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'session'
                      AND name IN (SELECT name FROM pragma_index_list('session') WHERE "unique" = 0 AND origin = 'c')
                    """)
            for index in indexes {
                try db.execute(sql: "DROP INDEX " + (index[0] as String).quotedDatabaseIdentifier)
                droppedIndexes.append(index[1])
            }
        case .merge:
            for row in try Row.fetchAll(db, sql: "SELECT id, name, contentHash FROM plan ORDER BY createdAt, id") {
                existingPlanIds.insert(row[0])
                takenNames.append(row[1])
                if existingHashes[row[2]] == nil, let id = UUID(uuidString: row[0]) { existingHashes[row[2]] = id }
            }
            takenKeys = Set(takenNames.map(PlanRules.nameKey))
            lastSessionRow = try Int64.fetchOne(db, sql: "SELECT MAX(rowid) FROM session") ?? 0
        }
    }

    // MARK: - Document structure

    private mutating func document(_ reader: inout JSONChunkReader) throws {
        guard let first = try reader.peek() else { throw BundleProblem("$", .truncated) }
        guard first == UInt8(ascii: "{") else {
            throw BundleProblem(
                "$", first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") ? .wrongType : .invalidJSON)
        }
        try reader.expect(UInt8(ascii: "{"), at: "$")
        if try !reader.consume(UInt8(ascii: "}")) {
            while true {
                guard let next = try reader.peek() else { throw BundleProblem("$", .truncated) }
                guard next == UInt8(ascii: "\"") else { throw BundleProblem("$", .invalidJSON) }
                let key = try BundleCoding.decode(String.self, from: reader.value(at: "$"), at: "$", with: decoder)
                guard seenKeys.insert(key).inserted else { throw BundleProblem(key, .duplicateKey) }
                try reader.expect(UInt8(ascii: ":"), at: key)
                try member(key, &reader)
                if try reader.consume(UInt8(ascii: ",")) { continue }
                if try reader.consume(UInt8(ascii: "}")) { break }
                throw BundleProblem("$", try reader.peek() == nil ? .truncated : .invalidJSON)
            }
        }
        guard try reader.isAtEnd() else { throw BundleProblem("$", .invalidJSON) }
        if let missing = Self.requiredKeys.first(where: { !seenKeys.contains($0) }) {
            throw BundleProblem(missing, .missingKey)
        }
    }

    private mutating func member(_ key: String, _ reader: inout JSONChunkReader) throws {
        switch key {
        case "formatVersion":
            let version = try BundleCoding.decode(Int.self, from: reader.value(at: key), at: key, with: decoder)
            if version < 1 { throw BundleProblem(key, .outOfRange) }
            if version > BundleCoding.formatVersion {
                throw BackupError.newerFormat(found: version, supported: BundleCoding.formatVersion)
            }
        case "schemaVersion":
            let version = try BundleCoding.decode(String.self, from: reader.value(at: key), at: key, with: decoder)
            try BundleSchema.check(version, known: AppDatabase.migrator.migrations)
        case "exportedAt":
            _ = try BundleCoding.decode(Date.self, from: reader.value(at: key), at: key, with: decoder)
        case "plans":
            try elements(key, &reader) { importer, data, index in try importer.plan(data, index: index) }
            plansRead = true
        case "planVersions":
            try elements(key, &reader) { importer, data, index in try importer.version(data, index: index) }
        case "sessions":
            sessionsReadEarly = !plansRead
            try elements(key, &reader) { importer, data, index in try importer.session(data, index: index) }
        case "settings":
            try settings(reader.value(at: key))
        default:
            // A key this version does not know: read past it.
            _ = try reader.value(at: key)
        }
    }

    /// Hands each element of the array `key` to `body`, one at a time.
    private mutating func elements(
        _ key: String, _ reader: inout JSONChunkReader, _ body: (inout BackupImporter, Data, Int) throws -> Void
    ) throws {
        guard let first = try reader.peek() else { throw BundleProblem(key, .truncated) }
        guard first == UInt8(ascii: "[") else { throw BundleProblem(key, .wrongType) }
        try reader.expect(UInt8(ascii: "["), at: key)
        if try reader.consume(UInt8(ascii: "]")) { return }
        var index = 0
        while true {
            let path = "\(key)[\(index)]"
            try body(&self, try reader.value(at: path), index)
            if try reader.consume(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if try reader.consume(UInt8(ascii: "]")) { return }
            throw BundleProblem(path, try reader.peek() == nil ? .truncated : .invalidJSON)
        }
    }

    // MARK: - Rows

    private mutating func plan(_ data: Data, index: Int) throws {
        let path = "plans[\(index)]"
        var plan = try BundleCoding.decode(BundlePlan.self, from: data, at: path, with: decoder).toDomain(at: path)
        guard planIds.insert(plan.id).inserted else { throw BundleProblem(path + ".id", .duplicateId) }
        let id = plan.id.uuidString.lowercased()
        if mode == .merge {
            if existingPlanIds.contains(id) {
                report.skipped.plans += 1
                return
            }
            if let match = existingHashes[plan.contentHash.value] {
                mergedPlans[id] = match
                report.skipped.plans += 1
                return
            }
        }
        if takenKeys.contains(PlanRules.nameKey(plan.name)) {
            plan.name = PlanNaming.freeName(for: plan.name, taken: takenNames)
        }
        takenNames.append(plan.name)
        takenKeys.insert(PlanRules.nameKey(plan.name))
        try PlanRecord(from: plan).insert(db)
        report.written.plans += 1
    }

    private mutating func version(_ data: Data, index: Int) throws {
        let path = "planVersions[\(index)]"
        let version = try BundleCoding.decode(BundlePlanVersion.self, from: data, at: path, with: decoder)
            .toDomain(at: path)
        guard versionIds.insert(version.id).inserted else { throw BundleProblem(path + ".id", .duplicateId) }
        let planId = version.planId.uuidString.lowercased()
        guard versionNumbers.insert("\(planId)#\(version.number)").inserted else {
            throw BundleProblem(path + ".number", .duplicateVersionNumber)
        }
        if let match = mergedPlans[planId] {
            try adopt(version, into: match, at: path)
            return
        }
        if plansRead && !planIds.contains(version.planId) && !existingPlanIds.contains(planId) {
            throw BundleProblem(path + ".planId", .unknownPlan)
        }
        if mode == .merge {
            let taken = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM planVersion WHERE id = ? OR (planId = ? AND number = ?))",
                arguments: [version.id.uuidString.lowercased(), planId, version.number])
            if taken == true {
                report.skipped.planVersions += 1
                return
            }
        }
        try PlanVersionRecord(from: version).insert(db)
        insertedVersions[planId, default: InsertedVersions(firstIndex: index, count: 0)].count += 1
        report.written.planVersions += 1
    }

    private mutating func session(_ data: Data, index: Int) throws {
        let path = "sessions[\(index)]"
        var session = try BundleCoding.decode(BundleSession.self, from: data, at: path, with: decoder)
            .toDomain(at: path)
        if !mergedPlans.isEmpty, let planId = session.snapshot.planId,
            let match = mergedPlans[planId.uuidString.lowercased()]
        {
            session = Self.moving(session, to: match)
        }
        guard sessionIds.insert(session.id).inserted else { throw BundleProblem(path + ".id", .duplicateId) }
        try SessionRecord(from: session).insert(db, onConflict: mode == .merge ? .ignore : .abort)
        if db.changesCount > 0 {
            report.written.sessions += 1
        } else {
            report.skipped.sessions += 1
        }
    }

    private mutating func settings(_ data: Data) throws {
        let values = try BundleCoding.decode([String: String].self, from: data, at: "settings", with: decoder)
        for name in values.keys.sorted() {
            let path = "settings.\(name)"
            guard let key = SettingKey(rawValue: name) else { throw BundleProblem(path, .unknownSetting) }
            guard let value = try? key.normalize(values[name] ?? "") else { throw BundleProblem(path, .invalidValue) }
            try SettingRecord(key: name, value: value).insert(db, onConflict: mode == .merge ? .ignore : .abort)
            if db.changesCount > 0 {
                report.written.settings += 1
            } else {
                report.skipped.settings += 1
            }
        }
    }

    /// Merge: adds `version` to `plan` as its next number, unless its id or its content is there already.
    private mutating func adopt(_ version: PlanVersion, into plan: UUID, at path: String) throws {
        let planId = plan.uuidString.lowercased()
        let present = try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM planVersion WHERE id = ? OR (planId = ? AND contentHash = ?))",
            arguments: [version.id.uuidString.lowercased(), planId, version.contentHash.value])
        if present == true {
            report.skipped.planVersions += 1
            return
        }
        let highest =
            try Int.fetchOne(db, sql: "SELECT MAX(number) FROM planVersion WHERE planId = ?", arguments: [planId]) ?? 0
        let (number, overflow) = highest.addingReportingOverflow(1)
        if overflow { throw BundleProblem(path + ".number", .outOfRange) }
        let adopted = PlanVersion(
            id: version.id, planId: plan, number: number, status: version.status, name: version.name,
            content: version.content, createdAt: version.createdAt)
        try PlanVersionRecord(from: adopted).insert(db)
        report.written.planVersions += 1
    }

    /// `session` as if it had been run from `plan`.
    private static func moving(_ session: Session, to plan: UUID) -> Session {
        let old = session.snapshot
        return Session(
            id: session.id,
            snapshot: PlanSnapshot(
                planId: plan, templateId: old.templateId, name: old.name, content: old.content, takenAt: old.takenAt,
                isAdjusted: old.isAdjusted),
            status: session.status, startedAt: session.startedAt, endedAt: session.endedAt,
            activeSeconds: session.activeSeconds, pausedSeconds: session.pausedSeconds,
            completedSets: session.completedSets, totalSets: session.totalSets, events: session.events,
            overrides: session.overrides, tags: session.tags)
    }

    /// Settles rows read before their plans: moves those of a merged plan to it, refuses versions of no plan.
    private mutating func finish() throws {
        for definition in droppedIndexes { try db.execute(sql: definition) }
        for (planId, inserted) in insertedVersions.sorted(by: { $0.value.firstIndex < $1.value.firstIndex }) {
            let exists = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM plan WHERE id = ?)", arguments: [planId])
            if exists == true { continue }
            let path = "planVersions[\(inserted.firstIndex)]"
            guard let match = mergedPlans[planId] else { throw BundleProblem(path + ".planId", .unknownPlan) }
            let early = try PlanVersionRecord.fetchAll(
                db, sql: "SELECT * FROM planVersion WHERE planId = ? ORDER BY number", arguments: [planId])
            try db.execute(sql: "DELETE FROM planVersion WHERE planId = ?", arguments: [planId])
            report.written.planVersions -= inserted.count
            for record in early { try adopt(record.toDomain(), into: match, at: path) }
        }
        guard sessionsReadEarly else { return }
        for (planId, match) in mergedPlans.sorted(by: { $0.key < $1.key }) {
            // Only rows this import added (after `lastSessionRow`), a bounded batch at a time.
            while true {
                let rows = try SessionRecord.fetchAll(
                    db, sql: "SELECT * FROM session WHERE planId = ? AND rowid > ? LIMIT 500",
                    arguments: [planId, lastSessionRow])
                if rows.isEmpty { break }
                for row in rows { try SessionRecord(from: Self.moving(row.toDomain(), to: match)).update(db) }
            }
        }
    }
}
