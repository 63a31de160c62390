/// Terminal column width of text: East Asian wide characters and emoji take two columns, marks none.
/// 文本在终端中的列宽：东亚宽字符与表情占两列，组合记号不占列。
public enum TextWidth {
    /// Columns `text` takes, grapheme by grapheme (an emoji ZWJ sequence counts once).
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most of what tables hold, takes a column per byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // A screen line (block digits, box lines, Chinese) is made of scalars that are graphemes on their own:
        // counted scalar by scalar, without grapheme breaking or property look-ups (a tenth of a frame's cost).
        var total = 0
        for scalar in text.unicodeScalars {
            guard let width = simpleWidth(scalar.value) else { return text.reduce(0) { $0 + columns($1) } }
            total += width
        }
        return total
    }

    /// The columns of a scalar that is a grapheme of its own whatever surrounds it and never an emoji, or nil.
    static func simpleWidth(_ value: UInt32) -> Int? {
        // No mark, joiner, selector, prepended or emoji-presentation scalar is listed (tests compare `columns`).
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE...0x2FF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x259F: 1
        case 0x25A0...0x25A1, 0x25B2, 0x25BC, 0x25C7, 0x266A, 0x275A: 1  // the segment shapes, ♪ and ❚
        case 0x3000...0x3029, 0x3030...0x303E, 0x4E00...0x9FFF, 0xFF01...0xFF60: 2
        default: nil
        }
    }

    /// Columns one grapheme takes: 0, 1 or 2.
    public static func columns(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation })
            || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F })
            || (0x1F1E6...0x1F1FF).contains(first.value)
        {
            return 2
        }
        let category = first.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || category == .format { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// `unit` `count` times over (nothing when `count` is not positive), made in one buffer.
    public static func repeated(_ unit: String, count: Int) -> String {
        count == 1 ? unit : repeated([(unit, count)])
    }

    /// Each run's unit repeated its count of times (none when not positive), one run after another, in one buffer.
    public static func repeated(_ runs: [(unit: String, count: Int)]) -> String {
        // `String(repeating:count:)` and `+` append one copy at a time, checking each join for grapheme breaks: a
        // frame's bars, paddings and block digits (drawn every second) spent a fifth of its time there.
        var size = 0
        for (unit, count) in runs where count > 0 {
            let (bytes, overflow) = unit.utf8.count.multipliedReportingOverflow(by: count)
            guard !overflow, !size.addingReportingOverflow(bytes).overflow else { return "" }
            size += bytes
        }
        guard size > 0 else { return "" }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var offset = 0
            guard let base = buffer.baseAddress else { return 0 }
            for (unit, count) in runs where count > 0 {
                var unit = unit
                unit.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                    // The unit once, then what is written so far copied after itself until the run is whole.
                    let start = base + offset
                    let total = bytes.count * count
                    start.update(from: source, count: bytes.count)
                    var written = bytes.count
                    while written < total {
                        let chunk = min(written, total - written)
                        (start + written).update(from: start, count: chunk)
                        written += chunk
                    }
                    offset += total
                }
            }
            return offset
        }
    }

    /// Pads `text` with spaces on the right to `width` columns.
    public static func padded(_ text: String, to width: Int) -> String {
        text + repeated(" ", count: width - of(text))
    }

    /// Pads `text` with spaces on the left to `width` columns.
    public static func leftPadded(_ text: String, to width: Int) -> String {
        repeated(" ", count: width - of(text)) + text
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func fit(_ text: String, _ width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let size = columns(character)
            if used + size > width - 1 { break }
            result.append(character)
            used += size
        }
        return result + "…"
    }

    /// `text` centred in `width` columns (left-biased), without trailing spaces.
    public static func centred(_ text: String, in width: Int) -> String {
        repeated(" ", count: (width - of(text)) / 2) + text
    }

    private static func isWide(_ value: UInt32) -> Bool {
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) }
    }
}
