/// How a workout is shown: the full screen, plain lines, or the machine-readable event stream.
/// 训练的呈现方式：全屏画面、纯文本行，或机器可读的事件流。
public enum TrainOutputMode: Hashable, Sendable {
    case screen
    case plain
    case ndjson

    /// Picks ndjson when asked, plain lines with `--no-tui` or without a usable terminal, else the screen.
    public static func choose(
        noTUI: Bool, events: Bool, stdinIsTTY: Bool, stdoutIsTTY: Bool, term: String?
    ) -> TrainOutputMode {
        // No usable terminal: either stream is not a terminal, or `TERM` is `dumb`, empty or unset.
        if events { return .ndjson }
        let term = term ?? ""
        if noTUI || !stdinIsTTY || !stdoutIsTTY || term.isEmpty || term == "dumb" { return .plain }
        return .screen
    }
}
