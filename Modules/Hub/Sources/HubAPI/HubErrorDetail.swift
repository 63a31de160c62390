/// The machine code, the sentence for a person and, for bad input, the field at fault.
/// 机器可读的代码、给人看的句子，以及（输入有误时）出错的字段。
public struct HubErrorDetail: Codable, Sendable, Equatable {
    /// A stable code such as `invalid_field`, `rate_limited` or `not_found` (see `HubErrorCode`).
    public let code: String
    public let message: String
    /// The request field that was refused, e.g. `limit` or `plan.setsCount`.
    public let field: String?

    public init(code: HubErrorCode, message: String, field: String? = nil) {
        self.code = code.rawValue
        self.message = message
        self.field = field
    }
}
