/// Reads a URL query (`a=1&b=x%20y&b=z`) into ordered pairs: `+` is a space, bad escapes and bad UTF-8 refused.
/// 将 URL 查询串解析为有序的键值对：`+` 表示空格，拒绝错误的转义与非法 UTF-8。
public enum HubQueryString {
    /// The longest query read; a search needs far less.
    public static let maximumBytes = 4096

    /// The pairs of `query` (the text after `?`, without it), in order.
    public static func parse(_ query: String) throws(HubInputError) -> [(name: String, value: String)] {
        guard query.utf8.count <= maximumBytes else {
            throw HubInputError(field: "query", message: "the query is longer than \(maximumBytes) bytes")
        }
        var pairs: [(String, String)] = []
        for part in query.split(separator: "&", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decode(pieces[0], field: "query")
            let value = try decode(pieces.count > 1 ? pieces[1] : "", field: name)
            pairs.append((name, value))
        }
        return pairs
    }

    /// Percent-decodes one component.
    private static func decode(_ text: Substring, field: String) throws(HubInputError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw HubInputError(field: field, message: "\(field) has a broken %-escape")
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw HubInputError(field: field, message: "\(field) is not valid UTF-8")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
