import ArgumentParser
import Community
import CommunityViews

/// `interfit community show POST [--offline]`: the summary, or the full detail when signed in.
/// `interfit community show POST [--offline]`：摘要，登录后显示完整详情。
struct CommunityShowCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("show", help: "community.show") }

    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
    @Flag(help: .text("option.offline")) var offline = false
    @Flag(help: .text("option.json.post")) var json = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        let model = try context.communityPost(community, offline: offline)
        if offline { try model.showKept(target.post) } else { try await model.show(target.post) }
        guard let post = model.post else { return }
        if json {
            context.console.out(CommunityJSON.post(post, keptAt: model.keptAt, hub: model.hubAddress))
            return
        }
        let view = CommunityPostView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            view.render(
                post, signedIn: model.isSignedIn, keptAgeSeconds: model.ageSeconds, width: context.communityWidth))
    }
}
