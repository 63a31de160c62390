import Shared
import SharedUI
import Train

/// The neutral end-of-workout summary, its hint line (true to what the keys do), and the save notices.
/// 训练结束后的中性总结、如实说明按键作用的提示行，以及保存相关的通知。
public struct TrainSummaryView: Sendable {
    private let text: StringTable
    private let words: SessionText
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = TrainText.table(language)
        words = SessionText(language: language)
        self.style = style
    }

    /// The summary's lines, wrapped to `width` columns (never inside a word); later lines of an entry keep its indent.
    public func render(_ session: Session, adjusted: PlanContent?, width: Int = .max) -> [String] {
        let title = "\(TerminalText.sanitized(session.snapshot.name)) — \(words.status(session.status))"
        let lines = TextWrap.lines(title, width: max(1, width)).map(style.bold)
        var rows: [(String, String)] = [
            (text("summary.active"), DurationText.clock(Int(session.activeSeconds.rounded()))),
            (text("summary.sets"), "\(session.completedSets) / \(session.totalSets)"),
        ]
        if session.pausedSeconds >= 1 {
            rows.append((text("summary.paused"), DurationText.clock(Int(session.pausedSeconds.rounded()))))
        }
        if !session.tags.isEmpty { rows.append((text("summary.notes"), words.tags(session.tags))) }
        let labelWidth = rows.map { TextWidth.of($0.0) }.max() ?? 0
        var body = rows.map { "  " + TextWidth.padded($0.0, to: labelWidth) + "  " + $0.1 }
        let changes = adjustmentLines(session)
        if !changes.isEmpty {
            body.append("  " + text("summary.adjustments"))
            body += changes.map { "    " + $0 }
        }
        if let adjusted { body.append("  " + text("summary.adjustedPlan", adjusted.summary)) }
        return lines + body.flatMap { Self.wrapped($0, width: width) }
    }

    /// The summary as the home's frame after a workout: the summary, then what each key does (or what saving did).
    @MainActor
    public func frame(_ summary: TrainSummaryViewModel, saveError: (any Error)?, width: Int, height: Int) -> [String] {
        let screen = ScreenFrame(language: text.language, style: style)
        var body = render(summary.session, adjusted: summary.adjustedContent, width: width)
        body.append("")
        if let plan = summary.savedPlan { body += TextWrap.lines(savedNotice(plan), width: max(1, width)) }
        if let saveError { body += TextWrap.lines(saveFailedNotice(saveError), width: max(1, width)) }
        var keys = [text("home.summary.again")]
        if summary.choices.contains(.saveAdjustments) && summary.savedPlan == nil {
            keys.append(text("home.summary.save"))
        }
        keys.append(text("home.summary.back"))
        // The choices stay on screen however long the summary: they replace its last lines when it does not fit.
        let room = ScreenFrame.bodyHeight(height)
        let choices = keys.flatMap { TextWrap.lines($0, width: max(1, width)) }
        body = Array(body.prefix(max(0, room - choices.count))) + choices.map(style.bold)
        return screen.compose(
            selected: 0, body: body, footer: screen.hints([screen.hint("keys"), screen.hint("quit")], width: width),
            width: width, height: height)
    }

    /// The keys of the summary on the home, for the help.
    public func homeHelp() -> [(keys: String, action: String)] {
        [("a", text("help.again")), ("s", text("help.saveAdjustments")), ("⏎ Esc", text("help.backHome"))]
    }

    /// `line` wrapped to `width`, its later lines indented like its first.
    static func wrapped(_ line: String, width: Int) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let room = max(1, width - indent.count)
        return TextWrap.lines(String(line.dropFirst(indent.count)), width: room).map { indent + $0 }
    }

    /// The hint under the summary, naming exactly the keys that do something.
    public func hint(_ choices: [TrainSummaryChoice], width: Int = .max) -> String {
        let hint = text(choices.contains(.saveAdjustments) ? "summary.promptSave" : "summary.prompt")
        return TextWrap.lines(hint, width: max(1, width)).joined(separator: "\n")
    }

    /// `Saved as Legs (adjusted) — 8×(20/12) = 4:04 (id 1a2b3c4d).`
    public func savedNotice(_ plan: Plan) -> String {
        text(
            "summary.saved", TerminalText.sanitized(plan.name), plan.content.summary,
            String(plan.id.uuidString.lowercased().prefix(8)))
    }

    /// The plan could not be saved.
    public func saveFailedNotice(_ error: any Error) -> String {
        if let storage = error as? RepositoryError {
            return RepositoryErrorText(language: text.language).message(storage)
        }
        return text("summary.saveFailed")
    }

    private func adjustmentLines(_ session: Session) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for change in session.overrides {
            let line: String
            switch change {
            case .restExtended(_, let seconds): line = text("summary.restExtended", String(seconds))
            case .restEndedEarly: line = text("summary.restEndedEarly")
            case .skipped: line = text("summary.skipped")
            case .wentBack: line = text("summary.wentBack")
            }
            if counts[line] == nil { order.append(line) }
            counts[line, default: 0] += 1
        }
        return order.map { counts[$0, default: 1] > 1 ? "\($0) ×\(counts[$0, default: 1])" : $0 }
    }
}
