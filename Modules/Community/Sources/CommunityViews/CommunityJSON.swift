import Community
import Foundation
import HubAPI
import Shared

/// The stable `--json` shapes of the community commands: the hub's own objects, framed with where they came from.
/// 社区命令稳定的 `--json` 结构：社区中心自身的对象，并注明来源。
public enum CommunityJSON {
    /// `{"hub","source","posts":[…],"hasMore","keptAt"}`: `keptAt` is null for a live answer.
    public static func listing(
        _ posts: [HubPost], source: CommunityListingSource, hasMore: Bool, keptAt: Date?, hub: String
    ) -> String {
        encode(Listing(hub: hub, source: source, posts: posts, hasMore: hasMore, keptAt: keptAt))
    }

    /// `{"hub","post":{…},"keptAt"}`.
    public static func post(_ post: HubPost, keptAt: Date?, hub: String) -> String {
        encode(PostAnswer(hub: hub, post: post, keptAt: keptAt))
    }

    /// `{"hub","postId","comments":[…],"hasMore"}`.
    public static func comments(_ comments: [HubComment], postId: String, hasMore: Bool, hub: String) -> String {
        encode(Comments(hub: hub, postId: postId, comments: comments, hasMore: hasMore))
    }

    /// `{"hub","reports":[…]}`.
    public static func reports(_ reports: [HubReport], hub: String) -> String {
        encode(Reports(hub: hub, reports: reports))
    }

    /// The receipt: the report as the hub answered it.
    public static func report(_ report: HubReport) -> String { encode(report) }

    /// `{"hub","blocks":[…]}`.
    public static func blocks(_ blocks: [HubBlock], hub: String) -> String { encode(Blocks(hub: hub, blocks: blocks)) }

    /// `{"outcome":"applied"|"alreadyApplied"|"alreadyInLibrary","planId","name","hub","postId","versionId","contentHash"}`.
    public static func applied(_ outcome: CommunityApplyOutcome, postId: String, hub: String) -> String {
        let origin: PlanOrigin? = if case .applied(_, let origin) = outcome { origin } else { nil }
        let kind: String =
            switch outcome {
            case .applied: "applied"
            case .alreadyApplied: "alreadyApplied"
            case .alreadyInLibrary: "alreadyInLibrary"
            }
        return encode(
            Applied(
                outcome: kind, planId: outcome.plan.id.uuidString.lowercased(), name: outcome.plan.name, hub: hub,
                postId: postId, versionId: origin?.versionId, contentHash: outcome.plan.contentHash.value))
    }

    /// `{"outcome":"published","post":{…}}` or `{"outcome":"duplicate","existingId"}`.
    public static func published(_ outcome: CommunityPublishOutcome) -> String {
        switch outcome {
        case .published(let post): encode(Published(outcome: "published", post: post, existingId: nil))
        case .duplicate(let id): encode(Published(outcome: "duplicate", post: nil, existingId: id))
        }
    }

    /// `{"hub","signedIn","handle","expiresAt"}`.
    public static func whoAmI(_ answer: HubWhoAmI?, hub: String) -> String {
        encode(WhoAmI(hub: hub, signedIn: answer != nil, handle: answer?.handle, expiresAt: answer?.expiresAt))
    }

    private static func encode(_ value: some Encodable) -> String {
        // The hub's coders: sorted keys, dates as `2026-11-25T05:18:16Z`; these values always encode.
        String(decoding: (try? HubJSON.encoder().encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// A listing's frame.
    /// 列表的外层结构。
    private struct Listing: Encodable {
        let hub: String
        let source: CommunityListingSource
        let posts: [HubPost]
        let hasMore: Bool
        let keptAt: Date?

        private enum CodingKeys: String, CodingKey { case hub, source, posts, hasMore, keptAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hub, forKey: .hub)
            try container.encode(source, forKey: .source)
            try container.encode(posts, forKey: .posts)
            try container.encode(hasMore, forKey: .hasMore)
            try container.encode(keptAt, forKey: .keptAt)
        }
    }

    /// One post's frame.
    /// 单个帖子的外层结构。
    private struct PostAnswer: Encodable {
        let hub: String
        let post: HubPost
        let keptAt: Date?

        private enum CodingKeys: String, CodingKey { case hub, post, keptAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hub, forKey: .hub)
            try container.encode(post, forKey: .post)
            try container.encode(keptAt, forKey: .keptAt)
        }
    }

    /// A post's comments.
    /// 帖子的评论。
    private struct Comments: Encodable {
        let hub: String
        let postId: String
        let comments: [HubComment]
        let hasMore: Bool
    }

    /// The reader's reports.
    /// 读者的举报。
    private struct Reports: Encodable {
        let hub: String
        let reports: [HubReport]
    }

    /// The reader's blocks.
    /// 读者的屏蔽列表。
    private struct Blocks: Encodable {
        let hub: String
        let blocks: [HubBlock]
    }

    /// What `apply` did.
    /// `apply` 的结果。
    private struct Applied: Encodable {
        let outcome: String
        let planId: String
        let name: String
        let hub: String
        let postId: String
        let versionId: String?
        let contentHash: String
    }

    /// What `publish` did.
    /// `publish` 的结果。
    private struct Published: Encodable {
        let outcome: String
        let post: HubPost?
        let existingId: String?
    }

    /// Who is signed in.
    /// 当前登录身份。
    private struct WhoAmI: Encodable {
        let hub: String
        let signedIn: Bool
        let handle: String?
        let expiresAt: Date?

        private enum CodingKeys: String, CodingKey { case hub, signedIn, handle, expiresAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hub, forKey: .hub)
            try container.encode(signedIn, forKey: .signedIn)
            try container.encode(handle, forKey: .handle)
            try container.encode(expiresAt, forKey: .expiresAt)
        }
    }
}
