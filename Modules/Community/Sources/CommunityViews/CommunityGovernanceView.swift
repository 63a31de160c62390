import HubAPI
import Shared
import SharedUI

/// `community reports` and `community blocks`: the reader's reports with their status, the people they blocked.
/// `community reports` 与 `community blocks`：读者的举报及其状态，以及其屏蔽的人。
public struct CommunityGovernanceView: Sendable {
    private let text: StringTable
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = CommunityText.table(language)
        self.style = style
        self.dates = dates
    }

    /// RECEIPT, ABOUT, REASON, STATUS, FILED within `width`, then the hub's notes on resolved reports.
    public func reports(_ reports: [HubReport], width: Int? = nil) -> String {
        guard !reports.isEmpty else { return text("reports.empty") }
        var table = TextTable(headers: [
            text("label.receipt"), text("label.about"), text("label.reason"), text("label.status"), text("label.filed"),
        ])
        for report in reports {
            table.rows.append([
                CommunityText.shortID(report.receipt), target(report), text("reason." + report.reason.rawValue),
                status(report), dates.short(report.createdAt),
            ])
        }
        var lines = [table.render(style: style, width: width, dropOrder: [4, 2], shrinking: 1)]
        for report in reports {
            guard let note = report.resolutionNote, !note.isEmpty else { continue }
            lines.append(text("reports.note", CommunityText.shortID(report.receipt), CommunityText.safe(note)))
        }
        return lines.joined(separator: "\n")
    }

    /// "received", "in review", "resolved: action taken" or "resolved: no action".
    public func status(_ report: HubReport) -> String {
        if report.status == .resolved, let outcome = report.outcome { return text("outcome." + outcome.rawValue) }
        return text("status." + report.status.rawValue)
    }

    /// HANDLE, SINCE.
    public func blocks(_ blocks: [HubBlock]) -> String {
        guard !blocks.isEmpty else { return text("blocks.empty") }
        var table = TextTable(headers: [text("label.handle"), text("label.since")])
        for block in blocks { table.rows.append([CommunityText.safe(block.handle), dates.short(block.createdAt)]) }
        return table.render(style: style)
    }

    private func target(_ report: HubReport) -> String {
        let id =
            report.targetKind == .user
            ? CommunityText.safe(report.targetId, columns: CommunityText.handleColumns)
            : CommunityText.shortID(report.targetId)
        return text("target." + report.targetKind.rawValue, id)
    }
}
