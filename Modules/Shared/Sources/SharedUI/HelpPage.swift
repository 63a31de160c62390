/// A command-line help page laid out for a terminal width: headed paragraphs and labelled rows, wrapped on phrases.
/// 按终端宽度排版的命令行帮助页：带标题的段落与带标签的行，按词组换行。
public struct HelpPage: Sendable {
    /// One part of the page; parts are separated by a blank line.
    /// 帮助页的一部分；各部分之间空一行。
    public enum Block: Sendable {
        /// `heading` and text on one line, its continuation lines flush left (an overview).
        case headed(String, text: String)
        /// `heading` before the first line, the others indented under it; U+00A0 keeps words together (usage).
        case hanging(String, lines: [String])
        /// Paragraphs; a line starting with spaces keeps them and wraps two columns deeper (examples).
        case text(String)
        /// `heading` on a line of its own, then one row per label with its text in a column beside or under it.
        case rows(String, [Row])
    }

    /// A label (an option, an argument, a subcommand) and what it does.
    /// 一个标签（选项、参数或子命令）及其说明。
    public struct Row: Sendable, Equatable {
        public let label: String
        public let text: String

        public init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    /// The column where row texts start when the page is wide enough to put them beside their labels.
    public static let textColumn = 26

    /// Narrower than this, a row's text goes under its label.
    public static let besideWidth = 60

    public let blocks: [Block]

    public init(_ blocks: [Block]) {
        self.blocks = blocks
    }

    /// The page as lines of at most `width` columns (a word wider than its room keeps its own line whole).
    public func render(width: Int) -> String {
        let width = max(12, width)
        let parts = blocks.map { block -> [String] in
            switch block {
            case .headed(let heading, let text): Self.paragraphs(heading + text, width: width)
            case .hanging(let heading, let lines): Self.hanging(heading, lines, width: width)
            case .text(let text): Self.paragraphs(text, width: width)
            case .rows(let heading, let rows): [heading] + rows.flatMap { Self.row($0, width: width) }
            }
        }
        return parts.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    private static func paragraphs(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indent = line.prefix { $0 == " " }.count
            let body = String(line.dropFirst(indent))
            let deeper = indent == 0 ? 0 : indent + 2
            return wrapped(body, first: indent, rest: deeper, width: width)
        }
    }

    private static func hanging(_ heading: String, _ lines: [String], width: Int) -> [String] {
        let indent = TextWidth.of(heading)
        return lines.enumerated().flatMap { index, line in
            wrapped(line, first: 0, rest: 2, width: width - indent).enumerated().map { row, text in
                (index == 0 && row == 0 ? heading : spaces(indent)) + text.replacingNonBreakingSpaces()
            }
        }
    }

    private static func row(_ row: Row, width: Int) -> [String] {
        let label = "  " + row.label
        let beside = width >= besideWidth
        let column = beside ? textColumn : 6
        guard !row.text.isEmpty else { return [label] }
        let body = TextWrap.lines(row.text, width: width - column, longWords: .keep).map { spaces(column) + $0 }
        if beside, TextWidth.of(label) <= column - 2 {
            return [TextWidth.padded(label, to: column) + body[0].dropFirst(column)] + body.dropFirst()
        }
        return [label] + body
    }

    /// `text` wrapped with `first` spaces before its first line and `rest` before the others.
    private static func wrapped(_ text: String, first: Int, rest: Int, width: Int) -> [String] {
        let head = TextWrap.lines(text, width: max(1, width - first), longWords: .keep)
        guard head.count > 1 else { return head.map { spaces(first) + $0 } }
        // The first line is a prefix of `text` (wrapping drops only the spaces at a break): wrap what follows it.
        let remainder = String(text.dropFirst(head[0].count).drop { $0 == " " })
        let tail = TextWrap.lines(remainder, width: max(1, width - rest), longWords: .keep)
        return [spaces(first) + head[0]] + tail.map { spaces(rest) + $0 }
    }

    private static func spaces(_ count: Int) -> String { TextWidth.repeated(" ", count: count) }
}

extension String {
    /// U+00A0 held a usage element together while wrapping; it prints as a plain space.
    fileprivate func replacingNonBreakingSpaces() -> String {
        String(map { $0 == "\u{A0}" ? " " : $0 })
    }
}
