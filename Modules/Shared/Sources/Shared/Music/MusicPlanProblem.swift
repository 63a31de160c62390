/// Why music options could not become a music plan; each names the option to fix.
/// 音乐选项无法组成配乐方案的原因；每种都指出需要修改的选项。
public enum MusicPlanProblem: Error, Equatable, Sendable {
    /// `--no-music` together with selections.
    case noneWithSelections
    /// An empty REF.
    case emptyReference(field: String)
    /// More than one selection where the strategy takes one.
    case oneSelectionOnly(field: String)
    /// `--set-music` without the explicit strategy.
    case setMusicNeedsExplicit
    /// A `--set-music` entry not of the form `N=REF`.
    case malformedSetEntry(String)
    /// A `--set-music` set number outside 1…sets.
    case setOutOfRange(Int, setCount: Int)
    /// The same set given twice.
    case duplicateSet(Int)
}
