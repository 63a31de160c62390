import Settings
import Shared
import SharedUI

/// The doctor's report as aligned lines: database, cue programs, language, colours and terminal.
/// 诊断报告的对齐文本：数据库、提示音程序、语言、颜色与终端。
public struct SettingsDoctorView: Sendable {
    private let text: StringTable
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = StringTable(SettingsViewsStrings.catalog, language: language)
        self.style = style
    }

    /// The report as text or as JSON, and the problem that fails the check, if there is one.
    @MainActor
    public func report(_ doctor: SettingsDoctorViewModel, json: Bool) -> (text: String, problem: String?) {
        let problem = doctor.database.flatMap(problem)
        guard json, let database = doctor.database, let cues = doctor.cues else { return (render(doctor), problem) }
        let shape = SettingsDoctorJSON(database: database, cues: cues, terminal: doctor.terminal, problem: problem)
        return (JSONText.encode(shape), problem)
    }

    /// The report; `problem` (the database's) is phrased separately by `problem(_:)`.
    @MainActor
    public func render(_ doctor: SettingsDoctorViewModel) -> String {
        let rows = rows(doctor)
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        return rows.map { TextWidth.padded($0.0, to: width) + "  " + $0.1 }.joined(separator: "\n")
    }

    /// The report's rows: a label and its value.
    @MainActor
    private func rows(_ doctor: SettingsDoctorViewModel) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let database = doctor.database { rows += databaseRows(database) }
        rows.append((text("doctor.language"), doctor.terminal.language.rawValue))
        rows.append((text("doctor.colors"), doctor.terminal.colours ? text("doctor.on") : text("doctor.off")))
        if let cues = doctor.cues { rows += cueRows(cues) }
        rows.append((text("doctor.terminal"), terminalText(doctor.terminal)))
        return rows
    }

    /// The doctor on the home: the report (or that it is running) from line `scroll` on, its problem last.
    @MainActor
    public func frame(_ doctor: SettingsDoctorViewModel, scroll: TextScroll, width: Int, height: Int) -> [String] {
        let screen = ScreenFrame(language: text.language, style: style)
        let body =
            [style.bold(TextWidth.fit(text("home.doctor.title"), width))]
            + scroll.window(of: lines(doctor, width: width), visible: ScreenFrame.bodyHeight(height) - 1)
        let hints = [text("home.hint.scroll"), screen.hint("back"), screen.hint("keys"), screen.hint("quit")]
        return screen.compose(
            selected: SettingsListView.tab, body: body, footer: screen.hints(hints, width: width), width: width,
            height: height)
    }

    /// The help line of the report's only keys.
    public var scrollHelp: String { text("help.scroll") }

    /// The report's lines for the home, wrapped to `width`, with the database's problem (if any) after them.
    @MainActor
    public func lines(_ doctor: SettingsDoctorViewModel, width: Int) -> [String] {
        guard doctor.database != nil else { return [text("home.doctor.running")] }
        let rows = rows(doctor)
        let labelWidth = rows.map { TextWidth.of($0.0) }.max() ?? 0
        var lines = rows.flatMap { row(label: $0.0, value: $0.1, labelWidth: labelWidth, width: width) }
        if let problem = doctor.database.flatMap(problem) {
            lines +=
                [""]
                + problem.split(separator: "\n").flatMap { line in
                    TextWidth.of(TextStyle.unstyled(String(line))) <= width
                        ? [String(line)] : TextWrap.lines(TextStyle.unstyled(String(line)), width: max(1, width))
                }
        }
        return lines
    }

    /// One row fitted to `width`: one line, else the value wrapped beside its label (under it if a word cannot fit).
    private func row(label: String, value: String, labelWidth: Int, width: Int) -> [String] {
        let head = TextWidth.padded(label, to: labelWidth) + "  "
        guard TextWidth.of(TextStyle.unstyled(head + value)) > width else { return [head + value] }
        let plain = TextStyle.unstyled(value)
        let room = width - TextWidth.of(head)
        let beside = TextWrap.lines(plain, width: max(1, room), longWords: .keep)
        if room > 0, !beside.isEmpty, beside.allSatisfy({ TextWidth.of($0) <= room }) {
            let indent = TextWidth.repeated(" ", count: TextWidth.of(head))
            return [head + beside[0]] + beside.dropFirst().map { indent + $0 }
        }
        return [label] + TextWrap.lines(plain, width: max(1, width - 2)).map { "  " + $0 }
    }

    /// The database's problem as a sentence naming the fix, when there is one.
    public func problem(_ health: DatabaseHealth) -> String? {
        if let problem = health.problem { return RepositoryErrorText(language: text.language).message(problem) }
        if let integrity = health.integrity, integrity != ["ok"] {
            return RepositoryErrorText(language: text.language).message(
                .corrupt(path: health.path, detail: integrity.first ?? "?"))
        }
        return nil
    }

    private func databaseRows(_ health: DatabaseHealth) -> [(String, String)] {
        let state: String
        if !health.exists && health.problem == nil {
            state = style.dim(text("doctor.notCreated"))
        } else {
            state = health.isHealthy ? style.green(text("doctor.ok")) : style.red(text("doctor.problem"))
        }
        var rows = [(text("doctor.database"), TerminalText.sanitized(health.path) + "  " + state)]
        if let schema = health.schema { rows.append((text("doctor.schema"), schema)) }
        if let integrity = health.integrity {
            let check = health.isFullCheck ? text("doctor.fullCheck") : text("doctor.quickCheck")
            let result = integrity == ["ok"] ? text("doctor.ok") : integrity.prefix(3).joined(separator: "; ")
            rows.append((text("doctor.integrity"), result + "  " + style.dim(check)))
        }
        if let plans = health.plans { rows.append((text("doctor.plans"), String(plans))) }
        if let sessions = health.sessions { rows.append((text("doctor.sessions"), String(sessions))) }
        if let size = health.sizeBytes { rows.append((text("doctor.size"), Self.bytes(size))) }
        if !health.unreadableRows.isEmpty {
            rows.append((text("doctor.unreadable"), health.unreadableRows.prefix(10).joined(separator: ", ")))
        }
        return rows
    }

    private func cueRows(_ cues: CueEnvironmentReport) -> [(String, String)] {
        let player: String
        if let usable = cues.usablePlayer, let path = usable.path {
            player = path + "  " + style.dim(text("doctor.testPlayed"))
        } else {
            let tried = cues.players.map(describe).joined(separator: text("doctor.separator"))
            player = text("doctor.noPlayer", tried)
        }
        let voice =
            cues.voice?.path
            ?? text("doctor.noVoice", cues.voices.map(\.name).joined(separator: ", "))
        var rows = [(text("doctor.player"), player), (text("doctor.voice"), voice)]
        if !cues.musicPrograms.isEmpty {
            rows.append(
                (text("doctor.music"), cues.musicPrograms.map(musicText).joined(separator: text("doctor.separator"))))
            let players = cues.desktopPlayers.map(TerminalText.sanitized).joined(separator: ", ")
            rows.append((text("doctor.desktopPlayers"), players.isEmpty ? text("doctor.noDesktopPlayer") : players))
        }
        return rows
    }

    /// `mpv /usr/bin/mpv`, `playerctl: not installed`.
    private func musicText(_ program: HelperProgramStatus) -> String {
        switch program.state {
        case .found, .usable: program.name + " " + (program.path.map(TerminalText.sanitized) ?? "")
        default: describe(program)
        }
    }

    /// `paplay: test play failed (exit 1)`, `aplay: not installed`.
    private func describe(_ program: HelperProgramStatus) -> String {
        switch program.state {
        case .missing: text("doctor.program.missing", program.name)
        case .found, .usable: program.name
        case .failed(let failure): text("doctor.program.failed", program.name, failureText(failure))
        }
    }

    /// How a helper failed, in words ("exit 1", "no answer within 3 s").
    public func failureText(_ failure: HelperFailure) -> String {
        switch failure {
        case .couldNotStart: text("helper.couldNotStart")
        case .exitStatus(let status): text("helper.exit", String(status))
        case .timedOut(let seconds): text("helper.timedOut", String(seconds))
        }
    }

    private func terminalText(_ facts: TerminalFacts) -> String {
        guard facts.isTTY else { return text("doctor.noTTY") }
        let size = facts.columns.flatMap { columns in facts.rows.map { "\(columns)×\($0)" } } ?? "?"
        return facts.supportsScreen ? text("doctor.tty", size) : text("doctor.dumbTTY", size)
    }

    /// `1.2 MB`, `830 KB`, `512 B`.
    static func bytes(_ count: Int64) -> String {
        if count >= 1_000_000 { return String(format: "%.1f MB", Double(count) / 1_000_000) }
        if count >= 1000 { return "\(count / 1000) KB" }
        return "\(count) B"
    }
}
