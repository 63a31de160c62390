import Synchronization

/// The port the server is bound to, known only once it listens (port 0 asks the system for a free one).
/// 服务器绑定的端口，开始监听后才知道（端口 0 表示由系统选择空闲端口）。
final class LiveBoundPort: Sendable {
    private let storage: Atomic<Int>

    init(_ port: Int) { storage = Atomic(port) }

    var value: Int { storage.load(ordering: .acquiring) }

    func set(_ port: Int) { storage.store(port, ordering: .releasing) }
}
