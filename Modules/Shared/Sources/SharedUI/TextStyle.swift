/// ANSI styling tokens that apply only when allowed: on a terminal and never with `NO_COLOR`.
/// ANSI 样式记号：仅在终端且未设置 `NO_COLOR` 时生效。
public struct TextStyle: Sendable, Equatable {
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// No styling at all: pipes, files, tests.
    public static let plain = TextStyle(isEnabled: false)

    /// Colours are allowed when the stream is a TTY, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    public static func forStream(isTTY: Bool, environment: [String: String]) -> TextStyle {
        TextStyle(isEnabled: isTTY && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb")
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func blue(_ text: String) -> String { wrap(text, "34") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
