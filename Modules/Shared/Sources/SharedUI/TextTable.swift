/// A plain column-aligned table for listings; the header row is bold when styling is on.
/// 用于列表的对齐文本表格；启用样式时表头加粗。
public struct TextTable: Sendable {
    public let headers: [String]
    public var rows: [[String]] = []

    public init(headers: [String], rows: [[String]] = []) {
        self.headers = headers
        self.rows = rows
    }

    /// The table within `width` columns (nil: all): `dropOrder` columns go first, then `shrinking` is cut short.
    public func render(style: TextStyle, width: Int?, dropOrder: [Int] = [], shrinking: Int? = nil) -> String {
        guard let width else { return render(style: style) }
        var kept = Array(headers.indices)
        var pending = dropOrder[...]
        func total(_ columns: [Int]) -> Int {
            columns.map { column in ([headers] + rows).map { TextWidth.of($0[column]) }.max() ?? 0 }.reduce(0, +)
                + 2 * max(0, columns.count - 1)
        }
        while total(kept) > width, let next = pending.popFirst() { kept.removeAll { $0 == next } }
        var table = TextTable(headers: kept.map { headers[$0] }, rows: rows.map { row in kept.map { row[$0] } })
        if let shrinking, let position = kept.firstIndex(of: shrinking), total(kept) > width {
            let others = total(kept) - (([headers] + rows).map { TextWidth.of($0[shrinking]) }.max() ?? 0)
            let room = max(TextWidth.of(headers[shrinking]), width - others)
            table.rows = table.rows.map { row in
                var cut = row
                cut[position] = TextWidth.fit(row[position], room)
                return cut
            }
        }
        return table.render(style: style)
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
