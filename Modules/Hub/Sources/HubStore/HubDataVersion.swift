/// A mark of everything committed that a listing or a post's page shows: equal marks mean equal answers.
/// 列表与帖子页所显示的全部已提交数据的标记：标记相同即答复相同。
public struct HubDataVersion: Hashable, Sendable {
    // SQLite: the listing generation, bumped inside every write that changes what is shown. PostgreSQL: the text of
    // the current snapshot (xmin:xmax:in-progress ids), which changes when any transaction commits or starts writing.

    public let text: String

    public init(_ text: String) {
        self.text = text
    }
}
