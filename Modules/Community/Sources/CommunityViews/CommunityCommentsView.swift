import HubAPI
import Shared
import SharedUI

/// `community comments`: each comment's author, date and id, then its text wrapped to the terminal.
/// `community comments`：每条评论的作者、日期与编号，以及按终端宽度折行的正文。
public struct CommunityCommentsView: Sendable {
    private let text: StringTable
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = CommunityText.table(language)
        self.style = style
        self.dates = dates
    }

    /// The comments of `postId` within `width` columns (80 when unknown); a word wider than that is kept whole.
    public func render(_ comments: [HubComment], postId: String, hasMore: Bool, width: Int? = nil) -> String {
        let id = CommunityText.safe(postId)
        guard !comments.isEmpty else { return text("comments.empty", id) }
        let columns = max(20, (width ?? 80) - 2)
        var lines = [style.bold(text("comments.heading", id))]
        for comment in comments {
            lines.append("")
            lines.append(
                style.bold(CommunityText.safe(comment.author, columns: CommunityText.handleColumns)) + " · "
                    + dates.short(comment.createdAt) + " · " + style.dim(CommunityText.safe(comment.id)))
            for line in CommunityText.safeLines(comment.text) {
                lines += TextWrap.lines(line, width: columns, longWords: .keep).map { "  " + $0 }
            }
        }
        if hasMore {
            lines.append("")
            lines.append(style.dim(text("comments.more", String(comments.count))))
        }
        return lines.joined(separator: "\n")
    }
}
