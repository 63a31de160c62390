import Foundation
import Shared

/// Sentences for session-journal problems: what happened to which file, and that the workout goes on.
/// 会话日志问题的说明：哪个文件出了什么事，以及训练照常进行。
public struct JournalErrorText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    public func message(_ error: JournalError) -> String {
        switch error {
        case .unsafeFolder(let path, let reason):
            text("journal.unsafe", path, text("journal.unsafe." + reason.rawValue))
        case .diskFull(let path): text("journal.diskFull", path)
        case .inUse(let path): text("journal.inUse", path)
        case .unreadable(let path): text("journal.unreadable", path)
        case .failed(let path, let code): text("journal.failed", path, String(cString: strerror(code)))
        case .full(let path): text("journal.full", path)
        }
    }
}
