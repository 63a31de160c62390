/// `GET /v1/blocks`: everyone the caller has blocked, most recent first.
/// `GET /v1/blocks`：调用者屏蔽的所有人，最近的在前。
public struct HubBlockList: Codable, Sendable, Equatable {
    public let blocks: [HubBlock]

    public init(blocks: [HubBlock]) {
        self.blocks = blocks
    }
}
