/// What to do with one text frame from a viewer.
/// 如何处理观看者发来的一个文本帧。
enum LiveInboundDecision: Sendable, Equatable {
    /// Hand the command line to the host program.
    case forward(String)
    /// Answer the viewer with this JSON text and drop the frame.
    case reply(String)
    /// Drop the frame silently (blank).
    case ignore
    /// Close the connection with 1008: the viewer keeps flooding.
    case close
}
