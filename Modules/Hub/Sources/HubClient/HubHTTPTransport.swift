import Foundation
import HubAPI
import Shared

/// Sends one request to a hub over HTTP/1.1 (plain, or TLS for `https`) within the timeouts, off the caller's thread.
/// 在超时限制内、于调用者线程之外，通过 HTTP/1.1（明文，或 `https` 时用 TLS）向社区中心发送一次请求。
public struct HubHTTPTransport: Sendable {
    public let address: HubAddress
    public let timeouts: HubTimeouts

    public init(address: HubAddress, timeouts: HubTimeouts = .standard) {
        self.address = address
        self.timeouts = timeouts
    }

    /// The whole answer, or why there is none; the blocking work runs on a thread of its own.
    public func send(_ request: HubHTTPRequest) async throws(HubServiceError) -> HubHTTPResponse {
        let address = address
        let timeouts = timeouts
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<HubHTTPResponse, HubServiceError>, Never>) in
            Thread {
                continuation.resume(
                    returning: Result { () throws(HubServiceError) in
                        try Self.exchange(request, address: address, timeouts: timeouts)
                    })
            }.start()
        }
        return try result.get()
    }

    /// Connects, writes the request, reads until the answer is whole or the hub closes; blocking.
    static func exchange(
        _ request: HubHTTPRequest, address: HubAddress, timeouts: HubTimeouts
    ) throws(HubServiceError) -> HubHTTPResponse {
        let whole = HubDeadline.after(timeouts.request)
        // Connecting (name lookup and TLS included) and the first byte of the answer: within `timeouts.connect`.
        let connectBy = HubDeadline.earliest(HubDeadline.after(timeouts.connect), whole)
        let socket = try HubSocket.connect(to: address, before: connectBy)
        let tls =
            address.scheme == .https
            ? try HubTLSSession(socket: socket, host: address.host, hub: address.description, before: connectBy) : nil
        let bytes = request.encoded(for: address)
        if let tls { try tls.send(bytes, before: whole) } else { try socket.send(bytes, before: whole) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !HubHTTPResponse.isComplete(received) {
            // The answer must begin within the connect timeout too: a hub that accepts and stays silent is down
            // (but a password being hashed may take longer).
            let deadline = received.isEmpty && !request.answersSlowly ? connectBy : whole
            let count: Int
            do {
                count =
                    if let tls { try tls.receive(into: &buffer, before: deadline) } else {
                        try socket.receive(into: &buffer, before: deadline)
                    }
            } catch {
                if case .timedOut = error, received.isEmpty, !request.answersSlowly {
                    throw .notAnswering(hub: address.description)
                }
                throw error
            }
            if count == 0 { break }
            received += buffer[0..<count]
            guard received.count <= HubHTTPResponse.maximumBytes else {
                throw .badAnswer(hub: address.description, status: 0)
            }
        }
        guard let response = HubHTTPResponse.parse(received) else {
            throw .badAnswer(hub: address.description, status: 0)
        }
        return response
    }
}
