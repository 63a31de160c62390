import Shared

/// How a segment kind is named and drawn: a word and a shape, so colour is never the only signal.
/// 阶段类型的名称与形状：文字加图形，颜色从不是唯一的信号。
public struct SegmentKindText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    /// "Work", "休息", …
    public func name(_ kind: SegmentKind) -> String { text("kind." + kind.rawValue) }

    /// The kind's name, with the exercise when there is one: "Work · Squat".
    public func label(_ segment: Segment) -> String {
        segment.exercise.map { name(segment.kind) + " · " + $0 } ?? name(segment.kind)
    }

    /// ■ work, □ rest, ▲ warm-up, ◇ round rest, ▼ cool-down.
    public static func shape(_ kind: SegmentKind) -> String {
        switch kind {
        case .work: "■"
        case .rest: "□"
        case .warmup: "▲"
        case .roundRest: "◇"
        case .cooldown: "▼"
        }
    }

    /// The kind's colour on a terminal (red work, green rests, yellow warm-up, blue cool-down).
    public static func colour(_ kind: SegmentKind, _ line: String, style: TextStyle) -> String {
        switch kind {
        case .work: style.red(line)
        case .rest, .roundRest: style.green(line)
        case .warmup: style.yellow(line)
        case .cooldown: style.blue(line)
        }
    }
}
