/// Where an intent came from, which decides whether skip and end ask first.
/// 意图的来源，决定跳过与结束是否先询问。
public enum TrainIntentSource: Hashable, Sendable {
    /// A person at the training screen.
    case keyboard
    /// A program writing newline commands on standard input.
    case controlLine

    /// True when skip and end wait for a yes (a program has no one to ask; a remote would confirm on its own side).
    public var asksBeforeDrasticActions: Bool { self == .keyboard }
}
