import Foundation

/// The music options as typed (`--work-music`, `--set-music N=REF`, …), checked and turned into a music plan.
/// 用户输入的音乐选项（`--work-music`、`--set-music N=REF` 等），经检查后转为配乐方案。
public struct MusicPlanRequest: Sendable {
    public var work: [String]
    public var rest: [String]
    /// `N=REF` entries: set N's work selection.
    public var sets: [String]
    public var strategy: MusicStrategy?
    public var mode: MusicPlayMode?
    public var none: Bool

    public init(
        work: [String] = [], rest: [String] = [], sets: [String] = [], strategy: MusicStrategy? = nil,
        mode: MusicPlayMode? = nil, none: Bool = false
    ) {
        self.work = work
        self.rest = rest
        self.sets = sets
        self.strategy = strategy
        self.mode = mode
        self.none = none
    }

    /// True when no music option was given: the plan keeps its soundtrack.
    public var isEmpty: Bool { work.isEmpty && rest.isEmpty && sets.isEmpty && strategy == nil && mode == nil && !none }

    /// The music plan asked for, nil when nothing was asked; `setCount` bounds `--set-music`.
    public func plan(setCount: Int, directory: String, home: String) throws(MusicPlanProblem) -> MusicPlan? {
        // Relative paths are resolved against `directory`, `~` against `home`; the strategy is inferred if not given.
        guard !isEmpty else { return nil }
        if none {
            guard work.isEmpty, rest.isEmpty, sets.isEmpty else { throw .noneWithSelections }
            return .silent
        }
        let mode = mode ?? .continue
        func selection(_ text: String, field: String) throws(MusicPlanProblem) -> MusicSelection {
            guard let chosen = MusicSelection.parse(text, mode: mode, directory: directory, home: home) else {
                throw .emptyReference(field: field)
            }
            return chosen
        }
        var workList: [MusicSelection] = []
        for text in work { workList.append(try selection(text, field: "--work-music")) }
        var restList: [MusicSelection] = []
        for text in rest { restList.append(try selection(text, field: "--rest-music")) }
        var perSet: [Int: MusicSelection] = [:]
        for entry in sets {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let number = Int(parts[0].trimmingSpaces()) else {
                throw .malformedSetEntry(entry)
            }
            guard (1...max(1, setCount)).contains(number) else { throw .setOutOfRange(number, setCount: setCount) }
            guard perSet[number] == nil else { throw .duplicateSet(number) }
            perSet[number] = try selection(parts[1], field: "--set-music \(number)")
        }
        let chosen =
            strategy ?? (perSet.isEmpty ? (workList.count > 1 || restList.count > 1 ? .cycle : .global) : .explicit)
        switch chosen {
        case .global:
            if workList.count > 1 { throw .oneSelectionOnly(field: "--work-music") }
            if restList.count > 1 { throw .oneSelectionOnly(field: "--rest-music") }
            if !perSet.isEmpty { throw .setMusicNeedsExplicit }
        case .cycle:
            if !perSet.isEmpty { throw .setMusicNeedsExplicit }
        case .explicit:
            if workList.count > 1 { throw .oneSelectionOnly(field: "--work-music") }
            if restList.count > 1 { throw .oneSelectionOnly(field: "--rest-music") }
        }
        return MusicPlan(strategy: chosen, work: workList, rest: restList, perSet: perSet)
    }
}
