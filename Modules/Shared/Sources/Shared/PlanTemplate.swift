/// A built-in plan that needs no library: `interfit start tabata` runs one of these.
public struct PlanTemplate: Hashable, Sendable, Identifiable {
    /// Short stable key typed on the command line, e.g. `tabata`.
    public let id: String
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

    /// The template whose id or name matches `reference`, ignoring case.
    public static func find(_ reference: String) -> PlanTemplate? {
        let key = reference.lowercased()
        return builtIn.first { $0.id == key || $0.name.lowercased() == key }
    }
}
