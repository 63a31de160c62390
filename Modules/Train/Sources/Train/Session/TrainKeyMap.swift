/// The training screen's keys as intents: a pure table; while a question is pending, y confirms and any key cancels.
/// 训练画面按键到意图的纯映射表；有待确认的问题时，y 确认，其他任意键取消。
enum TrainKeyMap {
    /// Seconds the `+` key adds to a rest.
    static let restExtensionStep = 15
    /// The key the terminal sends for Esc (and for any escape sequence, e.g. an arrow).
    static let escape: Character = "\u{1B}"

    /// The intent of `key`, nil for a key that does nothing.
    static func intent(for key: Character, questionPending: Bool) -> TrainIntent? {
        if questionPending { return key == "y" || key == "Y" ? .confirm : .cancel }
        switch key {
        case " ": return .togglePause
        case "n", "N": return .skip
        case "p", "P": return .back
        case "+", "=": return .extendRest(seconds: restExtensionStep)
        case "r", "R": return .endRestEarly
        case "e", "E", "q", "Q": return .end
        case "?", "h", "H": return .toggleHelp
        case escape: return .closeHelp
        case "m", "M": return .toggleMusicMute
        default: return nil
        }
    }
}
