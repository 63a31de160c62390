/// What the gate decided for one request: the page, the WebSocket, or a refusal.
/// 门禁对一次请求的裁决：页面、WebSocket，或拒绝。
enum LiveVerdict: Sendable, Equatable {
    case page(LiveViewerRole)
    case webSocket(LiveViewerRole)
    case refused(LiveRefusal)
}
