/// An error a person reads: its message in their language and the exit status a command ends with.
/// 给人看的错误：用其语言表述的消息，以及命令结束时的退出状态。
public protocol UserFacingError: Error {
    // Every error that can end a command conforms in the module that can phrase it (a feature's views, SharedUI);
    // the program maps it to its exit in one place. The message names what was wrong and how to fix it.

    /// The exit status the command ends with.
    var exitStatus: ProcessExitStatus { get }
    /// The whole message, possibly several lines (a `Fix:` line last), without a program-name prefix.
    func message(in language: AppLanguage) -> String
}
