import Foundation
import HubAPI
import HubClient
import Shared
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The transport's deadlines against sockets that refuse, or accept and never answer.
@Suite struct HubTransportDeadlineTests {
    private static let short = HubTimeouts(connect: .milliseconds(300), request: .milliseconds(1500))

    private func address(_ port: Int) -> HubAddress {
        HubAddress(scheme: .http, host: "127.0.0.1", port: port, basePath: "")
    }

    @Test func aSilentHubIsNotAnsweringWithinTheConnectTimeout() async throws {
        let listener = try Listener()
        let transport = HubHTTPTransport(address: address(listener.port), timeouts: Self.short)
        let began = ContinuousClock.now
        await #expect(throws: HubServiceError.notAnswering(hub: "http://127.0.0.1:\(listener.port)")) {
            _ = try await transport.send(HubHTTPRequest(method: "GET", target: "/v1/posts"))
        }
        let took = ContinuousClock.now - began
        #expect(took >= .milliseconds(300) && took < .milliseconds(1200), "\(took)")
    }

    @Test func signingInMayTakeTheWholeRequestTimeout() async throws {
        let listener = try Listener()
        let transport = HubHTTPTransport(address: address(listener.port), timeouts: Self.short)
        let began = ContinuousClock.now
        await #expect(throws: HubServiceError.timedOut(hub: "http://127.0.0.1:\(listener.port)")) {
            _ = try await transport.send(HubHTTPRequest(method: "POST", target: "/v1/sessions", body: Data("{}".utf8)))
        }
        #expect(ContinuousClock.now - began >= .milliseconds(1500))
    }

    @Test func nothingListeningIsRefused() async throws {
        let port = try Listener().port  // closed again when the listener goes
        let transport = HubHTTPTransport(address: address(port), timeouts: Self.short)
        await #expect(throws: HubServiceError.unreachable(hub: "http://127.0.0.1:\(port)", .refused)) {
            _ = try await transport.send(HubHTTPRequest(method: "GET", target: "/health"))
        }
    }
}

/// A loopback socket that completes TCP handshakes (the kernel's backlog) and never reads or answers.
final class Listener {
    private let descriptor: Int32
    let port: Int

    init() throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let fd = descriptor
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard ready else { throw CocoaError(.fileReadUnknown) }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}
