import Shared

/// Turns the bytes a terminal sends into key presses: UTF-8 text, control keys and the escape sequences of named keys.
/// 把终端发来的字节转换为按键：UTF-8 文本、控制键以及有名字的键的转义序列。
public struct KeyPressDecoder: Sendable {
    /// Bytes of a sequence or character cut off at the end of the last chunk.
    private var pending: [UInt8] = []

    public init() {}

    /// The keys in `chunk` (one read); an escape sequence split across reads is completed by the next one.
    public mutating func decode(_ chunk: [UInt8]) -> [KeyPress] {
        let bytes = pending + chunk
        pending = []
        var keys: [KeyPress] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard index + 1 < bytes.count else {
                    keys.append(.escape)  // a lone Esc: terminals send a sequence in one write
                    index += 1
                    continue
                }
                let introducer = bytes[index + 1]
                guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
                    keys.append(.escape)  // Alt-key or Esc typed twice: the Esc, then what follows
                    index += 1
                    continue
                }
                // Parameters (0x30–0x3F) and intermediates (0x20–0x2F) up to a final byte (0x40–0x7E).
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    pending = Array(bytes[index...])
                    return keys
                }
                if let key = Self.named(
                    introducer: introducer, parameters: Array(bytes[(index + 2)..<end]), final: bytes[end])
                {
                    keys.append(key)
                }
                index = end + 1
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x09: keys.append(.tab); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60)))); index += 1
            case 0x00, 0x1C...0x1F: index += 1
            default:
                let length = Self.utf8Length(byte)
                guard index + length <= bytes.count else {
                    pending = Array(bytes[index...])
                    return keys
                }
                let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
                keys += text.map(KeyPress.character)
                index += length
            }
        }
        return keys
    }

    /// The key of `ESC [ … final` or `ESC O final`; nil for a sequence no key here means (mouse, focus, F-keys).
    static func named(introducer: UInt8, parameters: [UInt8], final: UInt8) -> KeyPress? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            let number = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
            switch number {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// Bytes in the UTF-8 sequence that `lead` starts (1 for a stray continuation byte, decoded as U+FFFD).
    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
