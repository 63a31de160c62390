import Shared

/// The stable `templates --json` shape: `name` stays English for scripts, `localizedName` is the user's language.
/// `templates --json` 的稳定结构：`name` 保持英文供脚本使用，`localizedName` 为用户语言。
public struct PlanTemplateJSON: Encodable, Sendable {
    private let template: PlanTemplate
    private let language: AppLanguage

    public init(_ template: PlanTemplate, language: AppLanguage) {
        self.template = template
        self.language = language
    }

    /// The template's own keys, beside the training fields.
    /// 训练字段之外模板自身的键。
    private enum Keys: String, CodingKey { case id, name, localizedName, summary, totalSeconds }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(template.id, forKey: .id)
        try container.encode(template.name, forKey: .name)
        try container.encode(template.name(in: language), forKey: .localizedName)
        try container.encode(template.content.summary, forKey: .summary)
        try container.encode(template.content.totalSeconds, forKey: .totalSeconds)
        try PlanContentJSON.encode(template.content, to: encoder)
    }
}
