import ArgumentParser
import Community
import CommunityViews

/// The one-intent commands that like, unlike, save or unsave a post.
/// 点赞、取消点赞、收藏或取消收藏帖子的单一意图命令。
protocol CommunityReactionCommand: InterfitSubcommand {
    var community: CommunityOptions { get }
    var target: CommunityPostArgument { get }
    /// A like (else a save).
    static var isLike: Bool { get }
    /// Set (else taken back).
    static var on: Bool { get }
}

extension CommunityReactionCommand {
    var global: GlobalOptions { community.global }

    @MainActor func execute(_ context: AppContext) async throws {
        let model = try context.communityPost(community)
        let id =
            Self.isLike
            ? try await model.setLiked(target.post, Self.on) : try await model.setSaved(target.post, Self.on)
        context.console.out(context.communityMessages.reacted(like: Self.isLike, on: Self.on, post: id))
    }
}

/// `interfit community like POST`.
/// `interfit community like POST`：点赞。
struct CommunityLikeCommand: CommunityReactionCommand {
    static var configuration: CommandConfiguration { .interfit("like", help: "community.like") }
    static let isLike = true
    static let on = true
    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
}

/// `interfit community unlike POST`.
/// `interfit community unlike POST`：取消点赞。
struct CommunityUnlikeCommand: CommunityReactionCommand {
    static var configuration: CommandConfiguration { .interfit("unlike", help: "community.unlike") }
    static let isLike = true
    static let on = false
    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
}

/// `interfit community save POST`.
/// `interfit community save POST`：收藏。
struct CommunitySaveCommand: CommunityReactionCommand {
    static var configuration: CommandConfiguration { .interfit("save", help: "community.save") }
    static let isLike = false
    static let on = true
    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
}

/// `interfit community unsave POST`.
/// `interfit community unsave POST`：取消收藏。
struct CommunityUnsaveCommand: CommunityReactionCommand {
    static var configuration: CommandConfiguration { .interfit("unsave", help: "community.unsave") }
    static let isLike = false
    static let on = false
    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
}
