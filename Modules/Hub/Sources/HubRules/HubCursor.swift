import Foundation

/// The opaque keyset cursor: the sort key of the last row shown, so later inserts never shift a page.
/// 不透明的键集游标：上一页最后一行的排序键，因此之后的插入不会使分页错位。
public enum HubCursor: Hashable, Sendable {
    /// After the row with this hot key and sequence (sort `score`).
    case score(hot: Double, sequence: Int64)
    /// After the row with this sequence (sort `new`, comments, one's own posts).
    case sequence(Int64)
    /// After the post saved at these seconds with this sequence (one's saved posts, newest save first).
    case saved(at: Int64, sequence: Int64)

    /// URL-safe base64 of `s.<hot bits>.<seq>`, `n.<seq>` or `v.<saved seconds>.<seq>`.
    public var text: String {
        let plain: String
        switch self {
        case .score(let hot, let sequence): plain = "s.\(String(hot.bitPattern, radix: 16)).\(sequence)"
        case .sequence(let sequence): plain = "n.\(sequence)"
        case .saved(let seconds, let sequence): plain = "v.\(seconds).\(sequence)"
        }
        return Data(plain.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Reads a cursor this hub wrote for `sort`; anything else is refused naming the field.
    public static func parse(_ text: String, for sort: HubSortKey) throws(HubInputError) -> HubCursor {
        let refused = HubInputError(
            field: "cursor", message: "cursor is not one this hub gave for this listing; start again without it")
        guard text.utf8.count <= 64, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw refused
        }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let plain = String(data: data, encoding: .utf8) else {
            throw refused
        }
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
        switch (sort, parts.count) {
        case (.score, 3) where parts[0] == "s":
            guard let bits = UInt64(parts[1], radix: 16), let sequence = Int64(parts[2]), sequence > 0 else {
                throw refused
            }
            let hot = Double(bitPattern: bits)
            guard hot.isFinite else { throw refused }
            return .score(hot: hot, sequence: sequence)
        case (.saved, 3) where parts[0] == "v":
            guard let seconds = Int64(parts[1]), let sequence = Int64(parts[2]), sequence > 0 else { throw refused }
            return .saved(at: seconds, sequence: sequence)
        case (.sequence, 2) where parts[0] == "n":
            guard let sequence = Int64(parts[1]), sequence > 0 else { throw refused }
            return .sequence(sequence)
        default:
            throw refused
        }
    }
}
