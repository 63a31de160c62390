import HubAPI
import Shared
import SharedUI

/// `community show`: the summary anyone reads, the detail a signed-in reader gets, with the segments as `plans show`.
/// `community show`：任何人可读的摘要，登录读者可见的详情，分段列表与 `plans show` 相同。
public struct CommunityPostView: Sendable {
    /// The most timeline lines shown; the rest is counted in one last line.
    public static let timelineLimit = 40

    private let text: StringTable
    private let kinds: SegmentKindText
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = CommunityText.table(language)
        kinds = SegmentKindText(language: language)
        self.style = style
        self.dates = dates
    }

    /// The whole post within `width` columns (80 when unknown); `keptAgeSeconds` for an offline copy.
    public func render(_ post: HubPost, signedIn: Bool, keptAgeSeconds: Int? = nil, width: Int? = nil) -> String {
        let columns = max(20, width ?? 80)
        let wrap = { (line: String) in TextWrap.lines(line, width: columns, longWords: .keep) }
        let title = CommunityText.safe(post.title)
        let shownId = CommunityText.safe(post.id)
        var lines =
            TextWidth.of(title) + 2 + TextWidth.of(shownId) <= columns
            ? [style.bold(title) + "  " + style.dim(shownId)]
            : wrap(title).map { style.bold($0) } + [style.dim(shownId)]
        lines += wrap(
            [
                text("show.by", CommunityText.safe(post.author)), dates.short(post.createdAt),
                text("show.visibility." + post.visibility.rawValue),
                text(post.commentsEnabled ? "show.comments.on" : "show.comments.off"),
            ].joined(separator: " · "))
        lines.append(CommunityText.summary(post))
        lines.append("")
        var fields: [(String, [String])] = []
        if !post.tags.isEmpty {
            fields.append(
                (
                    text("show.tags"),
                    [post.tags.map { CommunityText.safe($0) }.joined(separator: text("list.separator"))]
                ))
        }
        fields.append(
            (
                text("show.counts"),
                [
                    text(
                        "count.all", String(post.applyCount), String(post.saveCount), String(post.commentCount),
                        String(post.likeCount))
                ]
            ))
        if let detail = post.detail { fields += detailFields(detail, of: post) }
        let labelWidth = fields.map { TextWidth.of($0.0) }.max() ?? 0
        let valueColumns = max(12, columns - labelWidth - 2)
        for (label, paragraphs) in fields {
            let values = paragraphs.flatMap { TextWrap.lines($0, width: valueColumns, longWords: .keep) }
            for (index, value) in values.enumerated() {
                let shownLabel =
                    index == 0 ? TextWidth.padded(label, to: labelWidth) : TextWidth.repeated(" ", count: labelWidth)
                lines.append(CommunityText.trimmedEnd(shownLabel + "  " + value))
            }
        }
        if post.noMusic { lines += wrap(text("show.noMusic")) }
        if let detail = post.detail {
            lines.append("")
            lines.append(style.bold(text("show.timeline")))
            lines += timeline(Timeline(content: detail.plan.content))
        } else if !signedIn {
            lines.append("")
            lines += wrap(text("show.signIn"))
        }
        lines.append("")
        let id = CommunityText.safe(post.id)
        lines += wrap(text("show.next", id, id)).map { style.dim($0) }
        if let keptAgeSeconds {
            lines += wrap(text("show.kept", CommunityText.age(keptAgeSeconds, text))).map { style.dim($0) }
        }
        return lines.joined(separator: "\n")
    }

    /// The change note, notes, the reader's marks and every field of the frozen version.
    private func detailFields(_ detail: HubPostDetail, of post: HubPost) -> [(String, [String])] {
        var fields: [(String, [String])] = []
        let chips = detail.changeNote.chips.map { text("chip." + $0.rawValue) }
        let line = CommunityText.safe(detail.changeNote.line)
        let change =
            (chips.isEmpty ? [] : [chips.joined(separator: text("list.separator"))]) + (line.isEmpty ? [] : [line])
        if !change.isEmpty { fields.append((text("show.change"), [change.joined(separator: " — ")])) }
        if !detail.notes.isEmpty { fields.append((text("show.notes"), CommunityText.safeLines(detail.notes))) }
        let marks = (post.liked == true ? [text("show.liked")] : []) + (post.saved == true ? [text("show.saved")] : [])
        if !marks.isEmpty { fields.append((text("show.you"), [marks.joined(separator: text("list.separator"))])) }
        let content = detail.plan.content
        fields += [
            (text("show.sets"), [String(content.setsCount)]),
            (text("show.work"), [DurationText.clock(content.workSeconds)]),
            (text("show.rest"), [DurationText.clock(content.restSeconds)]),
            (text("show.warmup"), [DurationText.clock(content.warmupSeconds)]),
            (text("show.cooldown"), [DurationText.clock(content.cooldownSeconds)]),
            (text("show.rounds"), [String(content.rounds)]),
            (text("show.roundRest"), [DurationText.clock(content.roundRestSeconds)]),
        ]
        if !content.exercises.isEmpty {
            fields.append(
                (
                    text("show.exercises"),
                    [content.exercises.map { CommunityText.safe($0) }.joined(separator: text("list.separator"))]
                ))
        }
        fields.append((text("show.total"), [DurationText.clock(content.totalSeconds)]))
        fields.append((text("show.contentHash"), [ContentHash(content: content).value]))
        return fields
    }

    /// One line per segment (start, kind and exercise, length), at most `timelineLimit`, then `… +N`: as `plans show`.
    public func timeline(_ timeline: Timeline) -> [String] {
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
        return kind + " · " + CommunityText.safe(exercise, columns: CommunityText.titleColumns)
    }
}
