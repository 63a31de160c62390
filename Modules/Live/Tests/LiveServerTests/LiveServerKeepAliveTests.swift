import LiveServer
import Testing

/// The server's own pings: a viewer that answers stays, a viewer that went silent is disconnected.
/// 服务器自己的 ping：应答的观看者留下，沉默的观看者被断开。
@Suite(.serialized) struct LiveServerKeepAliveTests {
    static let interval: Duration = .milliseconds(200)

    @Test func aViewerThatAnswersPingsStaysConnected() async throws {
        try await LiveTestServer.with(pingInterval: Self.interval) { server in
            let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            // Without the pongs the server would close after the second ping.
            for count in 1...4 {
                #expect(await viewer.nextPing(), "ping \(count)")
                viewer.sendPong()
            }
            server.publish(#"{"n":1}"#)
            #expect(await viewer.next() == .text(#"{"n":1}"#))
        }
    }

    @Test func aSilentViewerIsDisconnectedAfterAPingGoesUnanswered() async throws {
        try await LiveTestServer.with(pingInterval: Self.interval) { server in
            let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            #expect(await viewer.nextPing())
            #expect(await viewer.waitForEnd())
        }
    }

    @Test func theDefaultIntervalLeavesAQuietViewerAlone() async throws {
        try await LiveTestServer.with { server in
            let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            #expect(await viewer.nextPing(within: .seconds(1)) == false)
            server.publish(#"{"n":1}"#)
            #expect(await viewer.next() == .text(#"{"n":1}"#))
        }
    }
}
