/// When the desktop player plays: during work (paused for rest), or during rest (paused for work).
/// 桌面播放器在何时播放：训练时（休息时暂停），或休息时（训练时暂停）。
public enum DesktopPlayerPhase: String, CaseIterable, Codable, Sendable {
    case work
    case rest
}
