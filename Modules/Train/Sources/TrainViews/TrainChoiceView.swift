import Shared
import SharedUI
import Train

/// The numbered list `start` shows when asked for nothing, and its question.
/// `start` 未指定训练时显示的编号列表及其提问。
public struct TrainChoiceView: Sendable {
    private let text: StringTable
    private let language: AppLanguage
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = TrainText.table(language)
        self.language = language
        self.style = style
    }

    /// `1  Tabata          8×(20/10) = 3:50` per choice (at most nine: one key picks), under a heading.
    public func render(_ choices: [TrainChoice]) -> [String] {
        let names = choices.prefix(9).map { choice in
            switch choice {
            case .template(let template): template.name(in: language)
            case .plan(let plan): TerminalText.sanitized(plan.name)
            }
        }
        let width = min(28, names.map(TextWidth.of).max() ?? 0)
        let summaries = choices.prefix(9).map(\.content.summary)
        let summaryWidth = summaries.map(TextWidth.of).max() ?? 0
        var lines = [style.bold(text("choice.heading"))]
        for (index, choice) in choices.prefix(9).enumerated() {
            let kind = text(choice.isTemplate ? "choice.template" : "choice.plan")
            lines.append(
                "  \(index + 1)  " + TextWidth.padded(TextWidth.fit(names[index], width), to: width) + "  "
                    + TextWidth.padded(summaries[index], to: summaryWidth) + "  " + style.dim(kind))
        }
        return lines
    }

    /// The question after the list, naming the keys.
    public func question(count: Int) -> String { text("choice.question", String(min(9, count))) }
}

extension TrainChoice {
    fileprivate var isTemplate: Bool {
        if case .template = self { return true }
        return false
    }
}
