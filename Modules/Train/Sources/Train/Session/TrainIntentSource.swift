/// Where an intent came from, which decides whether skip and end ask first and names it in the event stream.
/// 意图的来源，决定跳过与结束是否先询问，并在事件流中注明。
public enum TrainIntentSource: String, Hashable, Sendable {
    /// A person at the training screen.
    case keyboard
    /// A program writing newline commands on standard input.
    case controlLine = "control"
    /// A viewer of the live page (`--serve`), whose page asks before skip and end on its own side.
    case remote

    /// True when skip and end wait for a yes (a program has no one to ask; a remote confirms on its own side).
    public var asksBeforeDrasticActions: Bool { self == .keyboard }
}
