import Foundation

/// Stable JSON for `--json`: sorted keys, ISO 8601 UTC dates, pretty printed, empty arrays as `[]`.
/// `--json` 的稳定输出：键排序、ISO 8601 UTC 日期、缩进排版，空数组写作 `[]`。
public enum JSONText {
    /// `value` as pretty JSON; the values are plain shapes of numbers, strings, dates and arrays.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Shapes of strings, numbers, booleans and dates cannot fail to encode.
        let text = String(decoding: try! encoder.encode(value), as: UTF8.self)
        return compactingEmptyContainers(text)
    }

    /// Foundation prints an empty array or object as `[\n\n]`; JSON readers and people expect `[]`.
    static func compactingEmptyContainers(_ text: String) -> String {
        guard text.contains("\n\n") else { return text }
        var result = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            let trimmed = line.drop { $0 == " " }
            if let last = result.last, last == "[" || last == "{", trimmed.isEmpty,
                let closing = lines.first?.drop(while: { $0 == " " }), closing.first == "]" || closing.first == "}"
            {
                result += String(closing)
                lines.removeFirst()
                continue
            }
            if !result.isEmpty { result += "\n" }
            result += line
        }
        return result
    }
}
