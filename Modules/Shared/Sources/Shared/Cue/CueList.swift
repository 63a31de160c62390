import Foundation

/// The cue kinds a `bell,tone,voice|none` list turns on for a session, as a layer of the cue settings.
/// `bell,tone,voice|none` 列表为本次训练开启的提示方式，作为提示设置的一层。
public enum CueList {
    /// The words a list may use.
    public static let words = ["bell", "tone", "voice", "none"]

    /// The override a list means (every kind not listed is off), nil when a word is unknown or `none` is mixed.
    public static func parse(_ text: String) -> CueSettingsOverride? {
        let listed = Set(
            text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingSpaces()
            })
        let known: Set<String> = ["bell", "tone", "tones", "voice", "none"]
        guard !listed.isEmpty, listed.isSubset(of: known), !(listed.contains("none") && listed.count > 1) else {
            return nil
        }
        return CueSettingsOverride(
            bell: listed.contains("bell"), tones: listed.contains("tone") || listed.contains("tones"),
            voice: listed.contains("voice"))
    }
}
