import Shared
import SharedUI

/// `plans show`: the plan's fields, dates, versions and content hash, then its timeline.
/// `plans show`：计划的各字段、日期、版本数与内容哈希，以及时间线。
public struct PlanDetailView: Sendable {
    /// The most timeline lines shown; the rest is counted in one last line.
    public static let timelineLimit = 40

    private let text: StringTable
    private let kinds: SegmentKindText
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = PlansText.table(language)
        kinds = SegmentKindText(language: language)
        self.style = style
        self.dates = dates
    }

    /// The whole detail; `versionCount` is how many versions `PlanLibraryViewModel.versions(of:)` returned.
    public func render(_ plan: Plan, versionCount: Int) -> String {
        let content = plan.content
        var lines = [style.bold(PlansText.name(plan.name)) + "  " + style.dim(plan.id.uuidString.lowercased())]
        lines.append(content.summary)
        let flags = PlansText.flags(plan, text)
        if !flags.isEmpty { lines.append(flags) }
        lines.append("")
        var fields: [(String, String)] = [
            (text("show.sets"), String(content.setsCount)),
            (text("show.work"), DurationText.clock(content.workSeconds)),
            (text("show.rest"), DurationText.clock(content.restSeconds)),
            (text("show.warmup"), DurationText.clock(content.warmupSeconds)),
            (text("show.cooldown"), DurationText.clock(content.cooldownSeconds)),
            (text("show.rounds"), String(content.rounds)),
            (text("show.roundRest"), DurationText.clock(content.roundRestSeconds)),
        ]
        if !content.exercises.isEmpty {
            let names = content.exercises.map { PlansText.name($0) }
            fields.append((text("show.exercises"), names.joined(separator: text("list.separator"))))
        }
        fields += [
            (text("show.total"), DurationText.clock(content.totalSeconds)),
            (text("show.created"), dates.short(plan.createdAt)),
            (text("show.updated"), dates.short(plan.updatedAt)),
            (text("show.lastUsed"), plan.lastUsedAt.map(dates.short) ?? text("label.never")),
            (text("show.versions"), String(versionCount)),
            (text("show.contentHash"), plan.contentHash.value),
        ]
        let labelWidth = fields.map { TextWidth.of($0.0) }.max() ?? 0
        lines += fields.map { TextWidth.padded($0.0, to: labelWidth) + "  " + $0.1 }
        lines.append("")
        lines.append(style.bold(text("show.timeline")))
        lines += timeline(Timeline(content: content))
        return lines.joined(separator: "\n")
    }

    /// One version: which plan and number, its status and date, the content's fields and timeline.
    public func render(_ version: PlanVersion, of plan: Plan?) -> String {
        let content = version.content
        var lines = [style.bold(PlansText.name(version.name)) + "  " + style.dim(version.id.uuidString.lowercased())]
        lines.append(text("show.versionOf", String(version.number), PlansText.name(plan?.name ?? version.name)))
        lines.append(content.summary)
        lines.append("")
        let fields: [(String, String)] = [
            (text("show.sets"), String(content.setsCount)),
            (text("show.work"), DurationText.clock(content.workSeconds)),
            (text("show.rest"), DurationText.clock(content.restSeconds)),
            (text("show.total"), DurationText.clock(content.totalSeconds)),
            (text("show.status"), text("status." + version.status.rawValue)),
            (text("show.created"), dates.short(version.createdAt)),
            (text("show.contentHash"), version.contentHash.value),
        ]
        let labelWidth = fields.map { TextWidth.of($0.0) }.max() ?? 0
        lines += fields.map { TextWidth.padded($0.0, to: labelWidth) + "  " + $0.1 }
        lines.append("")
        lines.append(style.bold(text("show.timeline")))
        lines += timeline(Timeline(content: content))
        return lines.joined(separator: "\n")
    }

    /// One line per segment (start, kind and exercise, length), at most `timelineLimit`, then `… +N`.
    public func timeline(_ timeline: Timeline) -> [String] {
        // The columns are as wide as their widest entry, so `10:00:00` never runs into its label.
        let shown = timeline.segments.prefix(Self.timelineLimit)
        let rows = shown.map { segment in
            (
                DurationText.clock(segment.startOffsetSeconds), label(segment),
                DurationText.clock(segment.durationSeconds)
            )
        }
        let startWidth = rows.map { TextWidth.of($0.0) }.max() ?? 0
        let labelWidth = rows.map { TextWidth.of($0.1) }.max() ?? 0
        var lines = rows.map { start, label, length in
            "  " + TextWidth.leftPadded(start, to: startWidth) + "  " + TextWidth.padded(label, to: labelWidth) + "  "
                + length
        }
        let hidden = timeline.segments.count - shown.count
        if hidden > 0 { lines.append("  " + text("show.more", String(hidden))) }
        return lines
    }

    /// "Work · Squat": the kind's name, with the exercise (safe, shortened) when there is one.
    private func label(_ segment: Segment) -> String {
        let kind = kinds.name(segment.kind)
        guard let exercise = segment.exercise else { return kind }
        return kind + " · " + PlansText.name(exercise, columns: PlansText.nameColumns)
    }
}
