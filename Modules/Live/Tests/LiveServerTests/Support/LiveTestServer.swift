import LiveServer

/// Runs a test body against a real server on 127.0.0.1 (a free port) and always stops it afterwards.
/// 在 127.0.0.1（空闲端口）上的真实服务器上运行测试主体，结束后总会停止它。
enum LiveTestServer {
    static let page = "<!doctype html><title>Live</title><p data-role=\"remaining\">0:30</p>"

    static func with(
        viewOnly: Bool = false, pingInterval: Duration = .seconds(30), _ body: (LiveServer) async throws -> Void
    ) async throws {
        let server = try await LiveServer.start(
            LiveServerConfiguration(page: page, viewOnly: viewOnly, pingInterval: pingInterval))
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
