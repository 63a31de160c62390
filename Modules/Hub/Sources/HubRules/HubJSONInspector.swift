/// Checks a body before decoding (UTF-8, an object, at most 32 deep) and finds one top-level member's bytes.
/// 在解码之前检查请求体（UTF-8、对象、嵌套不超过 32 层），并找出某个顶层成员的字节。
public enum HubJSONInspector {
    /// The deepest nesting of objects and arrays accepted.
    public static let maximumDepth = 32

    /// Why a body is refused before decoding.
    /// 请求体在解码前被拒绝的原因。
    public enum Problem: Error, Hashable, Sendable {
        case invalidUTF8
        case tooDeep
        case notAnObject
    }

    /// Checks `bytes`; on success returns the byte range of the top-level member `member`'s value, if present.
    public static func inspect(_ bytes: [UInt8], member: String? = nil) throws(Problem) -> Range<Int>? {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .invalidUTF8 }
        let wanted = member.map { Array("\"\($0)\"".utf8) }
        var depth = 0
        var index = 0
        var sawObject = false
        var memberStart: Int?
        var found: Range<Int>?
        var expectingKey = false
        var pendingKeyMatched = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if depth == 1, expectingKey, let wanted {
                    pendingKeyMatched = index < bytes.count && Array(bytes[start...index]) == wanted
                }
            case UInt8(ascii: ":") where depth == 1:
                expectingKey = false
                if pendingKeyMatched {
                    memberStart = index + 1
                    pendingKeyMatched = false
                }
            case UInt8(ascii: ",") where depth == 1:
                if let start = memberStart, found == nil { found = start..<index }
                memberStart = nil
                expectingKey = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0 {
                    guard byte == UInt8(ascii: "{"), !sawObject else { throw .notAnObject }
                    sawObject = true
                    expectingKey = true
                }
                depth += 1
                guard depth <= maximumDepth else { throw .tooDeep }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 1, let start = memberStart, found == nil { found = start..<index }
                depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                if depth == 0 { throw .notAnObject }
            }
            index += 1
        }
        guard sawObject else { throw .notAnObject }
        return found
    }
}
