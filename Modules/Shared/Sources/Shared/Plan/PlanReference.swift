import Foundation

/// What a user means by a PLAN argument: a full id, an exact name, an id prefix or a name prefix.
/// 用户输入的 PLAN 参数指什么：完整 id、完整名称、id 前缀或名称前缀。
public enum PlanReference {
    /// The outcome of resolving a reference among plans.
    /// 解析结果。
    public enum Match: Equatable, Sendable {
        case found(Plan)
        case none
        /// Several plans match equally well; the user must be more specific.
        case ambiguous([Plan])
    }

    /// What a PLAN argument that may also name a template means.
    /// 也可能指模板的 PLAN 参数的含义。
    public enum TemplateMatch: Equatable, Sendable {
        case plan(Plan)
        case template(PlanTemplate)
        case none
        /// Several saved plans match a prefix equally well.
        case ambiguous([Plan])
    }

    /// Resolves by full id, exact name (ignoring case and spaces), unique id prefix, then unique name prefix.
    public static func resolve(_ reference: String, in plans: [Plan]) -> Match {
        // An exact name always wins over longer names that start with it.
        if let exact = exactly(reference, in: plans) { return exact }
        return byPrefix(reference, in: plans)
    }

    /// A saved plan's full id or exact name, then a template's id or name, then a saved plan's unique prefix.
    public static func resolve(_ reference: String, in plans: [Plan], templates: [PlanTemplate]) -> TemplateMatch {
        // `start tabata` is the template even when a plan "Tabata legs" exists; a plan named "tabata" wins.
        switch exactly(reference, in: plans) {
        case .found(let plan)?: return .plan(plan)
        case .ambiguous(let candidates)?: return .ambiguous(candidates)
        case .none?, nil: break
        }
        if let template = PlanTemplate.find(reference, in: templates) { return .template(template) }
        switch byPrefix(reference, in: plans) {
        case .found(let plan): return .plan(plan)
        case .ambiguous(let candidates): return .ambiguous(candidates)
        case .none: return .none
        }
    }

    /// A full id or an exact name (several plans may share a name saved before names were unique).
    private static func exactly(_ reference: String, in plans: [Plan]) -> Match? {
        let key = PlanRules.nameKey(reference)
        guard !key.isEmpty else { return Match.none }
        if let exact = plans.first(where: { $0.id.uuidString.lowercased() == key }) { return .found(exact) }
        return unique(plans.filter { PlanRules.nameKey($0.name) == key })
    }

    /// A unique id prefix (hex digits and dashes), else a unique name prefix.
    private static func byPrefix(_ reference: String, in plans: [Plan]) -> Match {
        let key = PlanRules.nameKey(reference)
        guard !key.isEmpty else { return .none }
        let isHex = key.allSatisfy { $0.isHexDigit || $0 == "-" }
        if isHex, let match = unique(plans.filter { $0.id.uuidString.lowercased().hasPrefix(key) }) {
            return match
        }
        return unique(plans.filter { PlanRules.nameKey($0.name).hasPrefix(key) }) ?? .none
    }

    private static func unique(_ candidates: [Plan]) -> Match? {
        switch candidates.count {
        case 0: nil
        case 1: .found(candidates[0])
        default: .ambiguous(candidates)
        }
    }
}
