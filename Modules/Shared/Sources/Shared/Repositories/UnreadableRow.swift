/// A stored row that cannot become a domain value (bad JSON, impossible numbers); skipped with a warning.
/// 无法还原为领域值的存储行（JSON 损坏、数值不可能）；会被跳过并给出警告。
public struct UnreadableRow: Hashable, Sendable {
    /// Which table the row is in.
    /// 该行所在的表。
    public enum Table: String, Hashable, Sendable {
        case plan, planVersion, session, setting
    }

    public let table: Table
    /// The row's id as stored (a setting's key).
    public let id: String

    public init(table: Table, id: String) {
        self.table = table
        self.id = id
    }
}
