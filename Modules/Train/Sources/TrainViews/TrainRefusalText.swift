import Shared
import SharedUI
import Train

/// Why the workout refused an action, in words: briefly on the screen, with the present moment for a program.
/// 训练拒绝某个操作的原因：在画面上简短说明，对驱动程序则附上此刻的状态。
struct TrainRefusalText: Sendable {
    private let text: StringTable
    private let kinds: SegmentKindText

    init(language: AppLanguage) {
        text = TrainText.table(language)
        kinds = SegmentKindText(language: language)
    }

    /// The screen's sentence; `short` gives the few words that fit a tiny terminal.
    func screen(_ error: TrainEngineError, short: Bool) -> String {
        let phrase = Self.phrase(error)
        return text.format("train." + phrase.key + (short ? ".short" : ""), phrase.arguments)
    }

    /// The answer to a control line, naming what the workout is doing now.
    func control(_ error: TrainEngineError, now progress: TrainProgress) -> String {
        let phrase = Self.phrase(error)
        return text.format("control." + phrase.key, phrase.arguments + [moment(progress)])
    }

    /// What the workout is doing: `work (set 3/8)`, `paused, rest (set 2/8)`, `warm-up`, `finished`.
    func moment(_ progress: TrainProgress) -> String {
        if progress.state.isFinished { return text("control.moment.finished") }
        let kind = progress.segment.kind
        let name = text.language == .english ? kinds.name(kind).lowercased() : kinds.name(kind)
        let segment =
            kind == .work || kind == .rest
            ? text("control.moment.set", name, String(progress.setNumber), String(progress.setsPerRound)) : name
        return progress.state.isPaused ? text("control.moment.paused", segment) : segment
    }

    /// The table key (after `train.` or `control.`) and the arguments of a refusal.
    private static func phrase(_ error: TrainEngineError) -> (key: String, arguments: [String]) {
        switch error {
        case .notInRest: ("notInRest", [])
        case .noPreviousSegment: ("noPrevious", [])
        case .invalidTransition: ("notNow", [])
        case .invalidExtension:
            (
                "invalidExtension",
                [
                    String(SessionOverride.restExtensionSeconds.lowerBound),
                    String(SessionOverride.restExtensionSeconds.upperBound),
                ]
            )
        }
    }
}
