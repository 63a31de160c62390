import Shared

/// Sentences for music options that do not make a music plan, naming the option and the fix.
/// 无法组成配乐方案的音乐选项说明：指出选项并给出改法。
public struct MusicPlanProblemText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    public func describe(_ problem: MusicPlanProblem) -> String {
        switch problem {
        case .noneWithSelections: text("musicPlan.noneWithSelections")
        case .emptyReference(let field): text("musicPlan.emptyReference", field)
        case .oneSelectionOnly(let field): text("musicPlan.oneSelectionOnly", field)
        case .setMusicNeedsExplicit: text("musicPlan.setMusicNeedsExplicit")
        case .malformedSetEntry(let entry): text("musicPlan.malformedSetEntry", TerminalText.sanitized(entry))
        case .setOutOfRange(let number, let count): text("musicPlan.setOutOfRange", String(number), String(count))
        case .duplicateSet(let number): text("musicPlan.duplicateSet", String(number))
        }
    }
}
