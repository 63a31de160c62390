import Foundation
import HubAPI

/// The copies kept for one hub: the last listing of each kind and every shown post, and id prefixes resolved by them.
/// 为一个社区中心保存的副本：每类列表的最近一次结果与每个显示过的帖子，并据此解析编号前缀。
public struct CommunityOfflineCopies: Sendable {
    private let cache: any HubOfflineCache
    /// The hub's canonical address.
    public let hub: String

    public init(cache: any HubOfflineCache, hub: String) {
        self.cache = cache
        self.hub = hub
    }

    /// The last listing of `source`, if one was kept and can be read.
    public func listing(_ source: CommunityListingSource) -> CommunityKeptListing? {
        cache.read(source.rawValue, hub: hub).flatMap {
            try? HubJSON.decoder().decode(CommunityKeptListing.self, from: $0)
        }
    }

    /// Keeps `listing` as the last one of its kind.
    public func keep(_ listing: CommunityKeptListing) {
        guard let data = try? HubJSON.encoder().encode(listing) else { return }
        cache.write(data, name: listing.source.rawValue, hub: hub)
    }

    /// The post kept under `id`: the one shown last, else its summary from a kept listing.
    public func post(_ id: String) -> CommunityKeptPost? {
        if let data = cache.read("post-" + id, hub: hub),
            let kept = try? HubJSON.decoder().decode(CommunityKeptPost.self, from: data), kept.post.id == id
        {
            return kept
        }
        for source in CommunityListingSource.allCases {
            guard let listing = listing(source), let post = listing.posts.first(where: { $0.id == id }) else {
                continue
            }
            return CommunityKeptPost(post: post, savedAt: listing.savedAt)
        }
        return nil
    }

    /// Keeps `post` as shown at `date`.
    public func keep(_ post: HubPost, at date: Date) {
        guard let data = try? HubJSON.encoder().encode(CommunityKeptPost(post: post, savedAt: date)) else { return }
        cache.write(data, name: "post-" + post.id, hub: hub)
    }

    /// The full id `reference` stands for: itself, or the one kept post id it starts (4 characters or more).
    public func postId(_ reference: String) throws(CommunityError) -> String {
        let id: String
        do { id = try CommunityInput.id(reference) } catch { throw .input(error) }
        guard id.count >= 4, id.count < 36 else { return id }
        let known = Set(CommunityListingSource.allCases.flatMap { listing($0)?.posts.map(\.id) ?? [] })
        let matches = known.filter { $0.lowercased().hasPrefix(id.lowercased()) }
        return matches.count == 1 ? matches.first! : id
    }
}
