import Foundation
import Shared

/// The checks bundle values must pass, each naming the JSON path of what failed.
/// 备份包中的值必须通过的检查，每项都指明失败处的 JSON 路径。
enum BundleCheck {
    /// A UUID written in any case.
    static func id(_ text: String, at path: String) throws(BundleProblem) -> UUID {
        guard let id = UUID(uuidString: text) else { throw BundleProblem(path, .invalidId) }
        return id
    }

    /// A plan's name and content within `PlanRules`; `path` names the object holding `name` and `content`.
    static func plan(name: String, content: PlanContent, at path: String) throws(BundleProblem) {
        if PlanRules.nameProblem(name) != nil { throw BundleProblem(path + ".name", .invalidName) }
        try self.content(content, at: path + ".content")
    }

    /// Plan content within `PlanRules`; `path` names the content object.
    static func content(_ content: PlanContent, at path: String) throws(BundleProblem) {
        guard let issue = PlanRules.validate(name: "x", content: content).first else { return }
        let key: String =
            switch issue.field {
            case .setsCount: "setsCount"
            case .workSeconds: "workSeconds"
            case .restSeconds: "restSeconds"
            case .warmupSeconds: "warmupSeconds"
            case .cooldownSeconds: "cooldownSeconds"
            case .rounds: "rounds"
            case .roundRestSeconds: "roundRestSeconds"
            case .exercises: "exercises" + (issue.index.map { "[\($0)]" } ?? "")
            case .name, .totalSeconds, .ratio: ""
            }
        let reason: BundleProblem.Reason =
            switch issue.problem {
            case .outOfRange: .outOfRange
            case .tooManyItems: .tooManyItems
            case .lengthOutOfRange, .tooManyBytes, .notPrintable, .blank: .invalidName
            default: .invalidValue
            }
        throw BundleProblem(key.isEmpty ? path : path + "." + key, reason)
    }
}
