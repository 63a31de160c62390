import Foundation
import HubAPI
import HubRules
import HubStore
import Hummingbird
import NIOPosix
import Shared

/// What every controller uses: the store, the injected world, the request reader and the limits.
/// 每个控制器都会用到的东西：存储、注入的外部能力、请求读取器与频率限制。
struct HubControllerEnvironment: Sendable {
    let store: any HubStore
    let dependencies: HubDependencies
    let configuration: HubServerConfiguration
    let reader: HubRequestReader
    /// The store's data version as of each request's arrival, one store round trip for many requests.
    let versions: HubDataVersionBatcher

    init(store: any HubStore, dependencies: HubDependencies, configuration: HubServerConfiguration) {
        self.store = store
        self.dependencies = dependencies
        self.configuration = configuration
        reader = HubRequestReader(store: store, clock: dependencies.clock)
        versions = HubDataVersionBatcher { () throws(HubStoreError) in try await store.dataVersion() }
    }

    var now: Date { dependencies.clock.now() }

    /// A new id for a post, comment, version or report.
    func newID() -> String { dependencies.ids.makeID().uuidString.lowercased() }

    /// Counts one event against `limit`; 429 with the sentence when it does not fit.
    func enforce(_ limit: HubRateLimit, key: String) async throws {
        let decision = try await store.consume(limit, key: key, at: now)
        if let refusal = HubHTTPError.limited(decision) { throw refusal }
    }

    /// The interaction limit's key: the account when signed in, else the address.
    func interactionKey(_ signedIn: HubSignedIn?, _ context: HubRequestContext) -> String {
        signedIn.map { "account:" + $0.account.id } ?? "address:" + HubTokenHash.of(context.address)
    }

    /// Runs slow, blocking work (bcrypt) on NIO's thread pool, never on the event loop or the cooperative pool.
    func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(work)
    }

    /// One page of summaries as JSON: with `liked`/`saved` on each post when `signedIn`, else without.
    func page(_ listing: HubPostListing, for signedIn: HubSignedIn?) async throws -> Response {
        guard let signedIn else {
            return HubJSONResponse.make(
                HubPostPage(
                    posts: listing.posts.map { HubWireMapping.post($0, detailed: false) },
                    nextCursor: listing.next?.text))
        }
        let marks = try await store.reactions(accountId: signedIn.account.id, postIds: listing.posts.map(\.id))
        return HubJSONResponse.make(HubWireMapping.page(listing, marks: marks))
    }

    /// The `limit` and `cursor` of a plain listing (comments, one's own posts and saves); others are refused.
    static func paging(
        _ request: Request, by key: HubSortKey
    ) throws -> (limit: Int, cursor: HubCursor?) {
        var limit = HubPostQuery.defaultLimit
        var cursor: HubCursor?
        var seen: Set<String> = []
        for (name, value) in try HubRequestReader.query(of: request) {
            guard seen.insert(name).inserted else {
                throw HubInputError(field: name, message: "\(name) is given twice; give it once")
            }
            switch name {
            case "limit": limit = try HubSearchRules.limit(value)
            case "cursor": cursor = try HubCursor.parse(value, for: key)
            default: throw HubInputError(field: name, message: "\(name) is not a parameter here; use limit, cursor")
            }
        }
        return (limit, cursor)
    }

    /// A path parameter that names an object: at most 64 characters, else the object cannot exist (404).
    static func identifier(_ context: HubRequestContext, _ name: String = "id") throws -> String {
        guard let value = context.parameters.get(name), !value.isEmpty, value.utf8.count <= 64 else {
            throw HubHTTPError.notFound
        }
        return value
    }
}
