/// A block font for the time left: digits and the colon, 5 rows tall, scalable by whole factors.
/// 显示剩余时间的方块字体：数字与冒号，高 5 行，可按整数倍放大。
public enum BigDigits {
    /// Rows of the font at scale 1.
    public static let height = 5

    /// The glyphs of `0`–`9` and `:`, in that order, row by row.
    private static let glyphs: [[String]] = [
        ["████", "█  █", "█  █", "█  █", "████"],
        ["  █ ", " ██ ", "  █ ", "  █ ", " ███"],
        ["████", "   █", "████", "█   ", "████"],
        ["████", "   █", " ███", "   █", "████"],
        ["█  █", "█  █", "████", "   █", "   █"],
        ["████", "█   ", "████", "   █", "████"],
        ["████", "█   ", "████", "█  █", "████"],
        ["████", "   █", "  █ ", " █  ", " █  "],
        ["████", "█  █", "████", "█  █", "████"],
        ["████", "█  █", "████", "   █", "████"],
        ["  ", "██", "  ", "██", "  "],
    ]

    /// Each glyph's width in cells, counted once from `glyphs`.
    private static let columns = glyphs.map { $0[0].unicodeScalars.count }

    /// The glyph of a digit or the colon (its index in `glyphs`), or nil for any other scalar.
    private static func glyph(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "0"..."9": Int(scalar.value - 0x30)
        case ":": 10
        default: nil
        }
    }

    /// The rows of `text` (digits and colons) in the block font, each cell repeated `scale` times across and down.
    public static func render(_ text: String, scale: Int = 1) -> [String] {
        // Glyphs are twice as wide as tall, as terminal cells are twice as tall as wide.
        let factor = max(1, scale)
        let cells = text.unicodeScalars.compactMap(glyph)
        // A row is its glyphs' rows at this scale, made once per scale, joined by a blank cell `factor` wide.
        let pieces = widenedScale(factor)
        let gap = TextWidth.repeated(" ", count: factor)
        return (0..<height).flatMap { row -> [String] in
            var line = ""
            line.reserveCapacity(cells.reduce(gap.utf8.count * cells.count) { $0 + pieces[$1][row].utf8.count })
            for (index, cell) in cells.enumerated() {
                if index > 0 { line += gap }
                line += pieces[cell][row]
            }
            return Array(repeating: line, count: factor)
        }
    }

    /// Every glyph's rows at `factor`; the screen's scales (1 to 4) are each made once, when a frame first needs it.
    private static func widenedScale(_ factor: Int) -> [[String]] {
        switch factor {
        case 1: widenedScale1
        case 2: widenedScale2
        case 3: widenedScale3
        case 4: widenedScale4
        default: widened(factor)
        }
    }

    private static let widenedScale1 = widened(1)
    private static let widenedScale2 = widened(2)
    private static let widenedScale3 = widened(3)
    private static let widenedScale4 = widened(4)

    /// Every glyph's rows with each cell `factor` cells wide, runs of a kind written at once (`TextWidth.repeated`).
    private static func widened(_ factor: Int) -> [[String]] {
        filledCells.map { rows in
            rows.map { cells in
                var runs: [(unit: String, count: Int)] = []
                for filled in cells {
                    if let last = runs.last, (last.unit == "█") == filled {
                        // Capped, never a trap: a size past the integers comes out as no row (`TextWidth.repeated`).
                        runs[runs.count - 1].count = last.count > Int.max - factor ? Int.max : last.count + factor
                    } else {
                        runs.append((filled ? "█" : " ", factor))
                    }
                }
                return TextWidth.repeated(runs)
            }
        }
    }

    /// Each glyph's rows as cells, true where the glyph has a block, read once from `glyphs`.
    private static let filledCells = glyphs.map { rows in rows.map { $0.unicodeScalars.map { $0 != " " } } }

    /// Columns the rendered text takes at `scale`.
    public static func width(of text: String, scale: Int = 1) -> Int {
        // Counted, not rendered, and without an array: the screen asks it for every scale at every frame.
        var (total, count) = (0, 0)
        for scalar in text.unicodeScalars {
            guard let cell = glyph(scalar) else { continue }
            total += columns[cell]
            count += 1
        }
        guard count > 0 else { return 0 }
        // Capped, never a trap: a width past the integers fits no terminal.
        let (product, overflow) = (total + count - 1).multipliedReportingOverflow(by: max(1, scale))
        return overflow ? Int.max : product
    }

    /// The largest scale (1 to `limit`) at which `text` fits `width` × `height` cells; nil when scale 1 does not fit.
    public static func scale(fitting text: String, width columns: Int, height rows: Int, limit: Int = 4) -> Int? {
        var best: Int?
        let single = width(of: text)
        for scale in 1...max(1, limit) where single * scale <= columns && height * scale <= rows {
            best = scale
        }
        return best
    }
}
