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

    /// Resolves by full id, exact name (ignoring case and spaces), unique id prefix, then unique name prefix.
    public static func resolve(_ reference: String, in plans: [Plan]) -> Match {
        // An exact name always wins over longer names that start with it.
        let key = PlanRules.nameKey(reference)
        guard !key.isEmpty else { return .none }
        if let exact = plans.first(where: { $0.id.uuidString.lowercased() == key }) { return .found(exact) }
        if let match = unique(plans.filter { PlanRules.nameKey($0.name) == key }) { return match }
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
