import Foundation
import GRDB
import Shared

/// Reads one stored column, accepting only what this app writes there, so no content of a row can trap a reader.
/// 读取一个存储列，只接受本应用会写入的内容，因此行中的任何内容都不会让读取方崩溃。
enum StoredValue {
    /// A column whose content this app never writes (wrong type, out of range, damaged text).
    /// 内容不是本应用会写入的列（类型不对、超出范围、文字损坏）。
    struct Unreadable: Error, Hashable {
        let column: String
    }

    /// The widest count a stored integer column holds (version numbers, adjustments), far below any overflow.
    static let maximumCount = 1_000_000

    /// The column's value; `.null` when the row has no such column (a file from before the column was added).
    static func value(_ row: Row, _ column: String) -> DatabaseValue {
        row.hasColumn(column) ? row[column] : .null
    }

    /// The row's key as a warning names it: its text, a number as written, "?" for anything else.
    static func key(_ row: Row, _ column: String = "id") -> String {
        switch value(row, column).storage {
        case .string(let text): text
        case .int64(let number): String(number)
        case .double(let number): "\(number)"
        case .null, .blob: "?"
        }
    }

    /// A text column (never a number or a blob).
    static func text(_ value: DatabaseValue, _ column: String) throws(Unreadable) -> String {
        guard case .string(let text) = value.storage else { throw Unreadable(column: column) }
        return text
    }

    /// A text column that may be NULL.
    static func optionalText(_ value: DatabaseValue, _ column: String) throws(Unreadable) -> String? {
        value.isNull ? nil : try text(value, column)
    }

    /// An integer column within `range` (a whole REAL is accepted: SQLite may keep one so).
    static func integer(
        _ value: DatabaseValue, _ column: String, in range: ClosedRange<Int>
    ) throws(Unreadable) -> Int {
        let number: Int? =
            switch value.storage {
            case .int64(let stored): Int(exactly: stored)
            case .double(let stored): Int(exactly: stored)
            default: nil
            }
        guard let number, range.contains(number) else { throw Unreadable(column: column) }
        return number
    }

    /// A boolean column: 0 or 1.
    static func bool(_ value: DatabaseValue, _ column: String) throws(Unreadable) -> Bool {
        try integer(value, column, in: 0...1) == 1
    }

    /// A duration in seconds: a finite number from 0 to `SessionCheck.maximumSeconds`.
    static func seconds(_ value: DatabaseValue, _ column: String) throws(Unreadable) -> Double {
        let number: Double? =
            switch value.storage {
            case .int64(let stored): Double(stored)
            case .double(let stored): stored
            default: nil
            }
        guard let number, SessionCheck.isSeconds(number) else { throw Unreadable(column: column) }
        return number
    }

    /// An instant of 1970 through 9999 as a date column holds it (`yyyy-MM-dd HH:mm:ss.SSS` UTC, or Unix seconds).
    static func date(_ value: DatabaseValue, _ column: String) throws(Unreadable) -> Date {
        // The text is parsed here with checked arithmetic, never by GRDB's `SQLiteDateParser` (which traps on a byte
        // 0x80-0xAF: docs/upstream/grdb-date-parser-trap.md).
        let date: Date? =
            switch value.storage {
            case .string(let text): BackupDate.parseColumn(text)
            case .int64(let stored): Date(timeIntervalSince1970: Double(stored))
            case .double(let stored): Date(timeIntervalSince1970: stored)
            default: nil
            }
        guard let date, BackupDate.isStorable(date) else { throw Unreadable(column: column) }
        return date
    }

    /// A date column that may be NULL.
    static func optionalDate(_ value: DatabaseValue, _ column: String) throws(Unreadable) -> Date? {
        value.isNull ? nil : try date(value, column)
    }

    /// A JSON text column decoded as GRDB encodes record columns (dates in milliseconds, no NaN or infinity).
    static func json<Value: Decodable>(
        _ value: DatabaseValue, _ column: String, as type: Value.Type
    ) throws(Unreadable) -> Value {
        guard case .string(let text) = value.storage,
            let decoded = try? jsonDecoder.decode(type, from: Data(text.utf8))
        else { throw Unreadable(column: column) }
        return decoded
    }

    /// A JSON column that may be NULL.
    static func optionalJSON<Value: Decodable>(
        _ value: DatabaseValue, _ column: String, as type: Value.Type
    ) throws(Unreadable) -> Value? {
        value.isNull ? nil : try json(value, column, as: type)
    }

    /// The decoder GRDB gives record columns (`FetchableRecord.databaseJSONDecoder`), made once.
    private static let jsonDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .base64
        decoder.dateDecodingStrategy = .millisecondsSince1970
        decoder.nonConformingFloatDecodingStrategy = .throw
        return decoder
    }()
}
