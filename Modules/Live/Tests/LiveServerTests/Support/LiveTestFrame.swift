/// A WebSocket frame as a test sees it: its text, binary payload or close code.
/// 测试所见的 WebSocket 帧：文本、二进制负载或关闭码。
enum LiveTestFrame: Equatable {
    case text(String)
    case binary([UInt8])
    case close(code: UInt16?)
    case ping

    /// One server frame (never masked) from the front of `buffer`, removed from it; nil until it has all arrived.
    static func parse(_ buffer: inout [UInt8]) -> LiveTestFrame? {
        guard buffer.count >= 2 else { return nil }
        var length = Int(buffer[1] & 0x7F)
        var offset = 2
        if length == 126 {
            guard buffer.count >= 4 else { return nil }
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            offset = 4
        } else if length == 127 {
            guard buffer.count >= 10 else { return nil }
            length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        guard buffer.count >= offset + length else { return nil }
        let opcode = buffer[0] & 0x0F
        let payload = Array(buffer[offset..<(offset + length)])
        buffer.removeFirst(offset + length)
        switch opcode {
        case 1: return .text(String(decoding: payload, as: UTF8.self))
        case 8: return .close(code: payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil)
        case 9: return .ping
        default: return .binary(payload)
        }
    }

    /// A client frame: final, masked (as RFC 6455 requires of clients) with a fixed key.
    static func encode(opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            bytes.append(0x80 | UInt8(payload.count))
        } else {
            bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return bytes
    }
}
