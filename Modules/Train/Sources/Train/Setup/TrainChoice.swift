import Shared

/// A workout `start` can offer when asked for nothing in particular: a template or a recent plan.
/// 当 `start` 没有指定内容时可供选择的训练：一个模板或一个最近的计划。
public enum TrainChoice: Hashable, Sendable {
    case template(PlanTemplate)
    case plan(Plan)

    /// What to pass to `prepare` as the reference: the template's id or the plan's full id.
    public var reference: String {
        switch self {
        case .template(let template): template.id
        case .plan(let plan): plan.id.uuidString.lowercased()
        }
    }

    public var content: PlanContent {
        switch self {
        case .template(let template): template.content
        case .plan(let plan): plan.content
        }
    }
}
