/// The body of `PATCH /v1/posts/{id}`: what an author may change after publishing (never the version).
/// `PATCH /v1/posts/{id}` 的请求体：作者发布后可改的内容（版本本身永不改变）。
public struct HubPostPatch: Codable, Sendable, Equatable {
    public let commentsEnabled: Bool?
    public let visibility: HubVisibility?

    public init(commentsEnabled: Bool? = nil, visibility: HubVisibility? = nil) {
        self.commentsEnabled = commentsEnabled
        self.visibility = visibility
    }
}
