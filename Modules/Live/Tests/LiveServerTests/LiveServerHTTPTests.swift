import LiveServer
import Testing

/// The real server over HTTP: who gets the page, with which headers, and who gets exactly which refusal.
/// 通过 HTTP 访问真实服务器：谁能得到页面、带哪些响应头，谁得到哪种拒绝。
@Suite(.serialized) struct LiveServerHTTPTests {
    static let forbiddenToken =
        #"{"error":"forbidden","message":"A valid token is required: open the address printed by interfit, with its ?t= part."}"#
    static let forbiddenHost =
        #"{"error":"forbidden","message":"The Host header must be this server's IP address (or localhost) and port."}"#

    @Test func thePageWithItsSecurityHeaders() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            for token in [try #require(server.controlToken), server.viewToken] {
                let answer = try await LiveTestHTTP.get(port: port, "/?t=\(token)")
                #expect(answer.status == 200)
                #expect(answer.body == LiveTestServer.page)
                let expected = [
                    "content-type": "text/html; charset=utf-8",
                    "cache-control": "no-store",
                    "referrer-policy": "no-referrer",
                    "x-content-type-options": "nosniff",
                    "x-frame-options": "DENY",
                    "content-security-policy":
                        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                        + "connect-src 'self' ws://127.0.0.1:\(port); img-src data:; base-uri 'none'; "
                        + "form-action 'none'; frame-ancestors 'none'",
                    "content-length": String(LiveTestServer.page.utf8.count),
                ]
                #expect(answer.headers.filter { $0.key != "date" } == expected)
            }
        }
    }

    @Test func withoutAValidTokenEverythingIsForbidden() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            for target in ["/", "/?t=", "/?t=\(server.viewToken)x", "/?t=not-a-token", "/ws", "/favicon.ico"] {
                let answer = try await LiveTestHTTP.get(port: port, target)
                #expect(answer.status == 403, "\(target)")
                #expect(answer.body == Self.forbiddenToken, "\(target)")
                #expect(answer.headers["content-type"] == "application/json; charset=utf-8")
                #expect(answer.headers["cache-control"] == "no-store")
            }
            let posted = try await LiveTestHTTP.get(port: port, "/", method: "POST", extra: ["Content-Length: 0"])
            #expect(posted.status == 403)
        }
    }

    @Test func aForeignHostIsForbiddenEvenWithTheToken() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            let target = "/?t=\(server.viewToken)"
            for host in [
                "evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)",
            ] {
                let answer = try await LiveTestHTTP.get(port: port, target, host: host)
                #expect(answer.status == 403, "\(host)")
                #expect(answer.body == Self.forbiddenHost, "\(host)")
            }
            #expect(try await LiveTestHTTP.get(port: port, target, host: "localhost:\(port)").status == 200)
        }
    }

    @Test func unknownPathsAndOtherMethods() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            let token = server.viewToken
            let missing = try await LiveTestHTTP.get(port: port, "/admin?t=\(token)")
            #expect(missing.status == 404)
            #expect(
                missing.body
                    == #"{"error":"not_found","message":"Nothing here: the page is at / and its WebSocket at /ws."}"#)
            let posted = try await LiveTestHTTP.get(
                port: port, "/?t=\(token)", method: "POST", extra: ["Content-Length: 0"])
            #expect(posted.status == 405)
            #expect(posted.headers["allow"] == "GET")
            #expect(posted.body == #"{"error":"method_not_allowed","message":"Only GET is accepted."}"#)
            #expect(try await LiveTestHTTP.get(port: port, "/?t=\(token)", method: "HEAD").status == 405)
            #expect(try await LiveTestHTTP.get(port: port, "/ws?t=\(token)", method: "DELETE").status == 405)
            let plain = try await LiveTestHTTP.get(port: port, "/ws?t=\(token)")
            #expect(plain.status == 426)
        }
    }

    @Test func refusedUpgradesGetTheirStatusNever101() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            let token = try #require(server.controlToken)
            let noToken = try await LiveTestHTTP.upgrade(port: port, "/ws")
            #expect(noToken.status == 403)
            #expect(noToken.body == Self.forbiddenToken)
            #expect(try await LiveTestHTTP.upgrade(port: port, "/ws?t=wrong").status == 403)
            let badHost = try await LiveTestHTTP.upgrade(port: port, "/ws?t=\(token)", host: "evil.example:\(port)")
            #expect(badHost.status == 403)
            #expect(badHost.body == Self.forbiddenHost)
            for origin in ["http://evil.example", "http://127.0.0.1", "null", "https://127.0.0.1:\(port)"] {
                let foreign = try await LiveTestHTTP.upgrade(port: port, "/ws?t=\(token)", extra: ["Origin: \(origin)"])
                #expect(foreign.status == 403, "\(origin)")
                #expect(
                    foreign.body
                        == #"{"error":"forbidden","message":"WebSocket connections from another site are refused."}"#)
            }
            #expect(try await LiveTestHTTP.upgrade(port: port, "/?t=\(token)").status == 404)
            // The same requests with everything right do switch protocols.
            let good = try await LiveTestHTTP.upgrade(
                port: port, "/ws?t=\(token)", extra: ["Origin: http://127.0.0.1:\(port)"])
            #expect(good.status == 101)
            #expect(good.headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        }
    }

    @Test func everyRequestOnAKeptAliveConnectionIsChecked() async throws {
        try await LiveTestServer.with { server in
            let port = server.port
            let socket = try LiveTestSocket(port: port)
            let host = "Host: 127.0.0.1:\(port)"
            socket.send("GET /?t=\(server.viewToken) HTTP/1.1\r\n\(host)\r\n\r\n")
            let first = await socket.wait(within: .seconds(10)) { buffer, _ in LiveTestHTTP.parse(&buffer) }
            #expect(first?.status == 200)
            socket.send("GET /?t=wrong HTTP/1.1\r\n\(host)\r\n\r\n")
            let second = await socket.wait(within: .seconds(10)) { buffer, _ in LiveTestHTTP.parse(&buffer) }
            #expect(second?.status == 403)
            // An upgrade only happens on a connection's first request; later ones are sent to a fresh connection.
            socket.send(
                "GET /ws?t=\(server.viewToken) HTTP/1.1\r\n\(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            let third = await socket.wait(within: .seconds(10)) { buffer, _ in LiveTestHTTP.parse(&buffer) }
            #expect(third?.status == 307)
        }
    }
}
