import Shared

/// The home's frame: a tab bar, a screen's body and a footer, exactly `height` lines no wider than `width`.
/// 主界面的一帧：标签栏、界面主体与底栏，恰好 `height` 行，每行不超过 `width` 列。
public struct ScreenFrame: Sendable {
    /// The smallest terminal the home lays out for; smaller ones get this size, cut.
    public static let minimumWidth = 40
    public static let minimumHeight = 12
    /// Lines the tab bar and the footer take, around the body.
    public static let chromeLines = 2

    private let text: StringTable
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = StringTable(SharedUIStrings.catalog, language: language)
        self.style = style
    }

    /// The tab titles, in order: Train, Plans, History, Settings.
    public var tabTitles: [String] { ["train", "plans", "history", "settings"].map { text("home.tab." + $0) } }

    /// Lines a screen's body gets in a terminal of `height` rows.
    public static func bodyHeight(_ height: Int) -> Int { max(1, height - chromeLines) }

    /// The whole frame: tabs (with `selected` marked), `body` fitted to the rest, and `footer` on the last line.
    public func compose(selected: Int, body: [String], footer: String, width: Int, height: Int) -> [String] {
        let bodyLines = Self.bodyHeight(height)
        return Self.fit([tabBar(selected: selected, width: width)], width: width, height: 1)
            + Self.fit(body, width: width, height: bodyLines)
            + Self.fit([footer], width: width, height: max(0, height - 1 - bodyLines))
    }

    /// `[1 Train]  2 Plans  3 History  4 Settings`: numbered when they fit, else the titles alone.
    public func tabBar(selected: Int, width: Int) -> String {
        let titles = tabTitles
        for numbered in [true, false] {
            let cells = titles.enumerated().map { index, title in
                let label = numbered ? "\(index + 1) \(title)" : title
                return index == selected ? "[" + label + "]" : " " + label + " "
            }
            let line = cells.joined(separator: " ")
            if TextWidth.of(line) <= width {
                let styled = cells.enumerated().map { index, cell in
                    index == selected ? style.bold(cell) : style.dim(cell)
                }
                return Self.trimmed(styled.joined(separator: " "))
            }
        }
        return TextWidth.fit("[" + titles[min(max(0, selected), titles.count - 1)] + "]", width)
    }

    /// As many of `phrases` as fit in `width`, joined by ` · `, dimmed.
    public func hints(_ phrases: [String], width: Int) -> String {
        var line = ""
        for phrase in phrases {
            let joined = line.isEmpty ? phrase : line + " · " + phrase
            guard TextWidth.of(joined) <= width else { break }
            line = joined
        }
        return style.dim(line)
    }

    /// The home's own hint words (`move`, `open`, `back`, `filter`, `keys`, `quit`, `tabs`), for footers.
    public func hint(_ name: String) -> String { text("hint." + name) }

    /// The help body: a title, then each `(keys, action)` on a line, the keys aligned; the home's keys last.
    public func help(_ entries: [(keys: String, action: String)], width: Int) -> [String] {
        let all =
            entries + [
                ("Tab 1–4", text("help.tabs")), ("?", text("help.keys")), ("Esc", text("help.back")),
                ("q", text("help.quit")),
            ]
        let keyWidth = min(16, all.map { TextWidth.of($0.keys) }.max() ?? 0)
        var lines = [style.bold(TextWidth.fit(text("help.title"), width)), ""]
        for (keys, action) in all {
            let head = "  " + TextWidth.padded(keys, to: keyWidth) + "  "
            let room = width - TextWidth.of(head)
            if room >= 12 {
                let wrapped = TextWrap.lines(action, width: room)
                lines.append(head + (wrapped.first ?? ""))
                let indent = TextWidth.repeated(" ", count: TextWidth.of(head))
                lines += wrapped.dropFirst().map { indent + $0 }
            } else {
                lines.append("  " + keys)
                lines += TextWrap.lines(action, width: max(1, width - 4)).map { "    " + $0 }
            }
        }
        return lines
    }

    /// The help over the tab bar: `lines` from `scroll` on, how to close (and scroll, if it overflows) below.
    public func helpFrame(_ lines: [String], scroll: TextScroll, selected: Int, width: Int, height: Int) -> [String] {
        let visible = Self.bodyHeight(height)
        let close = text(lines.count > visible ? "help.closeScroll" : "help.close")
        return compose(
            selected: selected, body: Array(scroll.window(of: lines, visible: visible)),
            footer: style.dim(TextWidth.fit(close, width)), width: width, height: height)
    }

    /// A table of `rows` under `headers` in `width` columns, `selected` (an index into `rows`) marked `›`.
    public func table(
        headers: [String], rows: [[String]], selected: Int?, width: Int, dropOrder: [Int] = [], shrinking: Int? = nil
    ) -> [String] {
        let table = TextTable(headers: headers, rows: rows)
        let lines = table.render(style: .plain, width: max(1, width - 2), dropOrder: dropOrder, shrinking: shrinking)
            .split(separator: "\n", omittingEmptySubsequences: false).map { TextWidth.fit(String($0), width - 2) }
        guard let header = lines.first else { return [] }
        var result = [style.bold("  " + header)]
        for (index, line) in lines.dropFirst().enumerated() {
            result.append(index == selected ? style.inverse("› " + line) : "  " + line)
        }
        return result
    }

    /// `› Label   value` for a form's row: the label padded to `labelWidth`, the selected row marked and inverted.
    public func row(_ label: String, _ value: String, labelWidth: Int, selected: Bool, width: Int) -> String {
        let line = TextWidth.padded(label, to: labelWidth) + "  " + value
        let fitted = TextWidth.fit(line, max(0, width - 2))
        return selected ? style.inverse("› " + fitted) : "  " + fitted
    }

    /// The rows of a list of `count` rows to show when `rows` fit, in whole pages: the page holding `selected`.
    public static func page(count: Int, selected: Int, rows: Int) -> Range<Int> {
        guard rows > 0, count > 0 else { return 0..<0 }
        let top = selected - selected % rows
        return top..<min(count, top + rows)
    }

    /// `Filter: abc█` (the block while typing), cut to `width`.
    public func filterLine(_ typed: String, typing: Bool, width: Int) -> String {
        TextWidth.fit(text("filter.prompt", TerminalText.sanitized(typed) + (typing ? "█" : "")), width)
    }

    /// A localized help action: the home's shared words (`move`, `filter`), else `own("help." + action)`.
    public func helpAction(_ action: String, own: StringTable) -> String {
        text.has("help." + action) ? text("help." + action) : own("help." + action)
    }

    /// Exactly `height` lines of at most `width` columns: cut or padded with empty lines; long lines end in `…`.
    public static func fit(_ lines: [String], width: Int, height: Int) -> [String] {
        let kept = lines.prefix(max(0, height)).map { line -> String in
            let plain = TextStyle.unstyled(line)
            return TextWidth.of(plain) <= width ? trimmed(line) : trimmed(TextWidth.fit(plain, max(0, width)))
        }
        return kept + Array(repeating: "", count: max(0, height - kept.count))
    }

    /// `line` without trailing spaces (a frame's lines end where their text does).
    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
