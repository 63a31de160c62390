/// The few JSON texts the server itself sends on the WebSocket; everything else is published by the host program.
/// 服务器自己在 WebSocket 上发送的少量 JSON 文本；其余内容都由宿主程序发布。
enum LiveWireMessage {
    static func hello(controls: Bool) -> String { #"{"type":"hello","controls":\#(controls)}"# }

    static let tooLong = error("too_long")
    static let viewOnly = error("view_only")
    static let rateLimited = error("rate_limited")
    /// A command holding a control character (a newline would smuggle a second command line).
    static let invalid = error("invalid")

    private static func error(_ code: String) -> String { #"{"type":"error","code":"\#(code)"}"# }
}
