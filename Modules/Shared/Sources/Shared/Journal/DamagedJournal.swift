/// A journal that could not be read; it is moved aside (`*.damaged`), never deleted.
/// 无法读取的日志；它会被移到一旁（`*.damaged`），绝不删除。
public struct DamagedJournal: Hashable, Sendable {
    /// Where it was, and where it now is.
    public let originalPath: String
    public let movedTo: String?

    public init(originalPath: String, movedTo: String?) {
        self.originalPath = originalPath
        self.movedTo = movedTo
    }
}
