import Foundation

/// Reads a UUID's text (8-4-4-4-12 hex digits, any case) faster than Foundation's `sscanf`-based parser.
/// 比 Foundation 基于 `sscanf` 的解析器更快地读取 UUID 文本（8-4-4-4-12 位十六进制，大小写均可）。
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &value) { output -> Bool in
                var index = 0
                for position in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard bytes[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                    }
                    guard let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) else { return false }
                    output[position] = high << 4 | low
                    index += 2
                }
                return true
            }
            return parsed ? UUID(uuid: value) : nil
        }
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
