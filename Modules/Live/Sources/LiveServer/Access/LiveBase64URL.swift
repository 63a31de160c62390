/// Base64url without padding (RFC 4648 §5): tokens that need no escaping in a URL.
/// 无填充的 Base64url（RFC 4648 §5）：放入 URL 无需转义的令牌。
enum LiveBase64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var group: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { group |= UInt32(byte) << (16 - 8 * offset) }
            for position in 0...chunk.count { output.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3F)]) }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
