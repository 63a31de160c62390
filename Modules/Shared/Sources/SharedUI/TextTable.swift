/// A plain column-aligned table for listings; the header row is bold when styling is on.
/// 用于列表的对齐文本表格；启用样式时表头加粗。
public struct TextTable: Sendable {
    public let headers: [String]
    public var rows: [[String]] = []

    public init(headers: [String], rows: [[String]] = []) {
        self.headers = headers
        self.rows = rows
    }

    /// The table as lines joined by newlines, two spaces between columns, no trailing spaces.
    public func render(style: TextStyle) -> String {
        let widths = headers.indices.map { column in
            ([headers] + rows).map { TextWidth.of($0[column]) }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            var text = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : TextWidth.padded(cell, to: widths[index])
            }.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        return ([style.bold(line(headers))] + rows.map(line)).joined(separator: "\n")
    }
}
