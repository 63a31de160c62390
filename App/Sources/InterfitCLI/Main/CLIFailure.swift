import History
import HistoryViews
import Shared

/// A failure already phrased for the user: the message to print and the exit status to end with.
/// 已为用户措辞好的失败：要打印的消息与退出状态。
struct CLIFailure: Error {
    let message: String
    let status: ExitStatus
}

extension CLIFailure {
    /// A history failure: what the user typed 64, storage 74.
    init(_ error: HistoryError, language: AppLanguage) {
        self.init(
            message: HistoryMessages(language: language).message(error),
            status: HistoryMessages.isUsage(error) ? .usage : .ioError)
    }
}
