import Synchronization

/// The served routes by path pattern, so a known path asked with another method answers 405 and `Allow`.
/// 按路径模式记录的已提供路由，使已知路径以其他方法请求时答复 405 与 `Allow`。
final class HubRouteTable: Sendable {
    private let routes = Mutex<[(segments: [Substring], method: String)]>([])

    /// Records the router's routes (`/v1/posts/{id}` or `:id` style parameters), once it is built.
    func load(_ routes: [(path: String, method: String)]) {
        self.routes.withLock { table in
            table = routes.map { route in (route.path.split(separator: "/"), route.method) }
        }
    }

    /// The methods served at `path`, sorted; empty for an unknown path.
    func methods(at path: String) -> [String] {
        let parts = path.split(separator: "/")
        return routes.withLock { table in
            Set(
                table.filter { route in
                    route.segments.count == parts.count
                        && zip(route.segments, parts).allSatisfy { pattern, part in
                            pattern == part || pattern.hasPrefix("{") || pattern.hasPrefix(":")
                        }
                }.map(\.method)
            ).sorted()
        }
    }
}
