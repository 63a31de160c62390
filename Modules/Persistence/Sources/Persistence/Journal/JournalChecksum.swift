import Shared

/// The CRC-32 (IEEE) of a record's payload, so a torn or damaged record is recognised and never trusted.
/// 记录内容的 CRC-32（IEEE）校验和，用于识别残缺或损坏的记录。
enum JournalChecksum {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        // A record's bytes are contiguous (an array or a slice of one): one tight loop over them, the table read
        // through a pointer, since the generic loop over `Data` cost 30k instructions a second's position record.
        bytes.withContiguousStorageIfAvailable(crc32) ?? Array(bytes).withUnsafeBufferPointer(crc32)
    }

    /// Appends the value as eight lower-case hexadecimal digits, as written in a record.
    static func appendHex(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 28, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt32(shift)) & 0xF
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    private static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            return crc ^ 0xFFFF_FFFF
        }
    }
}
