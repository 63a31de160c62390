import Community
import HubAPI
import Shared
import SharedUI

/// The three steps of `community publish` on a terminal (preview, change note, who sees it) and their outcome.
/// 终端上 `community publish` 的三个步骤（预览、变更说明、谁能看到）及其结果。
public struct CommunityPublishView: Sendable {
    private let text: StringTable
    private let style: TextStyle
    private let post: CommunityPostView

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = CommunityText.table(language)
        self.style = style
        post = CommunityPostView(language: language, style: style, dates: dates)
    }

    /// Step 1: the plan that becomes the frozen version, its segments, and that it never changes.
    public func preview(_ plan: Plan) -> String {
        var lines = [style.bold(text("publish.step1")), ""]
        lines.append(style.bold(CommunityText.safe(plan.name)) + "  " + plan.content.summary)
        lines += post.timeline(Timeline(content: plan.content))
        lines.append("")
        lines.append(text("publish.frozen", CommunityText.safe(plan.name)))
        return lines.joined(separator: "\n")
    }

    public var confirm: String { text("publish.confirm") }

    /// Step 2's heading and prompts.
    public var changeNoteHeading: String { style.bold(text("publish.step2")) }
    public var chipsPrompt: String { text("publish.chipsPrompt") }
    public var linePrompt: String { text("publish.linePrompt") }

    /// Step 3's heading and prompts.
    public var visibilityHeading: String { style.bold(text("publish.step3")) }
    public var visibilityPrompt: String { text("publish.visibilityPrompt") }
    public var commentsPrompt: String { text("publish.commentsPrompt") }

    /// A chip typed that is none of the five.
    public func unknownChip(_ chip: String) -> String { text("publish.badChip", CommunityText.safe(chip)) }

    public var cancelled: String { text("publish.cancelled") }

    /// What publishing did.
    public func outcome(_ outcome: CommunityPublishOutcome) -> String {
        switch outcome {
        case .published(let post):
            text(
                "publish.published", CommunityText.safe(post.title), CommunityText.safe(post.id),
                text("show.visibility." + post.visibility.rawValue),
                text(post.commentsEnabled ? "show.comments.on" : "show.comments.off"))
        case .duplicate(let existing):
            text("publish.duplicate", CommunityText.safe(existing), CommunityText.safe(existing))
        }
    }
}
