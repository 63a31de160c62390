import ArgumentParser
import Community
import CommunityViews

/// `interfit community comment POST TEXT` (the default) and `interfit community comment rm ID`.
/// `interfit community comment POST TEXT`（默认）与 `interfit community comment rm ID`。
struct CommunityCommentCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "comment", help: "community.comment",
            subcommands: [CommunityCommentAddCommand.self, CommunityCommentRemoveCommand.self],
            defaultSubcommand: CommunityCommentAddCommand.self)
    }
}

/// `interfit community comment [add] POST TEXT`: at most 1,000 characters, checked before sending.
/// `interfit community comment [add] POST TEXT`：最多 1000 个字符，发送前检查。
struct CommunityCommentAddCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("add", help: "community.comment.add") }

    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
    @Argument(help: .text("community.comment.text")) var words: [String]
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let comment = try await context.communityComments(community).add(
            target.post, text: words.joined(separator: " "))
        context.console.out(context.communityMessages.commentAdded(comment))
    }
}

/// `interfit community comment rm ID`: removes one's own comment, or any under one's own post.
/// `interfit community comment rm ID`：删除自己的评论，或自己帖子下的任意评论。
struct CommunityCommentRemoveCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("rm", help: "community.comment.rm") }

    @OptionGroup var community: CommunityOptions
    @Argument(help: .text("community.comment.id")) var comment: String
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let id = try await context.communityComments(community).remove(comment)
        context.console.out(context.communityMessages.commentRemoved(id))
    }
}

/// `interfit community comments POST`: the post's comments, oldest first.
/// `interfit community comments POST`：帖子的评论，最早的在前。
struct CommunityCommentsCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("comments", help: "community.comments") }

    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
    @Flag(help: .text("option.json.comments")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let model = try context.communityComments(community)
        try await model.load(target.post)
        let id = model.postId ?? target.post
        if json {
            context.console.out(
                CommunityJSON.comments(model.comments, postId: id, hasMore: model.hasMore, hub: model.hubAddress))
            return
        }
        let view = CommunityCommentsView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            view.render(model.comments, postId: id, hasMore: model.hasMore, width: context.communityWidth))
    }
}

/// The author's switch for comments on one post.
/// 作者开关某个帖子评论的命令。
protocol CommunityCommentsSwitchCommand: InterfitSubcommand {
    var community: CommunityOptions { get }
    var target: CommunityPostArgument { get }
    static var open: Bool { get }
}

extension CommunityCommentsSwitchCommand {
    var global: GlobalOptions { community.global }

    @MainActor func execute(_ context: AppContext) async throws {
        let post = try await context.communityPost(community).setCommentsOpen(target.post, Self.open)
        context.console.out(context.communityMessages.commentsOpen(post.commentsEnabled, post: post.id))
    }
}

/// `interfit community close-comments POST`.
/// `interfit community close-comments POST`：关闭评论。
struct CommunityCloseCommentsCommand: CommunityCommentsSwitchCommand {
    static var configuration: CommandConfiguration { .interfit("close-comments", help: "community.closeComments") }
    static let open = false
    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
}

/// `interfit community open-comments POST`.
/// `interfit community open-comments POST`：开启评论。
struct CommunityOpenCommentsCommand: CommunityCommentsSwitchCommand {
    static var configuration: CommandConfiguration { .interfit("open-comments", help: "community.openComments") }
    static let open = true
    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
}
