import ArgumentParser
import Shared

/// `--intensity light|medium|hard`: a preset work:rest ratio for mode B.
/// `--intensity light|medium|hard`：模式 B 的预设训练休息比例。
enum IntensityOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light, medium, hard

    var value: Intensity {
        switch self {
        case .light: .light
        case .medium: .medium
        case .hard: .hard
        }
    }

    static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, "\($0.rawValue) (\($0.value.ratio))") })
    }
}
