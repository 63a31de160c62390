import Logging

/// swift-log's standard-error lines, with the metadata formatted when a line is written rather than when it is set.
/// swift-log 的标准错误输出行，元数据在写出一行时才格式化，而不是在设置时。
public struct HubLogHandler: LogHandler {
    // Hummingbird gives every request a logger with its request id: `StreamLogHandler` formats its whole metadata at
    // each such change (1–2 % of a cached answer's time), although at the usual level no line is ever written.
    private var stream: StreamLogHandler
    public var metadata: Logger.Metadata = [:]

    /// Lines on standard error, as `StreamLogHandler.standardError` writes them.
    public static func standardError(label: String) -> HubLogHandler {
        HubLogHandler(stream: StreamLogHandler.standardError(label: label))
    }

    public var logLevel: Logger.Level {
        get { stream.logLevel }
        set { stream.logLevel = newValue }
    }

    public var metadataProvider: Logger.MetadataProvider? {
        get { stream.metadataProvider }
        set { stream.metadataProvider = newValue }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var event = event
        if !metadata.isEmpty {
            event.metadata = metadata.merging(event.metadata ?? [:]) { _, explicit in explicit }
        }
        stream.log(event: event)
    }
}
