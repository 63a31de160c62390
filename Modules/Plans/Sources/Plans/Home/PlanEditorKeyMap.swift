import Shared

/// The editor's keys as intents: ↑↓ (Tab) rows, typing edits the row, +/− ←/→ step, Enter saves, Esc leaves.
/// 编辑器的按键到意图：↑↓（Tab）选行，输入即编辑，+/− ←/→ 增减，回车保存，Esc 离开。
public enum PlanEditorKeyMap {
    /// The intent of `key` on `row`; `inExercises` while the exercise list is open, `asking` while a question waits.
    public static func intent(
        for key: KeyPress, row: PlanEditorRow, inExercises: Bool, asking: Bool
    )
        -> PlanEditorIntent?
    {
        if asking { return key == .character("y") || key == .character("Y") ? .confirm : .cancel }
        switch key {
        case .enter: return .enter
        case .escape: return .leave
        case .tab: return .move(.down)
        case .backTab: return .move(.up)
        case .delete where inExercises: return .removeExercise
        default: break
        }
        if let move = ListKeyMap.namedIntent(for: key) { return .move(move) }
        if inExercises || row == .name { return .type(key) }
        switch key {
        case .character("+"), .character("="), .right: return .step(1)
        case .character("-"), .left: return .step(-1)
        case .character(" ") where row.isChoice: return .step(1)
        case .backspace, .control("u"), .control("w"): return row.isTyped ? .type(key) : nil
        case .character(let character) where accepts(character, row: row): return .type(key)
        case .character("j"): return .move(.down)
        case .character("k"): return .move(.up)
        case .character("q"), .character("Q"): return .leave  // leaving the form asks first; quitting would not
        default: return nil
        }
    }

    /// True when `character` can be typed into `row` (digits; `:` `h` `m` `s` in durations; `:` in the ratio).
    public static func accepts(_ character: Character, row: PlanEditorRow) -> Bool {
        guard character.isASCII, row.isTyped else { return false }
        if character.isNumber { return true }
        if row.isDuration { return ":hms".contains(character) }
        return row == .ratio && character == ":"
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ Tab", "row"), ("0–9 : m s", "type"), ("+ − ← →", "step"), ("⏎", "save"), ("⏎", "exercises"),
        ("Del", "removeExercise"), ("Esc", "leave"),
    ]
}
