#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes that turn the frame on screen into the next one, rewriting only the lines that changed.
/// 把屏幕上的一帧变为下一帧所需的字节，只重写发生变化的行。
public enum FrameDiff {
    /// Each changed line cleared and rewritten in place (every line when `old` is nil); lines no longer used cleared.
    public static func update(from old: [String]?, to new: [String]) -> String {
        String(decoding: bytes(from: old, to: new), as: UTF8.self)
    }

    /// `update` as the bytes to write: what the terminal gets every second, never made a string.
    static func bytes(from old: [String]?, to new: [String]) -> [UInt8] {
        // Appending lines of block digits or Chinese to a string checks each join and grows it, and making a string of
        // bytes validates them all: the lines, valid already, are copied as they are, into a buffer sized first.
        // Lines compared as bytes: `!=` on block digits and Chinese normalizes both lines first, every second.
        let changed = new.indices.filter { index in
            old.map { !$0.indices.contains(index) || !sameBytes($0[index], new[index]) } ?? true
        }
        var output: [UInt8] = []
        output.reserveCapacity(changed.reduce(moveBytes + trailingBytes) { $0 + new[$1].utf8.count + moveBytes })
        for index in changed {
            // Cleared before it is written: a line as wide as the terminal leaves the cursor where `EL` would erase it.
            appendMove(toRow: index + 1, then: UInt8(ascii: "K"), to: &output)
            // Copied at once from the string's own storage, not byte by byte through its view.
            let copied: Void? = new[index].utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
            if copied == nil { output.append(contentsOf: new[index].utf8) }
        }
        if let old, old.count > new.count {
            appendMove(toRow: new.count + 1, then: UInt8(ascii: "J"), to: &output)
        }
        return output
    }

    /// The most bytes `appendMove` writes for a row up to 99,999,999.
    private static let moveBytes = 16

    /// Room left after the lines for what the controller adds: a window title changes every second.
    private static let trailingBytes = 256

    /// `ESC [ row ;1H ESC [ erase`, written byte by byte (an interpolated string per line cost a tenth of a frame).
    private static func appendMove(toRow row: Int, then erase: UInt8, to output: inout [UInt8]) {
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        var divisor = 1
        while divisor <= row / 10 { divisor *= 10 }
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: row / divisor % 10))
            divisor /= 10
        } while divisor > 0
        output.append(UInt8(ascii: ";"))
        output.append(UInt8(ascii: "1"))
        output.append(UInt8(ascii: "H"))
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        output.append(erase)
    }

    /// True when the two lines hold the same UTF-8 bytes.
    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        // Compared in place: the generic walk over two UTF-8 views cost more than the rest of a frame.
        guard first.utf8.count == second.utf8.count else { return false }
        var (first, second) = (first, second)
        // `memcmp`: `elementsEqual` over two buffers walks them byte by byte through their iterators. A line kept from
        // the last frame is the same storage: equal without reading it, so its memory stays untouched this second.
        return first.withUTF8 { one in
            second.withUTF8 { other in
                one.isEmpty || one.baseAddress == other.baseAddress
                    || memcmp(one.baseAddress!, other.baseAddress!, one.count) == 0
            }
        }
    }
}
