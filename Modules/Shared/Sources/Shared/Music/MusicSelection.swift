import Foundation

/// What plays during a segment: a source, a reference and a play mode; the display title takes no part in equality.
/// 某一阶段播放的内容：来源、引用与播放方式；显示标题不参与相等比较。
public struct MusicSelection: Hashable, Codable, Sendable {
    public var source: MusicSource
    /// The file, folder or playlist for `local`; the player's name for `player` (empty: any player).
    public var reference: String
    public var mode: MusicPlayMode
    /// What the screen shows; defaults to the reference's last path component.
    public var title: String?

    public init(source: MusicSource, reference: String, mode: MusicPlayMode = .continue, title: String? = nil) {
        self.source = source
        self.reference = source == .none ? "" : reference
        self.mode = mode
        self.title = title
    }

    /// Silence.
    public static let silence = MusicSelection(source: .none, reference: "")

    /// True for silence.
    public var isNone: Bool { source == .none }

    /// The title to show: the given one, else the reference's last path component.
    public var displayTitle: String {
        if let title, !title.isEmpty { return title }
        if source == .player { return reference.isEmpty ? "MPRIS" : reference }
        return reference.split(separator: "/").last.map(String.init) ?? reference
    }

    /// Same source, reference and play mode: the music continues without a restart.
    public static func == (lhs: MusicSelection, rhs: MusicSelection) -> Bool {
        lhs.source == rhs.source && lhs.reference == rhs.reference && lhs.mode == rhs.mode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(reference)
        hasher.combine(mode)
    }
}

extension MusicSelection {
    /// Reads a REF as typed: `none`, `player[:NAME]` (MPRIS), or a file, folder or playlist path; nil when empty.
    public static func parse(_ text: String, mode: MusicPlayMode, directory: String, home: String) -> MusicSelection? {
        // Paths are made absolute against `directory`; `~` is `home`.
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { return nil }
        let lowered = trimmed.lowercased()
        if lowered == "none" { return .silence }
        if lowered == "player" { return MusicSelection(source: .player, reference: "", mode: mode) }
        if lowered.hasPrefix("player:") {
            return MusicSelection(source: .player, reference: String(trimmed.dropFirst(7)), mode: mode)
        }
        var path = trimmed
        if path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = directory + "/" + path }
        return MusicSelection(source: .local, reference: normalized(path), mode: mode)
    }

    /// Removes `.` and `..` components and repeated slashes.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
