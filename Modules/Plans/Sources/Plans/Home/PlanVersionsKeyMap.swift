import Shared

/// The versions screen's keys as intents: list moves, Enter shows a version in full, s trains with it.
/// 版本界面的按键到意图：列表移动，回车查看版本详情，s 用它训练。
public enum PlanVersionsKeyMap {
    /// The intent of `key`; `detail` while a version is shown in full. Nil for the home's own keys.
    public static func intent(for key: KeyPress, detail: Bool) -> PlanVersionsIntent? {
        switch key {
        case .enter: return .toggleDetail
        case .escape where detail: return .toggleDetail
        case .character("s"): return .start
        default: return detail ? nil : ListKeyMap.intent(for: key).map(PlanVersionsIntent.move)
        }
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ j k", "move"), ("⏎", "versionDetail"), ("s", "startVersion"),
    ]
}
