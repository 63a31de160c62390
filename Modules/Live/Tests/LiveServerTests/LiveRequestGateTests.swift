import Testing

@testable import LiveServer

/// The gate's decisions on plain request facts: Host, token, route, method and Origin.
/// 门禁对请求事实的裁决：Host、令牌、路由、方法与 Origin。
@Suite struct LiveRequestGateTests {
    let gate: LiveRequestGate
    let control: String
    let view: String

    init() throws {
        var generator = SeededGenerator(seed: 3)
        let tokens = LiveAccessTokens.generate(viewOnly: false, using: &generator)
        gate = LiveRequestGate(tokens: tokens, port: LiveBoundPort(8080))
        control = try #require(tokens.control)
        view = tokens.view
    }

    private func verdict(
        _ target: String, host: String? = "127.0.0.1:8080", method: String = "GET", origins: [String] = [],
        webSocket: Bool = false
    ) -> LiveVerdict {
        gate.verdict(
            for: LiveRequestHead(
                method: method, target: target, host: host, origins: origins, wantsWebSocket: webSocket))
    }

    @Test func hostMustBeALocalLiteralWithTheBoundPort() {
        for host in ["127.0.0.1:8080", "192.168.1.20:8080", "localhost:8080", "LocalHost:8080", "[::1]:8080"] {
            #expect(LiveRequestGate.isLocalAddress(host, port: 8080), "\(host)")
        }
        for host in [
            "evil.example:8080", "127.0.0.1", "127.0.0.1:80", "127.0.0.1:08080", "[::1]", "::1:8080", "127.1:8080",
            "localhost.evil.example:8080", "127.0.0.1.nip.io:8080", "[::1]x:8080", "", ":8080",
        ] {
            #expect(!LiveRequestGate.isLocalAddress(host, port: 8080), "\(host)")
        }
        #expect(verdict("/?t=\(control)", host: "evil.example:8080") == .refused(.badHost))
        #expect(verdict("/?t=\(control)", host: nil) == .refused(.badHost))
    }

    @Test func tokenDecidesTheRole() {
        #expect(verdict("/?t=\(control)") == .page(.control))
        #expect(verdict("/?t=\(view)") == .page(.view))
        #expect(verdict("/?lang=zh&t=\(view)") == .page(.view))
        #expect(verdict("/") == .refused(.badToken))
        #expect(verdict("/?t=") == .refused(.badToken))
        #expect(verdict("/?tt=\(control)") == .refused(.badToken))
        #expect(verdict("/?t=wrong") == .refused(.badToken))
        // Without a token nothing else is revealed: an unknown path is 403 too, not 404.
        #expect(verdict("/secret") == .refused(.badToken))
    }

    @Test func routesAndMethods() {
        #expect(verdict("/nothing?t=\(view)") == .refused(.notFound))
        #expect(verdict("/?t=\(view)", method: "POST") == .refused(.methodNotAllowed))
        #expect(verdict("/?t=\(view)", method: "HEAD") == .refused(.methodNotAllowed))
        #expect(verdict("/ws?t=\(view)", method: "PUT", webSocket: true) == .refused(.methodNotAllowed))
        #expect(verdict("/ws?t=\(view)") == .refused(.upgradeRequired))
        #expect(verdict("/?t=\(view)", webSocket: true) == .refused(.notFound))
        #expect(verdict("/ws?t=\(control)", webSocket: true) == .webSocket(.control))
        #expect(verdict("/ws?t=\(view)", webSocket: true) == .webSocket(.view))
    }

    @Test func originMustBeThisVeryServer() {
        let target = "/ws?t=\(control)"
        #expect(verdict(target, origins: ["http://127.0.0.1:8080"], webSocket: true) == .webSocket(.control))
        for origins in [
            ["http://evil.example"], ["https://127.0.0.1:8080"], ["http://127.0.0.1"], ["null"],
            ["http://localhost:8080"], ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
        ] {
            #expect(verdict(target, origins: origins, webSocket: true) == .refused(.foreignOrigin), "\(origins)")
        }
        #expect(
            verdict(target, host: "localhost:8080", origins: ["http://localhost:8080"], webSocket: true)
                == .webSocket(.control))
    }

    @Test func upgradeHeaderNamesWebSocketInAnyCase() {
        #expect(LiveRequestHead.asksForWebSocket(["websocket"]))
        #expect(LiveRequestHead.asksForWebSocket(["WebSocket"]))
        #expect(LiveRequestHead.asksForWebSocket(["h2c, websocket"]))
        #expect(!LiveRequestHead.asksForWebSocket([]))
        #expect(!LiveRequestHead.asksForWebSocket(["h2c"]))
    }
}
