/// Reads the plain form of a `.strings` file — `"key" = "value";` entries and comments — without Foundation.
/// 不借助 Foundation 读取 `.strings` 文件的简单形式：`"key" = "value";` 条目与注释。
enum StringsFileParser {
    /// The entries of `bytes`, or nil beyond the plain form or when a key repeats (a table's mistake, not a choice).
    static func parse(_ bytes: [UInt8]) -> [String: String]? {
        var reader = Reader(bytes: bytes)
        var table: [String: String] = [:]
        while true {
            guard reader.skipSpaceAndComments() else { return nil }
            if reader.atEnd { return table }
            guard let key = reader.quoted() else { return nil }
            guard reader.skipSpaceAndComments(), reader.take(UInt8(ascii: "=")) else { return nil }
            guard reader.skipSpaceAndComments(), let value = reader.quoted() else { return nil }
            guard reader.skipSpaceAndComments(), reader.take(UInt8(ascii: ";")) else { return nil }
            guard table.updateValue(value, forKey: key) == nil else { return nil }
        }
    }

    /// A cursor over the file's bytes.
    /// 文件字节上的游标。
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        /// Consumes `byte` if it comes next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Skips white space, `/* … */` and `// …` comments; false on an unterminated comment.
        mutating func skipSpaceAndComments() -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    var end = index + 2
                    while end + 1 < bytes.count,
                        !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
                    {
                        end += 1
                    }
                    guard end + 1 < bytes.count else { return false }
                    index = end + 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return true
                }
            }
            return true
        }

        /// A double-quoted string with `\"`, `\\`, `\n`, `\t`, `\r` and `\uXXXX` escapes; nil for anything else.
        mutating func quoted() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            // Runs of plain bytes are copied whole, and a string without escapes is made straight from the file's
            // bytes: a byte at a time, the tables a workout reads cost it ~2M instructions.
            var text: [UInt8] = []
            var run = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let end = index
                    index += 1
                    // Every escape adds a byte, so an empty buffer means the string had none.
                    if text.isEmpty { return String(validating: bytes[run..<end], as: UTF8.self) }
                    text.append(contentsOf: bytes[run..<end])
                    return String(validating: text, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                text.append(contentsOf: bytes[run..<index])
                index += 1
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    guard let scalar = hexScalar() else { return nil }
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: return nil
                }
                run = index
            }
            return nil
        }

        /// The four hex digits after `\u`, as a Unicode scalar (surrogates are not part of the plain form).
        private mutating func hexScalar() -> Unicode.Scalar? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = hexDigit(byte) else { return nil }
                value = value * 16 + digit
            }
            index += 4
            return Unicode.Scalar(value)
        }

        private func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
