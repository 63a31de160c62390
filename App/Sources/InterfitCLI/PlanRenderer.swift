import Shared

/// Plain-text views of plans, templates and versions; pure functions of their input.
struct PlanRenderer {
    let text: Localizer
    let style: TerminalStyle

    func list(_ plans: [Plan]) -> String {
        var table = TextTable(
            headers: [
                text("label.id"), text("label.name"), text("label.summary"), text("label.lastUsed"),
                text("label.flags"),
            ])
        for plan in plans {
            var flags: [String] = []
            if plan.isFavorite { flags.append("★ " + text("label.favorite")) }
            if plan.isArchived { flags.append(text("label.archived")) }
            table.rows.append([
                String(plan.id.uuidString.lowercased().prefix(8)), plan.name, plan.content.summary,
                plan.lastUsedAt.map(DateText.short) ?? text("label.never"), flags.joined(separator: ", "),
            ])
        }
        return table.render(style: style)
    }

    func templates(_ templates: [PlanTemplate]) -> String {
        var table = TextTable(headers: [text("label.id"), text("label.name"), text("label.summary")])
        for template in templates {
            table.rows.append([template.id, template.name, template.content.summary])
        }
        return table.render(style: style)
    }

    func versions(_ versions: [PlanVersion]) -> String {
        var table = TextTable(
            headers: [
                text("label.version"), text("label.status"), text("label.created"), text("label.name"),
                text("label.summary"), text("label.id"),
            ])
        for version in versions {
            table.rows.append([
                "v\(version.number)", version.status.rawValue, DateText.short(version.createdAt), version.name,
                version.content.summary, String(version.id.uuidString.lowercased().prefix(8)),
            ])
        }
        return table.render(style: style)
    }

    func detail(_ plan: Plan, versionCount: Int) -> String {
        let content = plan.content
        var lines = [style.bold(plan.name) + "  " + style.dim(plan.id.uuidString.lowercased())]
        lines.append(content.summary)
        var flags: [String] = []
        if plan.isFavorite { flags.append("★ " + text("label.favorite")) }
        if plan.isArchived { flags.append(text("label.archived")) }
        if !flags.isEmpty { lines.append(flags.joined(separator: ", ")) }
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
            fields.append((text("show.exercises"), content.exercises.joined(separator: ", ")))
        }
        fields += [
            (text("show.total"), DurationText.clock(content.totalSeconds)),
            (text("show.created"), DateText.short(plan.createdAt)),
            (text("show.updated"), DateText.short(plan.updatedAt)),
            (text("show.lastUsed"), plan.lastUsedAt.map(DateText.short) ?? text("label.never")),
            (text("show.versions"), String(versionCount)),
            (text("show.contentHash"), plan.contentHash.value),
        ]
        let width = fields.map { TextWidth.of($0.0) }.max() ?? 0
        lines += fields.map { TextWidth.padded($0.0, to: width) + "  " + $0.1 }
        lines.append("")
        lines.append(style.bold(text("show.timeline")))
        lines += timeline(Timeline(content: content))
        return lines.joined(separator: "\n")
    }

    /// One line per segment, at most the first 40.
    func timeline(_ timeline: Timeline) -> [String] {
        timeline.segments.prefix(40).map { segment in
            let start = DurationText.clock(segment.startOffsetSeconds)
            let name = segment.exercise.map { "\(kindName(segment.kind)) · \($0)" } ?? kindName(segment.kind)
            return
                "  \(TextWidth.padded(start, to: 8))\(TextWidth.padded(name, to: 28))\(DurationText.clock(segment.durationSeconds))"
        } + (timeline.segments.count > 40 ? ["  … +\(timeline.segments.count - 40)"] : [])
    }

    func kindName(_ kind: SegmentKind) -> String {
        text("kind." + kind.rawValue)
    }
}
