/// A plain column-aligned table for listings; the header row is bold when styling is on.
struct TextTable {
    let headers: [String]
    var rows: [[String]] = []

    func render(style: TerminalStyle) -> String {
        let widths = headers.indices.map { column in
            ([headers] + rows).map { TextWidth.of($0[column]) }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : TextWidth.padded(cell, to: widths[index])
            }.joined(separator: "  ").trimmingSuffix()
        }
        return ([style.bold(line(headers))] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingSuffix() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
