/// ANSI styling that is applied only when allowed: on a terminal and never with `NO_COLOR`.
struct TerminalStyle: Sendable {
    let isEnabled: Bool

    /// Colours are allowed when the stream is a TTY and `NO_COLOR` is unset or empty.
    static func forStream(isTTY: Bool, environment: [String: String]) -> TerminalStyle {
        TerminalStyle(isEnabled: isTTY && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func blue(_ text: String) -> String { wrap(text, "34") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
