import Shared
import SharedUI

/// `templates`: the built-in plans (id, name in the user's language, summary) and how to start one.
/// `templates`：内置计划（编号、用户语言的名称、摘要）以及如何开始。
public struct PlanTemplateListView: Sendable {
    private let language: AppLanguage
    private let text: StringTable
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        self.language = language
        text = PlansText.table(language)
        self.style = style
    }

    /// The table, a blank line and the dimmed hint.
    public func render(_ templates: [PlanTemplate] = PlanTemplate.builtIn) -> String {
        var table = TextTable(headers: [text("label.id"), text("label.name"), text("label.summary")])
        for template in templates {
            table.rows.append([template.id, template.name(in: language), template.content.summary])
        }
        return table.render(style: style) + "\n\n" + style.dim(text("templates.hint"))
    }
}
