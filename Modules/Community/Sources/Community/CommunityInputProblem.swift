/// What is wrong with one piece of input, before it reaches a hub.
/// 某项输入在发往社区中心之前发现的问题。
public struct CommunityInputProblem: Error, Hashable, Sendable {
    /// The kind of mistake.
    /// 错误的类型。
    public enum Kind: Hashable, Sendable {
        /// Nothing but spaces.
        case empty
        /// Fewer characters than `minimum`.
        case tooShort(minimum: Int)
        /// More characters (or bytes, for passwords) than `maximum`.
        case tooLong(maximum: Int, actual: Int)
        /// Control or escape characters (line feeds too, where one line is expected).
        case controlCharacters
        /// Characters this field never holds; the allowed ones are named by the message.
        case characters
        /// Two passwords typed differently.
        case mismatch
    }

    public let field: CommunityField
    public let kind: Kind
    /// The text as given (messages show it escaped).
    public let value: String

    public init(field: CommunityField, kind: Kind, value: String) {
        self.field = field
        self.kind = kind
        self.value = value
    }
}
