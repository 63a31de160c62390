import Shared
import SharedUI
import Train

/// The adjust screen as a frame: each field with its value (changes marked `*`), the total live, one problem line.
/// 调整界面的一帧：各字段及其取值（修改处标 `*`），实时总时长，以及一行问题说明。
public struct TrainAdjustView: Sendable {
    private let text: StringTable
    private let issues: PlanIssueText
    private let frame: ScreenFrame
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = TrainText.table(language)
        issues = PlanIssueText(language: language, source: .form)
        frame = ScreenFrame(language: language, style: style)
        self.style = style
    }

    /// How many field rows fit in a terminal of `height` rows (title, total and the problem line aside).
    public static func fieldRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 4) }

    /// The whole frame.
    @MainActor
    public func render(_ adjust: TrainAdjustViewModel, width: Int, height: Int) -> [String] {
        let content = adjust.content
        var body = [
            style.bold(TextWidth.fit(text("home.adjust.title", TerminalText.sanitized(adjust.name)), width)),
            adjust.issues.isEmpty ? content.summary : text("home.adjust.invalid"), "",
        ]
        let fields = adjust.fields
        let labelWidth = fields.map { TextWidth.of(label($0)) }.max() ?? 0
        let selected = fields.firstIndex(of: adjust.focus) ?? 0
        for index in ScreenFrame.page(count: fields.count, selected: selected, rows: Self.fieldRows(height: height)) {
            let field = fields[index]
            body.append(
                frame.row(
                    label(field), value(field, adjust), labelWidth: labelWidth, selected: field == adjust.focus,
                    width: width))
        }
        body += Array(repeating: "", count: max(0, Self.fieldRows(height: height) - fields.count))
        body.append(problemLine(adjust, width: width))
        return frame.compose(
            selected: TrainPickerView.tab, body: body, footer: footer(adjust, width: width), width: width,
            height: height)
    }

    /// The keys of this screen, for the help.
    public func help() -> [(keys: String, action: String)] {
        TrainAdjustKeyMap.help.map { ($0.keys, frame.helpAction($0.action, own: text)) }
    }

    private func label(_ field: TrainAdjustField) -> String { text("home.field." + field.rawValue) }

    /// The value shown: what is being typed (with a cursor), else the adjusted value; `*` when changed.
    @MainActor
    private func value(_ field: TrainAdjustField, _ adjust: TrainAdjustViewModel) -> String {
        if field == adjust.focus, let entry = adjust.entry { return entry.text + "█" }
        let shown: String
        switch field {
        case .sets, .rounds: shown = adjust.value(of: field).map(String.init) ?? ""
        case .work, .rest, .warmup, .cooldown, .roundRest: shown = DurationText.clock(adjust.value(of: field) ?? 0)
        case .cues:
            shown = adjust.cues == .settings ? text("home.adjust.asSettings") : adjust.cues.rawValue.replacingComma()
        case .voiceLanguage:
            shown =
                adjust.voiceLanguage.map { text("home.adjust.voice." + $0.rawValue) } ?? text("home.adjust.asSettings")
        case .music: shown = text(adjust.musicOn ? "home.adjust.on" : "home.adjust.off")
        }
        return adjust.isChanged(field) ? shown + " *" : shown
    }

    /// The focused field's problem, else the first problem, else the long-workout warning or the `*` legend.
    @MainActor
    private func problemLine(_ adjust: TrainAdjustViewModel, width: Int) -> String {
        let line: String
        if let typed = adjust.entryProblem {
            line = issues.duration(typed, option: label(adjust.focus))
        } else if let issue = adjust.problem(for: adjust.focus) ?? adjust.issues.first {
            line = issues.describe(issue)
        } else if PlanRules.isLong(adjust.content) {
            line = text("home.adjust.long")
        } else {
            return adjust.isAdjusted ? style.dim(TextWidth.fit(text("home.adjust.legend"), width)) : ""
        }
        return TextWidth.fit(line.split(separator: "\n").first.map(String.init) ?? line, width)
    }

    @MainActor
    private func footer(_ adjust: TrainAdjustViewModel, width: Int) -> String {
        if let error = adjust.setupError {
            let message = TrainSetupErrorText(language: text.language).message(error)
            return TextWidth.fit(message.split(separator: "\n").joined(separator: " "), width)
        }
        if let plan = adjust.savedPlan {
            return TextWidth.fit(text("home.adjust.saved", TerminalText.sanitized(plan.name)), width)
        }
        if let failure = adjust.saveFailure {
            return TextWidth.fit(RepositoryErrorText(language: text.language).message(failure), width)
        }
        var hints = [text("home.hint.start"), text("home.hint.step")]
        if adjust.canSave { hints.append(text("home.hint.saveCopy")) }
        return frame.hints(hints + [frame.hint("back"), frame.hint("keys")], width: width)
    }
}

extension String {
    /// `bell,tone` as `bell, tone`.
    fileprivate func replacingComma() -> String {
        split(separator: ",").joined(separator: ", ")
    }
}
