import ArgumentParser
import Community
import CommunityViews

/// `interfit community apply POST`: copies the post's version into the library once, with its origin.
/// `interfit community apply POST`：把帖子的版本复制到计划库（仅一次），并记录来源。
struct CommunityApplyCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("apply", help: "community.apply") }

    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
    @Flag(help: .text("option.json.apply")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let model = try context.communityApply(community, database: database)
        let outcome = try await model.apply(target.post)
        context.console.out(
            json
                ? CommunityJSON.applied(outcome, postId: model.fetched?.postId ?? target.post, hub: model.hubAddress)
                : context.communityMessages.applied(outcome))
    }
}
