/// The layering of Interfit's local modules and the rule check over a dependency graph.
/// Interfit 本地模块的分层，以及对依赖图的规则检查。
enum DependencyRules {
    /// Where a local module sits; a module may only depend on layers listed as allowed for its own.
    /// 本地模块所在的层；模块只能依赖其所在层允许的层。
    enum Layer: String {
        case shared, infrastructure, feature, app
    }

    static let layers: [String: Layer] = [
        "Shared": .shared,
        "Persistence": .infrastructure, "AudioCue": .infrastructure, "Terminal": .infrastructure,
        "Hub": .infrastructure, "Live": .infrastructure,
        "Train": .feature, "Plans": .feature, "History": .feature, "Settings": .feature, "Community": .feature,
        "Interfit": .app,
    ]

    /// A dependency that breaks the rules, with the reason.
    /// 违反规则的依赖及其原因。
    struct Violation: Hashable, CustomStringConvertible {
        let from: String
        let to: String
        let reason: String
        var description: String { "\(from) → \(to): \(reason)" }
    }

    /// Every forbidden edge of `graph` (module → local modules it depends on, tests included).
    static func violations(in graph: [String: Set<String>]) -> [Violation] {
        var found: [Violation] = []
        for (module, dependencies) in graph.sorted(by: { $0.key < $1.key }) {
            guard let layer = layers[module] else {
                found.append(Violation(from: module, to: "-", reason: "module has no layer; add it to DependencyRules"))
                continue
            }
            for dependency in dependencies.sorted() {
                guard let target = layers[dependency] else {
                    found.append(Violation(from: module, to: dependency, reason: "unknown local module"))
                    continue
                }
                if let reason = reason(from: layer, to: target, sameModule: module == dependency) {
                    found.append(Violation(from: module, to: dependency, reason: reason))
                }
            }
        }
        return found
    }

    private static func reason(from: Layer, to: Layer, sameModule: Bool) -> String? {
        if sameModule { return "a module cannot depend on itself" }
        switch (from, to) {
        case (_, .app): return "nothing may depend on the App"
        case (.shared, _): return "Shared depends on no local module"
        case (.infrastructure, .infrastructure), (.infrastructure, .feature):
            return "infrastructure depends only on Shared"
        case (.feature, .feature): return "features never depend on each other"
        default: return nil
        }
    }

    /// What a target is for, from its name: presentation (`…Views`, `SharedUI`), the terminal (`…Terminal`), or
    /// the core a reuser takes without any presentation.
    /// 由名称判断目标的用途：展示（`…Views`、`SharedUI`）、终端（`…Terminal`）或不含展示的核心。
    enum TargetRole: Int, Comparable {
        case core, views, terminal

        init(_ name: String) {
            if name.hasSuffix("Terminal") {
                self = .terminal
            } else if name.hasSuffix("Views") || name == "SharedUI" {
                self = .views
            } else {
                self = .core
            }
        }

        static func < (lhs: TargetRole, rhs: TargetRole) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Target edges that break the layering inside packages: a core target never uses views or terminal
    /// targets, and views never use terminal ones. Only our own targets (`known`) are judged.
    static func targetViolations(in targets: [String: Set<String>], known: Set<String>) -> [Violation] {
        var found: [Violation] = []
        for (target, uses) in targets.sorted(by: { $0.key < $1.key }) where known.contains(target) {
            for used in uses.sorted() where known.contains(used) && TargetRole(used) > TargetRole(target) {
                let reason =
                    TargetRole(target) == .core
                    ? "a core target never uses presentation or terminal targets"
                    : "views never use terminal targets"
                found.append(Violation(from: target, to: used, reason: reason))
            }
        }
        return found
    }
}
