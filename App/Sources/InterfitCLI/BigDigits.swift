/// A 5-row block font for the time left: digits and the colon.
enum BigDigits {
    static let height = 5

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

    /// The rows of `text` (digits and colons) in the block font, one space between glyphs.
    static func render(_ text: String) -> [String] {
        (0..<height).map { row in
            text.compactMap { glyphs[$0]?[row] }.joined(separator: " ")
        }
    }

    /// Columns the rendered text takes.
    static func width(of text: String) -> Int {
        render(text).first.map(TextWidth.of) ?? 0
    }
}
