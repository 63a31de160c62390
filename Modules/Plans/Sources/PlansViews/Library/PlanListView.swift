import Shared
import SharedUI

/// The `plans list` table (id, name, summary, last used, flags), or a hint when the listing is empty.
/// `plans list` 表格（编号、名称、摘要、上次使用、标记），列表为空时给出提示。
public struct PlanListView: Sendable {
    private let text: StringTable
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = PlansText.table(language)
        self.style = style
        self.dates = dates
    }

    /// The plans of one part of the library, as `PlanLibraryViewModel.plans` holds them for `filter`.
    public func render(_ plans: [Plan], filter: PlanListFilter) -> String {
        guard !plans.isEmpty else {
            switch filter {
            case .recent, .all: return text("list.empty")
            case .favorites: return text("list.emptyFavorites")
            case .archived: return text("list.emptyArchived")
            }
        }
        var table = TextTable(headers: [
            text("label.id"), text("label.name"), text("label.summary"), text("label.lastUsed"), text("label.flags"),
        ])
        for plan in plans {
            table.rows.append([
                PlansText.shortID(plan.id), PlansText.name(plan.name, columns: PlansText.nameColumns),
                plan.content.summary, plan.lastUsedAt.map(dates.short) ?? text("label.never"),
                PlansText.flags(plan, text),
            ])
        }
        return table.render(style: style)
    }
}
