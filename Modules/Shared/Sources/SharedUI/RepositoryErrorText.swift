import Shared

/// Sentences for storage failures: what is wrong with which file, that it was left untouched, and the fix.
/// 存储失败的说明：哪个文件出了什么问题、它未被改动，以及改法。
public struct RepositoryErrorText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    public func message(_ error: RepositoryError) -> String {
        switch error {
        case .notADatabase(let path): text("db.notADatabase", path)
        case .foreignDatabase(let path): text("db.foreign", path)
        case .notAFile(let path, let kind): text("db.notAFile", path, text("file.kind." + kind.rawValue))
        case .corrupt(let path, let detail): text("db.corrupt", path, detail)
        case .unreadable(let path, let detail): text("db.unreadable", path, detail)
        case .newerSchema(let path): text("db.newerSchema", path)
        case .busy(let path): text("db.busy", path)
        case .diskFull(let path): text("db.full", path)
        case .cannotCreateDirectory(let path, let detail): text("db.cannotCreateFolder", path, detail)
        case .unreachable(let path, let detail): text("db.unreachable", path, detail)
        case .folderMissing(let path): text("db.folderMissing", path)
        case .notCreated(let path): text("db.notCreated", path)
        case .storage(let detail): text("db.storage", detail)
        }
    }

    /// The one-line warning for a stored row that was skipped because it cannot be read.
    public func unreadableRow(_ row: UnreadableRow) -> String {
        let id = TerminalText.sanitized(row.id)
        // A setting is named by its whole key; the other rows by their id, then the prefix a command accepts.
        return text("row.unreadable." + row.table.rawValue, id, row.table == .setting ? id : String(id.prefix(8)))
    }

    /// A repository's `onUnreadable` handler that passes each skipped row's warning to `warn` once.
    public func warningOnce(_ warn: @escaping @Sendable (String) -> Void) -> @Sendable (UnreadableRow) -> Void {
        let warned = WarnedRows()
        return { row in if warned.first(row) { warn(unreadableRow(row)) } }
    }
}
