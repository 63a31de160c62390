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

    /// A JSON string literal escaped as `JSONEncoder` escapes it (slashes left as they are).
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Foundation prints an empty array or object as `[\n\n  ]`; JSON readers and people expect `[]`.
    static func compactingEmptyContainers(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { continue }
            // `[`, a line break, an empty line, indentation, then the closing bracket: keep only the bracket.
            var probe = index
            guard probe + 1 < bytes.count, bytes[probe] == 0x0A, bytes[probe + 1] == 0x0A else { continue }
            probe += 2
            while probe < bytes.count, bytes[probe] == 0x20 { probe += 1 }
            let closing: UInt8 = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            guard probe < bytes.count, bytes[probe] == closing else { continue }
            output.append(closing)
            index = probe + 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
