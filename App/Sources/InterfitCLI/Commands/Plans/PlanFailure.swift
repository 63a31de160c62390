import Plans
import PlansViews

/// Maps plan errors to messages and exit codes: what the user typed 64, a bad file 65, storage 74.
/// 把计划错误映射为消息与退出码：输入错误 64，文件有误 65，存储故障 74。
enum PlanFailure {
    static func failure(_ error: PlanLibraryError, _ messages: PlanMessages, file: String? = nil) -> CLIFailure {
        let status: ExitStatus =
            switch error {
            case .notFound, .ambiguous: .usage
            case .unreadableFile, .newerFormat, .invalidPlanInFile: .badInputFile
            case .storage: .ioError
            }
        return CLIFailure(message: messages.message(error, file: file), status: status)
    }

    static func failure(_ error: PlanEditorError, _ messages: PlanMessages) -> CLIFailure {
        let status: ExitStatus =
            switch error {
            case .invalid: .usage
            case .storage: .ioError
            }
        return CLIFailure(message: messages.message(error), status: status)
    }

    /// Runs a library action, mapping its failure.
    @MainActor
    static func run<T>(
        _ messages: PlanMessages, file: String? = nil, _ action: () throws(PlanLibraryError) -> T
    )
        throws(CLIFailure) -> T
    {
        do { return try action() } catch { throw failure(error, messages, file: file) }
    }
}
