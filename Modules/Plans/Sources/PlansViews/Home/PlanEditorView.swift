import Plans
import Shared
import SharedUI

/// The editor as a frame: mode A or B on one form, each row's problem beside it, the timeline bar and total.
/// 编辑器的一帧：模式 A 或 B 在同一表单上，各行问题就在旁边，另有时间线条形图与总时长。
public struct PlanEditorView: Sendable {
    private let text: StringTable
    private let fields: PlanFieldText
    private let issues: PlanIssueText
    private let frame: ScreenFrame
    private let style: TextStyle
    private let kinds: SegmentKindText

    public init(language: AppLanguage, style: TextStyle) {
        text = PlansText.table(language)
        fields = PlanFieldText(language: language)
        issues = PlanIssueText(language: language, source: .form)
        frame = ScreenFrame(language: language, style: style)
        self.style = style
        kinds = SegmentKindText(language: language)
    }

    /// Lines below the rows: the problem line, the timeline bar, its legend and the total.
    static let previewLines = 4

    /// How many form rows fit in a terminal of `height` rows.
    public static func formRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 1 - previewLines) }

    /// The whole frame.
    @MainActor
    public func render(_ editor: PlanEditorViewModel, width: Int, height: Int) -> [String] {
        let title = editor.original.map { text("home.editor.edit", PlansText.name($0.name)) } ?? text("home.editor.new")
        var body = [style.bold(TextWidth.fit(title, width))]
        let rows = Self.formRows(height: height)
        if let exercise = editor.exerciseFocus {
            body += exerciseList(editor, focus: exercise, rows: rows, width: width)
        } else {
            let shown = editor.rows
            let labelWidth = shown.map { TextWidth.of(label($0)) }.max() ?? 0
            let selected = shown.firstIndex(of: editor.focus) ?? 0
            for index in ScreenFrame.page(count: shown.count, selected: selected, rows: rows) {
                let row = shown[index]
                body.append(
                    frame.row(
                        label(row), value(row, editor), labelWidth: labelWidth, selected: row == editor.focus,
                        width: width))
            }
            body += Array(repeating: "", count: max(0, rows - shown.count))
        }
        body.append(problemLine(editor, width: width))
        body += preview(editor, width: width)
        return frame.compose(
            selected: PlanLibraryView.tab, body: body, footer: footer(editor, width: width), width: width,
            height: height)
    }

    /// The keys of this screen, for the help.
    public func help() -> [(keys: String, action: String)] {
        PlanEditorKeyMap.help.map { ($0.keys, frame.helpAction($0.action, own: text)) }
    }

    private func label(_ row: PlanEditorRow) -> String {
        switch row {
        case .mode, .intensity, .exercises: text("home.editor." + row.rawValue)
        default: row.field.map(fields.label) ?? row.rawValue
        }
    }

    @MainActor
    private func value(_ row: PlanEditorRow, _ editor: PlanEditorViewModel) -> String {
        let typing = row == editor.focus && (row.isTyped || row == .name)
        let cursor = typing ? "█" : ""
        switch row {
        case .name: return PlansText.name(editor.name) + cursor
        case .mode:
            return text(editor.mode == .setsAndDurations ? "home.editor.modeA" : "home.editor.modeB") + "  ◂ ▸"
        case .intensity:
            let named = editor.intensity.map { text("home.editor.intensity." + $0.rawValue) } ?? "—"
            return named + "  ◂ ▸"
        case .ratio:
            let designed = editor.designed.map {
                "  " + text("home.editor.designed", DurationText.clock($0.work), DurationText.clock($0.rest))
            }
            return editor.text(for: row) + cursor + (designed ?? "")
        case .exercises:
            let names = editor.exercises.map { PlansText.name($0) }.joined(separator: text("list.separator"))
            return editor.exercises.isEmpty ? text("home.editor.noExercises") : names
        default: return editor.text(for: row) + cursor
        }
    }

    @MainActor
    private func exerciseList(_ editor: PlanEditorViewModel, focus: Int, rows: Int, width: Int) -> [String] {
        var lines = [style.dim(TextWidth.fit(text("home.editor.exercisesHeading"), width))]
        let all = editor.exercises.map { PlansText.name($0) } + [text("home.editor.addExercise")]
        for index in ScreenFrame.page(count: all.count, selected: focus, rows: max(1, rows - 1)) {
            let number = index < editor.exercises.count ? "\(index + 1)." : "+"
            let cursor = index == focus && index < editor.exercises.count ? "█" : ""
            lines.append(frame.row(number, all[index] + cursor, labelWidth: 3, selected: index == focus, width: width))
        }
        return lines + Array(repeating: "", count: max(0, rows - lines.count))
    }

    /// The focused row's problem (what was typed, else a broken rule), else the first problem, else the save result.
    @MainActor
    private func problemLine(_ editor: PlanEditorViewModel, width: Int) -> String {
        var line = ""
        if let typed = editor.typedProblem(for: editor.focus) {
            line = issues.duration(typed, option: label(editor.focus))
        } else if let field = editor.focus.field,
            let issue = editor.issues.first(where: {
                $0.field == field && (editor.exerciseFocus == nil || $0.index == editor.exerciseFocus)
            })
        {
            line = issues.describe(issue)
        } else if let row = editor.rows.first(where: { editor.typedProblem(for: $0) != nil }),
            let typed = editor.typedProblem(for: row)
        {
            line = issues.duration(typed, option: label(row))
        } else if let issue = editor.issues.first {
            line = issues.describe(issue)
        } else if editor.isValid && editor.isLong {
            line = PlanMessages(language: text.language).longWarning(editor.content)
        }
        let first = line.split(separator: "\n").first.map(String.init) ?? line
        return first.isEmpty ? "" : style.red(TextWidth.fit(first, width))
    }

    /// The timeline as a bar (█ work, ░ rest, ▒ round rest, ▓ warm-up and cool-down), its legend and the total.
    @MainActor
    private func preview(_ editor: PlanEditorViewModel, width: Int) -> [String] {
        let content = editor.content
        guard editor.isValid, let total = content.checkedTotalSeconds, total > 0 else {
            return ["", style.dim(TextWidth.fit(text("home.editor.noPreview"), width)), ""]
        }
        let cells = max(1, width - 2)
        var bar = ""
        var used = 0.0
        for segment in Timeline(content: content).segments {
            used += Double(segment.durationSeconds)
            let end = Int((used / Double(total) * Double(cells)).rounded())
            let glyph: String =
                switch segment.kind {
                case .work: "█"
                case .rest: "░"
                case .roundRest: "▒"
                case .warmup, .cooldown: "▓"
                }
            bar += TextWidth.repeated(glyph, count: end - bar.count)
        }
        let legend = [
            "█ " + kinds.name(.work), "░ " + kinds.name(.rest), "▒ " + kinds.name(.roundRest),
            "▓ " + kinds.name(.warmup) + "/" + kinds.name(.cooldown),
        ]
        var totalLine = text("home.editor.total", content.summary)
        if editor.isLong { totalLine += "  ⚠ " + text("home.editor.long") }
        return ["  " + bar, style.dim(frame.hints(legend, width: width)), TextWidth.fit(totalLine, width)]
    }

    @MainActor
    private func footer(_ editor: PlanEditorViewModel, width: Int) -> String {
        if editor.isAskingToLeave { return style.bold(TextWidth.fit(text("home.editor.discard"), width)) }
        if let failure = editor.saveFailure, case .storage = failure {
            let message = PlanMessages(language: text.language).message(failure)
            return TextWidth.fit(message.split(separator: "\n").first.map(String.init) ?? message, width)
        }
        if editor.exerciseFocus != nil {
            return frame.hints(
                [text("home.hint.addExercise"), text("home.hint.removeExercise"), text("home.hint.doneExercises")],
                width: width)
        }
        var hints = [text("home.hint.save"), text("home.hint.row")]
        if editor.focus.isChoice || editor.focus.isTyped && editor.focus != .name && editor.focus != .ratio {
            hints.append(text("home.hint.change"))
        }
        if editor.focus == .exercises { hints.insert(text("home.hint.exercises"), at: 0) }
        return frame.hints(hints + [text("home.hint.leave")], width: width)
    }
}
