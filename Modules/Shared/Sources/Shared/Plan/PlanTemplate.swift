import Foundation

/// A built-in plan that needs no library: `interfit start tabata` runs one of these.
/// 内置计划，无需建库即可开始：`interfit start tabata` 运行的就是它。
public struct PlanTemplate: Hashable, Sendable, Identifiable {
    /// Short stable key typed on the command line, e.g. `tabata`.
    public let id: String
    /// The English name; `name(in:)` gives it in the user's language.
    public let name: String
    public let content: PlanContent

    public init(id: String, name: String, content: PlanContent) {
        self.id = id
        self.name = name
        self.content = content
    }

    /// The templates shipped with Interfit, in display order.
    public static let builtIn: [PlanTemplate] = [
        PlanTemplate(
            id: "hiit", name: "HIIT starter", content: PlanContent(setsCount: 10, workSeconds: 90, restSeconds: 30)),
        PlanTemplate(
            id: "tabata", name: "Tabata", content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)),
        PlanTemplate(
            id: "running", name: "Running intervals",
            content: PlanContent(setsCount: 10, workSeconds: 120, restSeconds: 60)),
        PlanTemplate(
            id: "strength", name: "Strength rest",
            content: PlanContent(setsCount: 10, workSeconds: 120, restSeconds: 30)),
        PlanTemplate(
            id: "stretch", name: "Stretch & recover",
            content: PlanContent(setsCount: 6, workSeconds: 90, restSeconds: 30)),
    ]

    /// The name shown to the user, e.g. "HIIT 入门" in Chinese.
    public func name(in language: AppLanguage) -> String {
        let table = StringTable(SharedStrings.catalog, language: language)
        let key = "template.\(id)"
        return table.has(key) ? table(key) : name
    }

    /// The template among `templates` whose id or name (in any language) matches `reference`, ignoring case and spaces.
    public static func find(_ reference: String, in templates: [PlanTemplate] = builtIn) -> PlanTemplate? {
        let key = PlanRules.nameKey(reference)
        return templates.first { template in
            template.id == key || AppLanguage.allCases.contains { PlanRules.nameKey(template.name(in: $0)) == key }
        }
    }
}
