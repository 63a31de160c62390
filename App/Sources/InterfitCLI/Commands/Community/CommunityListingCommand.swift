import ArgumentParser
import Community
import CommunityViews

/// A command that prints a listing of posts (search, saved, mine) as a table or JSON.
/// 以表格或 JSON 输出帖子列表（搜索、收藏、我的）的命令。
protocol CommunityListingCommand: InterfitSubcommand {
    var community: CommunityOptions { get }
    var json: Bool { get }
}

extension CommunityListingCommand {
    var global: GlobalOptions { community.global }

    /// Prints what `listing` holds now.
    @MainActor func print(_ listing: CommunitySearchViewModel, _ context: AppContext) {
        if json {
            context.console.out(
                CommunityJSON.listing(
                    listing.posts, source: listing.source, hasMore: listing.hasMore, keptAt: listing.keptAt,
                    hub: listing.hubAddress))
            return
        }
        let kept = listing.ageSeconds.map { (hub: listing.hubAddress, ageSeconds: $0) }
        let view = CommunitySearchView(language: context.language, style: context.style)
        context.console.out(
            view.render(
                listing.posts, source: listing.source, hasMore: listing.hasMore, kept: kept,
                width: context.communityWidth))
    }
}

/// `interfit community search [TEXT] [chips] [--more] [--offline]`: one page of posts.
/// `interfit community search [TEXT] [筛选] [--more] [--offline]`：一页帖子。
struct CommunitySearchCommand: CommunityListingCommand {
    static var configuration: CommandConfiguration { .interfit("search", help: "community.search") }

    @OptionGroup var community: CommunityOptions
    @OptionGroup var search: CommunitySearchOptions
    @Flag(help: .text("option.more")) var more = false
    @Flag(help: .text("option.offline")) var offline = false
    @Flag(help: .text("option.json.listing")) var json = false

    func validate() throws {
        if (more || offline) && !search.isEmpty { throw ValidationError(HelpText.of("community.search.alone")) }
        if more && offline { throw ValidationError(HelpText.of("community.search.moreOffline")) }
    }

    func execute(_ context: AppContext) async throws {
        let listing = try context.communitySearch(community, offline: offline)
        if offline {
            try listing.showKept(.search)
        } else if more {
            try await listing.more(.search)
        } else {
            try await listing.search(search.query)
        }
        print(listing, context)
    }
}

/// `interfit community saved [--more] [--offline]`: the posts the reader saved.
/// `interfit community saved [--more] [--offline]`：读者收藏的帖子。
struct CommunitySavedCommand: CommunityListingCommand {
    static var configuration: CommandConfiguration { .interfit("saved", help: "community.saved") }

    @OptionGroup var community: CommunityOptions
    @Flag(help: .text("option.more")) var more = false
    @Flag(help: .text("option.offline")) var offline = false
    @Flag(help: .text("option.json.listing")) var json = false

    func execute(_ context: AppContext) async throws {
        try await CommunitySavedCommand.run(.saved, more: more, offline: offline, self, context)
    }

    /// Loads `source` live, its next page, or its kept copy, and prints it.
    @MainActor static func run(
        _ source: CommunityListingSource, more: Bool, offline: Bool, _ command: some CommunityListingCommand,
        _ context: AppContext
    ) async throws {
        let listing = try context.communitySearch(command.community, offline: offline)
        if offline {
            try listing.showKept(source)
        } else if more {
            try await listing.more(source)
        } else {
            try await listing.list(source)
        }
        command.print(listing, context)
    }
}

/// `interfit community mine [--more] [--offline]`: the reader's own posts.
/// `interfit community mine [--more] [--offline]`：读者自己的帖子。
struct CommunityMineCommand: CommunityListingCommand {
    static var configuration: CommandConfiguration { .interfit("mine", help: "community.mine") }

    @OptionGroup var community: CommunityOptions
    @Flag(help: .text("option.more")) var more = false
    @Flag(help: .text("option.offline")) var offline = false
    @Flag(help: .text("option.json.listing")) var json = false

    func execute(_ context: AppContext) async throws {
        try await CommunitySavedCommand.run(.mine, more: more, offline: offline, self, context)
    }
}
