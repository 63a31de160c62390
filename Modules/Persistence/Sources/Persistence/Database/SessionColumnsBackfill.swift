import Foundation
import GRDB
import Shared

/// Fills the `v3-history` listing columns of older sessions, never failing on a row it cannot decode.
/// 为旧会话填充 `v3-history` 的列表列，遇到无法解码的行也绝不失败。
enum SessionColumnsBackfill {
    /// Rows read per batch, so that memory stays small however long the history.
    private static let batchSize = 500

    static func run(_ db: Database) throws {
        let snapshotDecoder = SessionRecord.databaseJSONDecoder(for: "snapshot")
        let overridesDecoder = SessionRecord.databaseJSONDecoder(for: "overrides")
        let update = try db.makeStatement(
            sql: "UPDATE session SET templateId = ?, planNameKey = ?, summary = ?, adjustments = ? WHERE rowid = ?")
        var lastRowID: Int64 = .min
        while true {
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT rowid, planName, snapshot, overrides FROM session WHERE rowid > ? ORDER BY rowid LIMIT ?",
                arguments: [lastRowID, batchSize])
            guard let last = rows.last else { return }
            lastRowID = last[0]
            for row in rows {
                // Any stored value reads without trapping: a column that is not text counts as missing.
                func text(_ index: Int) -> String? {
                    if case .string(let text) = (row[index] as DatabaseValue).storage { text } else { nil }
                }
                let planName = text(1) ?? ""
                let snapshot = text(2).flatMap { text in
                    try? snapshotDecoder.decode(PlanSnapshot.self, from: Data(text.utf8))
                }
                let overrides = text(3).flatMap { text in
                    try? overridesDecoder.decode([StoredSessionOverride].self, from: Data(text.utf8))
                }
                // No summary marks the row unreadable: listings skip and report it, as decoding it would.
                let summary = overrides == nil ? nil : snapshot.flatMap { SessionRecord.summary(of: $0.content) }
                try update.execute(arguments: [
                    snapshot?.templateId, PlanRules.nameKey(planName), summary, overrides?.count ?? 0, row[0] as Int64,
                ])
            }
        }
    }
}
