import Settings
import Shared
import SharedUI

/// The sentences of `backup export` and `backup import`: counts, the replace question, skipped rows and errors.
/// `backup export` 与 `backup import` 的说明：数量、替换前的询问、跳过的行与错误。
public struct SettingsBackupView: Sendable {
    private let text: StringTable
    private let rows: RepositoryErrorText

    public init(language: AppLanguage) {
        text = StringTable(SettingsViewsStrings.catalog, language: language)
        rows = RepositoryErrorText(language: language)
    }

    /// `Exported 3 plans, 2 versions, 120 sessions and 4 settings to backup.json.` plus one warning per row left out.
    public func exported(_ report: BackupReport, to file: String) -> String {
        ([text("backup.exported", counts(report.written), TerminalText.sanitized(file))]
            + report.unreadable.map(rows.unreadableRow)).joined(separator: "\n")
    }

    /// What an import added and what it found already there.
    public func imported(_ report: BackupReport, mode: BackupImportMode) -> String {
        let added = text(mode == .replace ? "backup.replaced" : "backup.merged", counts(report.written))
        let skipped = report.skipped == .zero ? nil : text("backup.skipped", counts(report.skipped))
        return ([added] + (skipped.map { [$0] } ?? [])).joined(separator: "\n")
    }

    /// The question before replacing everything.
    public var replaceQuestion: String { text("backup.replaceQuestion") }
    /// The answer when the user did not say yes.
    public var notReplaced: String { text("backup.notReplaced") }
    /// Why replacing needs `--yes` without a terminal.
    public var needsYes: String { text("backup.needsYes") }

    /// The message for a refused bundle or a storage failure, naming the first problem's JSON path.
    public func message(_ error: BackupError, file: String) -> String {
        let name = TerminalText.sanitized(file == "-" ? text("backup.stdin") : file)
        switch error {
        case .malformed(let path, let reason):
            let why = text.has("reason." + reason) ? text("reason." + reason) : reason
            return text("backup.malformed", name, TerminalText.sanitized(path), why)
        case .newerFormat(let found, let supported):
            return text("backup.newerFormat", name, String(found), String(supported))
        case .newerSchema(let found, let supported):
            return text("backup.newerSchema", name, TerminalText.sanitized(found), supported)
        case .storage(let underlying):
            return rows.message(underlying)
        }
    }

    /// `3 plans, 1 version, 120 sessions and 4 settings`.
    private func counts(_ counts: BackupCounts) -> String {
        text(
            "backup.counts", count(counts.plans, "plan"), count(counts.planVersions, "version"),
            count(counts.sessions, "session"), count(counts.settings, "setting"))
    }

    /// `1 plan` or `2 plans`: the noun agrees with its number.
    private func count(_ number: Int, _ noun: String) -> String {
        text("backup.\(noun)." + (number == 1 ? "one" : "other"), String(number))
    }
}
