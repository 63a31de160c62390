import LiveServer
import Testing

/// Starting and stopping: URLs, a taken port, a bad host, and a stop that closes everything in bounded time.
/// 启动与停止：URL、被占用的端口、错误的主机，以及在限定时间内关闭一切的停止。
@Suite(.serialized) struct LiveServerLifecycleTests {
    @Test func urlsCarryTheRightToken() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            let control = try #require(server.controlToken)
            #expect(server.url(host: "192.168.1.20") == "http://192.168.1.20:\(port)/?t=\(control)")
            #expect(server.viewOnlyURL(host: "192.168.1.20") == "http://192.168.1.20:\(port)/?t=\(server.viewToken)")
            #expect(server.url(host: "fe80::1") == "http://[fe80::1]:\(port)/?t=\(control)")
            #expect(port > 0)
        }
        try await LiveTestServer.with(viewOnly: true) { server in
            #expect(server.url(host: "127.0.0.1") == "http://127.0.0.1:\(server.port)/?t=\(server.viewToken)")
        }
    }

    @Test func aTakenPortCannotBeListenedOn() async throws {
        try await LiveTestServer.with { server in
            let error = await #expect(throws: LiveServerError.self) {
                _ = try await LiveServer.start(LiveServerConfiguration(port: server.port, page: "x"))
            }
            #expect(error == .cannotListen(address: "127.0.0.1:\(server.port)", reason: "address already in use"))
            #expect(
                error?.description
                    == "Cannot serve the live page on 127.0.0.1:\(server.port): address already in use. "
                    + "Choose another port, or stop the program already using it.")
        }
    }

    @Test func hostsAndPortsAreCheckedBeforeListening() async throws {
        let named = await #expect(throws: LiveServerError.self) {
            _ = try await LiveServer.start(LiveServerConfiguration(host: "example.com", page: "x"))
        }
        #expect(named == .invalidHost("example.com"))
        let port = await #expect(throws: LiveServerError.self) {
            _ = try await LiveServer.start(LiveServerConfiguration(port: 70_000, page: "x"))
        }
        #expect(port == .invalidPort(70_000))
    }

    @Test func stopClosesViewersEndsCommandsAndRefusesLaterConnections() async throws {
        let server = try await LiveServer.start(LiveServerConfiguration(page: LiveTestServer.page))
        let recorder = LiveCommandRecorder(server.commands)
        var viewers: [LiveTestViewer] = []
        for _ in 0..<5 {
            let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            _ = await viewer.next()
            viewers.append(viewer)
        }
        // One viewer that never answers the close: stop() must not wait for it beyond its bound.
        let silent = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
        #expect(await silent.next() == .text(#"{"type":"hello","controls":false}"#))
        let clock = ContinuousClock()
        let started = clock.now
        async let stopped: Void = server.stop()
        for viewer in viewers {
            #expect(await viewer.next() == .close(code: 1001))
            viewer.sendClose()
        }
        await stopped
        #expect(started.duration(to: clock.now) < .seconds(2))
        #expect(await recorder.waitForFinish())
        for viewer in viewers + [silent] { #expect(await viewer.waitForEnd()) }
        #expect(throws: LiveTestSocket.Refused.self) { _ = try LiveTestSocket(port: server.port) }
        server.publish("after stop")  // ignored, must not crash
    }
}
