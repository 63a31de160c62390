/// The bytes that turn the frame on screen into the next one, rewriting only the lines that changed.
/// 把屏幕上的一帧变为下一帧所需的字节，只重写发生变化的行。
public enum FrameDiff {
    /// Each changed line cleared and rewritten in place (every line when `old` is nil); lines no longer used cleared.
    public static func update(from old: [String]?, to new: [String]) -> String {
        var output = ""
        // Lines compared as bytes: `!=` on block digits and Chinese normalizes both lines first, every second.
        for (index, line) in new.enumerated()
        where old.map({ !$0.indices.contains(index) || !sameBytes($0[index], line) }) ?? true {
            // Cleared before it is written: a line as wide as the terminal leaves the cursor where `EL` would erase it.
            output += "\u{1B}[\(index + 1);1H\u{1B}[K" + line
        }
        if let old, old.count > new.count {
            output += "\u{1B}[\(new.count + 1);1H\u{1B}[J"
        }
        return output
    }

    /// True when the two lines hold the same UTF-8 bytes.
    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        // Compared in place: the generic walk over two UTF-8 views cost more than the rest of a frame.
        guard first.utf8.count == second.utf8.count else { return false }
        var (first, second) = (first, second)
        return first.withUTF8 { one in second.withUTF8 { other in one.elementsEqual(other) } }
    }
}
