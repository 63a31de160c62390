/// A refused piece of input: the field, and a sentence saying what is allowed.
/// 被拒绝的输入：出错的字段，以及说明允许什么的句子。
public struct HubInputError: Error, Hashable, Sendable {
    /// The field as the request names it, e.g. `limit`, `handle`, `changeNote.line`.
    public let field: String
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
