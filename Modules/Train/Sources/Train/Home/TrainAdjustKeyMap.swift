import Shared

/// The adjust screen's keys as intents: ↑↓ fields, +/− or ←/→ step, digits type, Enter starts, s saves a copy.
/// 调整界面的按键到意图：↑↓ 选字段，+/− 或 ←/→ 增减，数字输入，回车开始，s 另存为新计划。
public enum TrainAdjustKeyMap {
    /// The intent of `key` on `field`; `typing` while a typed value is pending. Nil for the home's own keys.
    public static func intent(for key: KeyPress, field: TrainAdjustField, typing: Bool) -> TrainAdjustIntent? {
        switch key {
        case .enter: return .enter
        case .escape where typing: return .cancelTyping
        case .backspace where typing, .control("u") where typing: return .type(key)
        case .character(let character)
        where field.isTyped && (character.isASCII && character.isNumber || typing)
            && accepts(character, field: field):
            return .type(key)
        case .character("+"), .character("="), .right: return .step(1)
        case .character("-"), .left: return .step(-1)
        case .character("s"), .character("S"): return .saveAsPlan
        default: return ListKeyMap.intent(for: key).map(TrainAdjustIntent.move)
        }
    }

    /// True when `character` can be part of what is typed into `field`.
    public static func accepts(_ character: Character, field: TrainAdjustField) -> Bool {
        guard character.isASCII else { return false }
        if character.isNumber { return true }
        return field.isDuration && ":hms".contains(character)
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ j k", "field"), ("+ − ← →", "step"), ("0–9 : m s", "type"), ("⏎", "start"), ("s", "saveCopy"),
    ]
}
