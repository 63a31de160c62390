import Shared

/// A failure of the command line itself, already phrased for the user (usage before any command runs).
/// 命令行本身的失败，已为用户措辞（在任何命令运行之前的用法错误）。
struct CLIFailure: UserFacingError {
    let message: String
    let exitStatus: ProcessExitStatus

    init(message: String, status: ProcessExitStatus) {
        self.message = message
        exitStatus = status
    }

    func message(in language: AppLanguage) -> String { message }
}
