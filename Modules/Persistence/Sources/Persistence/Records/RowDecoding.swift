import GRDB
import Shared

/// Decodes rows one by one, so an unreadable row is skipped and reported instead of failing the whole listing.
/// 逐行解码：一行无法读取时跳过并报告，而不是让整个列表失败。
enum RowDecoding {
    /// The values of every row of `request` that decodes; `onUnreadable` hears each row that does not, by `key`.
    static func values<Record: FetchableRecord & TableRecord, Value>(
        _ request: QueryInterfaceRequest<Record>, in db: Database, table: UnreadableRow.Table, key: String = "id",
        onUnreadable: (UnreadableRow) -> Void, _ toDomain: (Record) throws -> Value
    ) throws -> [Value] {
        var values: [Value] = []
        let rows = try Row.fetchCursor(db, request.asRequest(of: Row.self))
        while let row = try rows.next() {
            do {
                values.append(try toDomain(try Record(row: row)))
            } catch {
                onUnreadable(UnreadableRow(table: table, id: StoredValue.key(row, key)))
            }
        }
        return values
    }

    /// The ids of the rows of `table` that do not decode.
    static func unreadable<Record: FetchableRecord & TableRecord, Value>(
        _ request: QueryInterfaceRequest<Record>, in db: Database, table: UnreadableRow.Table, key: String = "id",
        _ toDomain: (Record) throws -> Value
    ) throws -> [UnreadableRow] {
        var found: [UnreadableRow] = []
        _ = try values(request, in: db, table: table, key: key, onUnreadable: { found.append($0) }, toDomain)
        return found
    }
}
