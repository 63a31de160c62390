import Foundation

/// Stable JSON for `--json`: sorted keys, ISO 8601 UTC dates, pretty printed.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // The values are plain DTOs of numbers, strings, dates and arrays: encoding cannot fail.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
