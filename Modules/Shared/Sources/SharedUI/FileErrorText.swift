import Foundation
import Shared

/// Sentences for files that cannot be read or written, with the reason in the user's language.
/// 文件无法读写时的说明，原因使用用户的语言。
public struct FileErrorText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    /// `FILE` could not be read; `code` is the errno value.
    public func cannotRead(_ path: String, code: Int32) -> String {
        text("file.cannotRead", TerminalText.sanitized(path), reason(code))
    }

    /// `FILE` (standard output for `-`) could not be written; `code` is the errno value.
    public func cannotWrite(_ path: String, code: Int32) -> String {
        path == "-"
            ? text("file.cannotWriteOutput", reason(code))
            : text("file.cannotWrite", TerminalText.sanitized(path), reason(code))
    }

    /// `FILE` is a directory, pipe, device or socket, which is neither read as a file nor replaced.
    public func notAFile(_ path: String, kind: RepositoryError.FileKind) -> String {
        text("file.notAFile", TerminalText.sanitized(path), text("file.kind." + kind.rawValue))
    }

    /// `FILE` exists and `--force` was not given.
    public func exists(_ path: String) -> String { text("file.exists", TerminalText.sanitized(path)) }

    /// `FILE` is larger than `limit` bytes.
    public func tooLarge(_ path: String, limit: Int) -> String {
        text("file.tooLarge", TerminalText.sanitized(path), String(limit / 1024))
    }

    /// A system error in a few words: "no such file", "is a directory", "permission denied", …
    public func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: text("errno.noent")
        case EISDIR: text("errno.isdir")
        case EACCES, EPERM: text("errno.access")
        case ENOSPC: text("errno.nospc")
        case EROFS: text("errno.rofs")
        case ENOTDIR: text("errno.notdir")
        default: String(cString: strerror(code))
        }
    }
}
