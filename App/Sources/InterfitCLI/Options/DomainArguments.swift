import ArgumentParser
import HistoryViews
import Shared
import Train

// The domain's value enums are the option values themselves: their raw values are what users type, so
// `--help` and shell completions list them and nothing maps one enum onto another.

extension Intensity: @retroactive ExpressibleByArgument, ChoiceArgument {
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, "\($0.rawValue) (\($0.ratio))") })
    }
}

extension VoiceLanguage: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension MusicPlayMode: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension MusicStrategy: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension TrainRecoveryAction: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension PlanListFilter: @retroactive EnumerableFlag {
    public static func help(for value: PlanListFilter) -> ArgumentHelp? {
        .text("plans.filter." + value.rawValue)
    }
}

extension BackupImportMode: @retroactive EnumerableFlag {
    public static func help(for value: BackupImportMode) -> ArgumentHelp? {
        .text("option.backup." + value.rawValue)
    }
}

extension HistoryListFormat: @retroactive EnumerableFlag {
    public static func name(for value: HistoryListFormat) -> NameSpecification { .long }

    public static func help(for value: HistoryListFormat) -> ArgumentHelp? {
        value == .table ? .hidden : .text("option.history." + value.rawValue)
    }
}
