/// Named work:rest presets for mode B.
/// 模式 B 的具名训练休息比例预设。
public enum Intensity: String, CaseIterable, Codable, Sendable {
    case light
    case medium
    case hard

    /// light 1:2, medium 1:1, hard 2:1.
    public var ratio: WorkRestRatio {
        switch self {
        case .light: WorkRestRatio(work: 1, rest: 2)!
        case .medium: WorkRestRatio(work: 1, rest: 1)!
        case .hard: WorkRestRatio(work: 2, rest: 1)!
        }
    }
}
