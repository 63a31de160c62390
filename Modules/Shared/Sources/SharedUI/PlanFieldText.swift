import Shared

/// A plan field's label on a form ("Work"), the same that form validation messages name it by.
/// 计划字段在表单上的标签（"Work"、"训练"），与表单校验消息中的名称一致。
public struct PlanFieldText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    public func label(_ field: PlanField) -> String { text("field." + field.rawValue) }
}
