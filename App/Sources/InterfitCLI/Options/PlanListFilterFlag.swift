import ArgumentParser
import Shared

/// The mutually exclusive `--recent|--favorites|--all|--archived` flags of `plans list`.
/// `plans list` 互斥的 `--recent|--favorites|--all|--archived` 标志。
enum PlanListFilterFlag: String, EnumerableFlag {
    case recent, favorites, all, archived

    var value: PlanListFilter {
        switch self {
        case .recent: .recent
        case .favorites: .favorites
        case .all: .all
        case .archived: .archived
        }
    }

    static func help(for value: PlanListFilterFlag) -> ArgumentHelp? {
        ArgumentHelp(HelpText.of("plans.filter." + value.rawValue))
    }
}
