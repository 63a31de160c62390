import Shared
import SharedUI

/// `plans versions`: one row per version (number, status, date, name, summary, id), or how to publish one.
/// `plans versions`：每个版本一行（版本号、状态、日期、名称、摘要、编号），没有版本时说明如何发布。
public struct PlanVersionListView: Sendable {
    private let text: StringTable
    private let style: TextStyle
    private let dates: DateText
    private let messages: PlanMessages

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = PlansText.table(language)
        self.style = style
        self.dates = dates
        messages = PlanMessages(language: language)
    }

    /// The versions of `plan`, oldest first, as `PlanLibraryViewModel.versions(of:)` returns them.
    public func render(_ versions: [PlanVersion], of plan: Plan) -> String {
        guard !versions.isEmpty else { return messages.noVersions(plan) }
        var table = TextTable(headers: [
            text("label.version"), text("label.status"), text("label.created"), text("label.name"),
            text("label.summary"), text("label.id"),
        ])
        for version in versions {
            table.rows.append([
                "v\(version.number)", text("status." + version.status.rawValue), dates.short(version.createdAt),
                PlansText.name(version.name, columns: PlansText.nameColumns), version.content.summary,
                PlansText.shortID(version.id),
            ])
        }
        return table.render(style: style)
    }
}
