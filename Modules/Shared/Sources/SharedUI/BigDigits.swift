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
        // Each row is one string of runs (`TextWidth.repeated`), every cell of a glyph widened to `factor` cells.
        return (0..<height).flatMap { row -> [String] in
            var runs: [(unit: String, count: Int)] = []
            runs.reserveCapacity(cells.count * 5)
            var lastFilled: Bool?
            func add(filled: Bool) {
                if filled == lastFilled, let last = runs.last {
                    // Capped, never a trap: a size past the integers comes out as no row (`TextWidth.repeated`).
                    runs[runs.count - 1].count = last.count > Int.max - factor ? Int.max : last.count + factor
                } else {
                    runs.append((filled ? "█" : " ", factor))
                    lastFilled = filled
                }
            }
            for (index, cell) in cells.enumerated() {
                if index > 0 { add(filled: false) }
                for filled in filledCells[cell][row] { add(filled: filled) }
            }
            return Array(repeating: TextWidth.repeated(runs), count: factor)
        }
    }

    /// Each glyph's rows as cells, true where the glyph has a block, read once from `glyphs`.
    private static let filledCells = glyphs.map { rows in rows.map { $0.unicodeScalars.map { $0 != " " } } }

    /// Columns the rendered text takes at `scale`.
    public static func width(of text: String, scale: Int = 1) -> Int {
        // Counted, not rendered: the screen asks it for every scale at every frame.
        let cells = text.unicodeScalars.compactMap(glyph).map { columns[$0] }
        return cells.isEmpty ? 0 : (cells.reduce(0, +) + cells.count - 1) * max(1, scale)
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
