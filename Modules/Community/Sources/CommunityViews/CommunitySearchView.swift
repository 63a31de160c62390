import Community
import HubAPI
import Shared
import SharedUI

/// The compact table of `search`, `saved` and `mine`: title, author, shape, total, counts and tags.
/// `search`、`saved` 与 `mine` 的紧凑表格：标题、作者、形状、总时长、各项计数与标签。
public struct CommunitySearchView: Sendable {
    private let text: StringTable
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = CommunityText.table(language)
        self.style = style
    }

    /// The listing within `width` columns (nil: every column); kept copies say where from and how old.
    public func render(
        _ posts: [HubPost], source: CommunityListingSource, hasMore: Bool, kept: (hub: String, ageSeconds: Int)? = nil,
        width: Int? = nil
    ) -> String {
        var lines: [String] = []
        if let kept {
            lines.append(
                style.dim(text("list.kept." + source.rawValue, kept.hub, CommunityText.age(kept.ageSeconds, text))))
        }
        guard !posts.isEmpty else { return (lines + [text("list.empty." + source.rawValue)]).joined(separator: "\n") }
        var table = TextTable(headers: [
            text("label.id"), text("label.title"), text("label.author"), text("label.sets"), text("label.total"),
            text("label.applies"), text("label.saves"), text("label.comments"), text("label.likes"), text("label.tags"),
        ])
        for post in posts {
            table.rows.append([
                CommunityText.shortID(post.id), CommunityText.safe(post.title, columns: CommunityText.titleColumns),
                CommunityText.safe(post.author, columns: CommunityText.handleColumns),
                CommunityText.shape(
                    sets: post.setsCount, work: post.workSeconds, rest: post.restSeconds, rounds: post.rounds),
                DurationText.clock(post.totalSeconds), String(post.applyCount), String(post.saveCount),
                String(post.commentCount), String(post.likeCount),
                post.tags.map { CommunityText.safe($0) }.joined(separator: text("list.separator")),
            ])
        }
        // Narrow terminals lose the tags, then the smaller counts, the author, the shape and the applies.
        lines.append(table.render(style: style, width: width, dropOrder: [9, 7, 6, 8, 2, 3, 5], shrinking: 1))
        if hasMore { lines.append(style.dim(text("list.more", source.rawValue))) }
        return lines.joined(separator: "\n")
    }
}
