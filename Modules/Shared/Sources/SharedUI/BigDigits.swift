/// A block font for the time left: digits and the colon, 5 rows tall, scalable by whole factors.
/// 显示剩余时间的方块字体：数字与冒号，高 5 行，可按整数倍放大。
public enum BigDigits {
    /// Rows of the font at scale 1.
    public static let height = 5

    private static let glyphs: [Character: [String]] = [
        "0": ["████", "█  █", "█  █", "█  █", "████"],
        "1": ["  █ ", " ██ ", "  █ ", "  █ ", " ███"],
        "2": ["████", "   █", "████", "█   ", "████"],
        "3": ["████", "   █", " ███", "   █", "████"],
        "4": ["█  █", "█  █", "████", "   █", "   █"],
        "5": ["████", "█   ", "████", "   █", "████"],
        "6": ["████", "█   ", "████", "█  █", "████"],
        "7": ["████", "   █", "  █ ", " █  ", " █  "],
        "8": ["████", "█  █", "████", "█  █", "████"],
        "9": ["████", "█  █", "████", "   █", "████"],
        ":": ["  ", "██", "  ", "██", "  "],
    ]

    /// The rows of `text` (digits and colons) in the block font, each cell repeated `scale` times across and down.
    public static func render(_ text: String, scale: Int = 1) -> [String] {
        // Glyphs are twice as wide as tall, as terminal cells are twice as tall as wide.
        let factor = max(1, scale)
        let cells = text.compactMap { glyphs[$0] }
        let base: [String] = (0..<height).map { row in cells.map { $0[row] }.joined(separator: " ") }
        guard factor > 1 else { return base }
        // Rows hold only blocks and spaces: each is widened by appending its pre-repeated run (drawn every second).
        let (block, space) = (String(repeating: "█", count: factor), String(repeating: " ", count: factor))
        return base.flatMap { row in
            var wide = ""
            wide.reserveCapacity(row.utf8.count * factor)
            for character in row { wide += character == " " ? space : character == "█" ? block : String(character) }
            return Array(repeating: wide, count: factor)
        }
    }

    /// Columns the rendered text takes at `scale`.
    public static func width(of text: String, scale: Int = 1) -> Int {
        // Counted, not rendered: the screen asks it for every scale at every frame.
        let cells = text.compactMap { glyphs[$0]?[0].count }
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
