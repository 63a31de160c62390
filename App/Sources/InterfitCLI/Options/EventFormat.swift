import ArgumentParser

/// `--events ndjson`: the machine-readable event stream format.
/// `--events ndjson`：机器可读的事件流格式。
enum EventFormat: String, ChoiceArgument, Sendable {
    case ndjson
}
