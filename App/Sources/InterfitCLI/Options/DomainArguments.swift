import ArgumentParser
import Shared
import Train

// The domain's value enums are the option values themselves: their raw values are what users type, so
// `--help` and shell completions list them and nothing maps one enum onto another.

extension Intensity: @retroactive ExpressibleByArgument {
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, "\($0.rawValue) (\($0.ratio))") })
    }
}

extension VoiceLanguage: @retroactive ExpressibleByArgument {}

extension MusicPlayMode: @retroactive ExpressibleByArgument {}

extension MusicStrategy: @retroactive ExpressibleByArgument {}

extension TrainRecoveryAction: @retroactive ExpressibleByArgument {}

extension PlanListFilter: @retroactive EnumerableFlag {
    public static func help(for value: PlanListFilter) -> ArgumentHelp? {
        ArgumentHelp(HelpText.of("plans.filter." + value.rawValue))
    }
}

extension BackupImportMode: @retroactive EnumerableFlag {
    public static func help(for value: BackupImportMode) -> ArgumentHelp? {
        ArgumentHelp(HelpText.of("option.backup." + value.rawValue))
    }
}
