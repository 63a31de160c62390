import Shared
import Train

/// The neutral end-of-workout summary as text; a pure function of the summary view model's data.
struct TrainSummaryRenderer {
    let text: Localizer
    let style: TerminalStyle

    func render(_ session: Session, adjusted: PlanContent?) -> [String] {
        var lines: [String] = []
        let status = session.status == .completed ? text("summary.completed") : text("summary.ended")
        lines.append(style.bold("\(session.snapshot.name) — \(status)"))
        let active = Int(session.activeSeconds.rounded())
        var rows: [(String, String)] = [
            (text("summary.active"), DurationText.clock(active)),
            (text("summary.sets"), "\(session.completedSets) / \(session.totalSets)"),
        ]
        if session.pausedSeconds >= 1 {
            rows.append((text("summary.paused"), DurationText.clock(Int(session.pausedSeconds.rounded()))))
        }
        if !session.tags.isEmpty {
            let tags = SessionTag.allCases.filter(session.tags.contains).map { text("tag." + $0.rawValue) }
            rows.append((text("summary.notes"), tags.joined(separator: ", ")))
        }
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        lines += rows.map { "  " + TextWidth.padded($0.0, to: width) + "  " + $0.1 }
        let changes = adjustmentLines(session)
        if !changes.isEmpty {
            lines.append("  " + text("summary.adjustments"))
            lines += changes.map { "    " + $0 }
        }
        if let adjusted {
            lines.append("  " + text("summary.adjustedPlan", adjusted.summary))
        }
        return lines
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
        return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }
    }
}
