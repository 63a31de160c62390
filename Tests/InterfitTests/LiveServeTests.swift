import Foundation
import TestSupport
import Testing

/// `start --serve` through the real binary: the serving event first, the page behind its token, the server gone with
/// the workout, and refusals that name the option and the fix (the browser checks are scripts/live/serve_check.py).
@Suite struct LiveServeTests {
    @Test func theServingEventComesFirstAndThePageStopsWithTheWorkout() throws {
        let cli = CommandLineRunner()
        let running = try cli.spawn(
            "start", "--sets", "1", "--work", "10", "--rest", "5", "--no-tui", "--events", "ndjson", "--serve",
            "--cues", "none")
        try cli.waitForOutput(running, containing: "\"type\":\"started\"", timeout: 20)
        let lines = running.output.split(separator: "\n").map(String.init)
        let serving = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any?], "\(lines)")
        #expect(serving["type"] as? String == "serving")
        let url = try #require(serving["url"] as? String)
        let viewOnly = try #require(serving["viewOnlyUrl"] as? String)
        let match = try #require(url.wholeMatch(of: #/http://127\.0\.0\.1:(\d+)/\?t=([A-Za-z0-9_-]{43})/#))
        let port = try #require(Int(match.output.1))
        #expect(viewOnly.hasPrefix("http://127.0.0.1:\(port)/?t=") && viewOnly != url)
        #expect(lines[1].hasPrefix(#"{"type":"started","plan":"Quick workout""#))
        let page = try Self.get(port: port, path: "/?t=" + match.output.2)
        #expect(page.hasPrefix("HTTP/1.1 200") && page.contains(#"data-role="remaining""#))
        #expect(try Self.get(port: port, path: "/").hasPrefix("HTTP/1.1 403"))
        running.send(SIGTERM)
        #expect(running.wait() == 130, "a signal ends the workout as on a terminal")
        #expect(running.output.contains(#""type":"ended""#))
        #expect(throws: (any Error).self, "nothing listens once the workout is over") {
            try Self.get(port: port, path: "/")
        }
    }

    @Test func aPortInUseIsRefusedBeforeAnythingRuns() throws {
        var cli = CommandLineRunner()
        let taken = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(taken) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try #require(
            withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                    bind(taken, raw, length) == 0 && listen(taken, 1) == 0 && getsockname(taken, raw, &length) == 0
                }
            })
        let port = Int(UInt16(bigEndian: address.sin_port))
        let refused = try cli.run(
            "start", "--sets", "1", "--work", "10", "--rest", "5", "--no-tui", "--serve-on", "127.0.0.1:\(port)")
        #expect(refused.status == 69 && refused.stdout.isEmpty)
        #expect(
            refused.stderr == """
                interfit: The live page cannot start: cannot listen on 127.0.0.1:\(port) (address already in use).
                Fix: choose another address or port with --serve-on (for example --serve-on 127.0.0.1:0 for any free \
                port), or leave out --serve.

                """)
        #expect(!FileManager.default.fileExists(atPath: cli.databasePath), "nothing ran, nothing was written")
        cli.environment["INTERFIT_LANG"] = "zh"
        let chinese = try cli.run("start", "--sets", "1", "--work", "10", "--rest", "5", "--serve-on", "\(port)")
        #expect(chinese.status == 69)
        #expect(chinese.stderr.hasPrefix("interfit: 实时页面无法启动：无法在 127.0.0.1:\(port) 上监听（"), "\(chinese.stderr)")
    }

    @Test func aServeAddressThatIsNotOneNamesTheOptionAndTheForms() throws {
        var cli = CommandLineRunner()
        let name = try cli.run("start", "--sets", "1", "--work", "10", "--rest", "5", "--serve-on", "example.com:80")
        #expect(name.status == 64)
        #expect(
            name.stderr.hasPrefix(
                """
                interfit: The value 'example.com:80' is invalid for '--serve-on <address>': "example.com:80" is not \
                an address; use lan, a port (9000), or an IP address with an optional port (127.0.0.1:9000, \
                [::1]:9000).

                """), "\(name.stderr)")
        let port = try cli.run("start", "--serve-on", "127.0.0.1:70000")
        #expect(port.status == 64 && port.stderr.contains("has no valid port; a port is a number from 0 to 65535"))
        cli.environment["INTERFIT_LANG"] = "zh"
        let elsewhere = try cli.run("recover", "list", "--serve")
        #expect(elsewhere.status == 64)
        #expect(
            elsewhere.stderr == """
                interfit: --serve、--serve-on 与 --serve-view-only 只适用于 `recover continue`。
                改法：`interfit recover continue [ID] --serve`

                """)
    }

    /// A raw HTTP/1.1 GET on loopback (no client library between the test and the server): the whole answer.
    private static func get(port: Int, path: String) throws -> String {
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(connection) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(connection, $0, strlen($0), 0) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
