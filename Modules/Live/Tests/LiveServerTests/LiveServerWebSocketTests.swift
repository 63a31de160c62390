import LiveServer
import Testing

/// The real server over WebSocket: hello, the newest message, fan-out in order, and every rule on commands.
/// 通过 WebSocket 访问真实服务器：hello、最新消息、按序广播，以及命令的各项规则。
@Suite(.serialized) struct LiveServerWebSocketTests {
    static let helloControls = LiveTestFrame.text(#"{"type":"hello","controls":true}"#)
    static let helloView = LiveTestFrame.text(#"{"type":"hello","controls":false}"#)

    @Test func helloTellsWhetherTheViewerControls() async throws {
        try await LiveTestServer.with { server in
            let control = try await LiveTestViewer.connect(port: server.port, token: try #require(server.controlToken))
            #expect(await control.next() == Self.helloControls)
            let view = try await LiveTestViewer.connect(
                port: server.port, token: server.viewToken, origin: "http://127.0.0.1:\(server.port)")
            #expect(await view.next() == Self.helloView)
        }
        try await LiveTestServer.with(viewOnly: true) { server in
            #expect(server.controlToken == nil)
            let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            #expect(await viewer.next() == Self.helloView)
        }
    }

    @Test func aLateJoinerGetsTheNewestMessageThenTheRest() async throws {
        try await LiveTestServer.with { server in
            server.publish(#"{"n":1}"#)
            server.publish(#"{"n":2}"#)
            let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            #expect(await viewer.next() == Self.helloView)
            #expect(await viewer.next() == .text(#"{"n":2}"#))
            server.publish(#"{"n":3}"#)
            #expect(await viewer.next() == .text(#"{"n":3}"#))
        }
    }

    @Test func eachJoinIsAnArrivalSoTheHostCanSendAFreshState() async throws {
        try await LiveTestServer.with { server in
            var arrivals = server.arrivals.makeAsyncIterator()
            for count in 1...2 {
                let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
                #expect(await viewer.next() == Self.helloView)
                #expect(await arrivals.next() != nil, "arrival \(count)")
            }
            await server.stop()
            #expect(await arrivals.next() == nil, "the stream ends with the server")
        }
    }

    @Test func publishReachesFiveViewersInOrder() async throws {
        try await LiveTestServer.with { server in
            var viewers: [LiveTestViewer] = []
            for _ in 0..<5 {
                let viewer = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
                #expect(await viewer.next() == Self.helloView)
                viewers.append(viewer)
            }
            // A message larger than a frame (4 KiB) still goes out whole.
            let large = #"{"pad":""# + String(repeating: "x", count: 6_000) + #""}"#
            let messages = [#"{"n":1}"#, #"{"n":2}"#, #"{"n":3}"#]
            for message in messages + [large] {
                server.publish(message)
                // One at a time: the outbox keeps only the newest few, and order is what is checked here.
                for viewer in viewers { #expect(await viewer.next() == .text(message)) }
            }
        }
    }

    @Test func controlCommandsReachTheHostProgramInOrder() async throws {
        try await LiveTestServer.with { server in
            let recorder = LiveCommandRecorder(server.commands)
            let viewer = try await LiveTestViewer.connect(port: server.port, token: try #require(server.controlToken))
            #expect(await viewer.next() == Self.helloControls)
            viewer.send(" pause \n")
            viewer.sendBinary([1, 2, 3])
            viewer.send("extend 10")
            #expect(await recorder.waitForLines(2) == ["pause", "extend 10"])
        }
    }

    @Test func viewersAreToldTheyCannotCommand() async throws {
        try await LiveTestServer.with { server in
            let recorder = LiveCommandRecorder(server.commands)
            let view = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            #expect(await view.next() == Self.helloView)
            view.send("end")
            #expect(await view.next() == .text(#"{"type":"error","code":"view_only"}"#))
            // A control viewer's command arrives first: the viewer's never did.
            let control = try await LiveTestViewer.connect(port: server.port, token: try #require(server.controlToken))
            #expect(await control.next() == Self.helloControls)
            control.send("skip")
            #expect(await recorder.waitForLines(1) == ["skip"])
        }
    }

    @Test func tooLongCommandsAreRefused() async throws {
        try await LiveTestServer.with { server in
            let recorder = LiveCommandRecorder(server.commands)
            let viewer = try await LiveTestViewer.connect(port: server.port, token: try #require(server.controlToken))
            #expect(await viewer.next() == Self.helloControls)
            viewer.send(String(repeating: "x", count: 65))
            #expect(await viewer.next() == .text(#"{"type":"error","code":"too_long"}"#))
            viewer.send("back")
            #expect(await recorder.waitForLines(1) == ["back"])
            // A frame beyond 4 KiB is not even read: the connection is closed as "message too big".
            viewer.send(String(repeating: "x", count: 5_000))
            #expect(await viewer.next() == .close(code: 1009))
            #expect(recorder.lines == ["back"])
        }
    }

    @Test func aStalledViewerSlowsNeitherThePublisherNorTheOthers() async throws {
        try await LiveTestServer.with { server in
            let stalled = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            let reader = try await LiveTestViewer.connect(port: server.port, token: server.viewToken)
            #expect(await reader.next() == Self.helloView)
            let snapshot = #"{"pad":""# + String(repeating: "x", count: 65_536) + #""}"#
            let clock = ContinuousClock()
            let started = clock.now
            for _ in 0..<500 { server.publish(snapshot) }  // 32 MiB that the stalled viewer never reads
            server.publish(#"{"n":"last"}"#)
            #expect(started.duration(to: clock.now) < .milliseconds(500))
            var frame = await reader.next()
            while frame == .text(snapshot) { frame = await reader.next() }
            #expect(frame == .text(#"{"n":"last"}"#))
            #expect(await stalled.next() == Self.helloView)
        }
    }

    @Test func aBurstIsRateLimitedAndAFloodIsClosed() async throws {
        try await LiveTestServer.with { server in
            let recorder = LiveCommandRecorder(server.commands)
            let viewer = try await LiveTestViewer.connect(port: server.port, token: try #require(server.controlToken))
            #expect(await viewer.next() == Self.helloControls)
            viewer.send(burst: (0..<30).map { "c\($0)" })
            #expect(await viewer.next() == .text(#"{"type":"error","code":"rate_limited"}"#))
            // The first ten always pass; refills at 5/s can let at most a few more through on a slow machine.
            let passed = await recorder.waitForLines(10)
            #expect(Array(passed.prefix(10)) == (0..<10).map { "c\($0)" })
            #expect(passed.count < 30)

            let flooder = try await LiveTestViewer.connect(port: server.port, token: try #require(server.controlToken))
            #expect(await flooder.next() == Self.helloControls)
            flooder.send(burst: Array(repeating: "skip", count: 400))
            var frame = await flooder.next()
            while case .text = frame { frame = await flooder.next() }
            #expect(frame == .close(code: 1008))
        }
    }
}
