import Foundation
import HubAPI
import Shared

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A non-blocking TCP connection to a hub whose every wait is bounded by a deadline.
/// 与社区中心的非阻塞 TCP 连接，每次等待都受截止时间约束。
final class HubSocket {
    let descriptor: Int32
    private let hub: String

    private init(descriptor: Int32, hub: String) {
        self.descriptor = descriptor
        self.hub = hub
    }

    deinit { close(descriptor) }

    /// Resolves and connects to `address` before `deadline`, trying each of its addresses in turn.
    static func connect(to address: HubAddress, before deadline: HubDeadline) throws(HubServiceError) -> HubSocket {
        let hub = address.description
        let candidates = try resolve(address, before: deadline)
        var failure = HubServiceError.Connection.refused
        for candidate in candidates {
            let descriptor = socket(candidate.family, Int32(HubSocket.streamType), 0)
            guard descriptor >= 0 else { continue }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            #if canImport(Darwin)
                var on: Int32 = 1
                setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let started = candidate.address.withUnsafeBytes { raw in
                systemConnect(descriptor, raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), candidate.length)
            }
            if started == 0 || errno == EINPROGRESS || errno == EINTR {
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                var ready: Int32
                repeat { ready = poll(&poller, 1, deadline.remainingMilliseconds) } while ready < 0 && errno == EINTR
                if started == 0 || ready > 0 {
                    var code: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length)
                    if code == 0 { return HubSocket(descriptor: descriptor, hub: hub) }
                    failure = code == ETIMEDOUT ? .timedOut : .refused
                } else {
                    failure = .timedOut
                }
            }
            close(descriptor)
            if deadline.hasPassed { throw .unreachable(hub: hub, .timedOut) }
        }
        throw .unreachable(hub: hub, failure)
    }

    /// Writes all of `bytes` before `deadline`.
    func send(_ bytes: [UInt8], before deadline: HubDeadline) throws(HubServiceError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                systemSend(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                try wait(for: Int16(POLLOUT), before: deadline)
            } else {
                throw .badAnswer(hub: hub, status: 0)
            }
        }
    }

    /// Reads into `buffer` once data is there; 0 at the end of the stream.
    func receive(into buffer: inout [UInt8], before deadline: HubDeadline) throws(HubServiceError) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress!, raw.count) }
            if count >= 0 { return count }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw .badAnswer(hub: hub, status: 0)
            }
            try wait(for: Int16(POLLIN), before: deadline)
        }
    }

    /// Waits until the socket is ready for `events`, or throws `timedOut` at the deadline.
    func wait(for events: Int16, before deadline: HubDeadline) throws(HubServiceError) {
        var poller = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            let remaining = deadline.remainingMilliseconds
            guard remaining > 0 else { throw .timedOut(hub: hub) }
            let ready = poll(&poller, 1, remaining)
            if ready > 0 { return }
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { throw .timedOut(hub: hub) }
            throw .badAnswer(hub: hub, status: 0)
        }
    }

    // MARK: - Name lookup

    /// One address to try: its family and `sockaddr` bytes.
    /// 一个待尝试的地址：协议族与 `sockaddr` 字节。
    private struct Candidate: Sendable {
        let family: Int32
        let address: [UInt8]
        let length: socklen_t
    }

    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
        private static let streamType = SOCK_STREAM
    #endif

    /// The host's addresses: numeric at once, else looked up on its own thread, bounded by the connect deadline.
    private static func resolve(
        _ address: HubAddress, before deadline: HubDeadline
    ) throws(HubServiceError) -> [Candidate] {
        if let numeric = lookup(address.host, port: address.port, numericOnly: true) { return numeric }
        let result = HubLookupBox()
        let host = address.host
        let port = address.port
        let thread = Thread {
            result.finish(lookup(host, port: port, numericOnly: false))
        }
        thread.start()
        guard result.wait(milliseconds: Int(deadline.remainingMilliseconds)) else {
            throw .unreachable(hub: address.description, .timedOut)
        }
        guard let candidates = result.value, !candidates.isEmpty else {
            throw .unreachable(hub: address.description, .unknownHost)
        }
        return candidates
    }

    /// `getaddrinfo` for TCP; nil when the host has no address (or is not numeric, with `numericOnly`).
    private static func lookup(_ host: String, port: Int, numericOnly: Bool) -> [Candidate]? {
        var hints = addrinfo()
        hints.ai_socktype = streamType
        hints.ai_flags = numericOnly ? AI_NUMERICHOST | AI_NUMERICSERV : AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return nil }
        defer { freeaddrinfo(list) }
        var found: [Candidate] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor {
            if let raw = entry.pointee.ai_addr {
                let bytes = Array(UnsafeRawBufferPointer(start: raw, count: Int(entry.pointee.ai_addrlen)))
                found.append(
                    Candidate(family: entry.pointee.ai_family, address: bytes, length: entry.pointee.ai_addrlen))
            }
            cursor = entry.pointee.ai_next
        }
        return found
    }

    /// The outcome of a lookup running on its own thread, waited for with a timeout.
    /// 在独立线程上进行的域名解析结果，可带超时等待。
    private final class HubLookupBox: @unchecked Sendable {
        private let condition = NSCondition()
        private var done = false
        private(set) var value: [Candidate]?

        func finish(_ candidates: [Candidate]?) {
            condition.lock()
            value = candidates
            done = true
            condition.signal()
            condition.unlock()
        }

        /// True when the lookup finished within `milliseconds`.
        func wait(milliseconds: Int) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let limit = Date(timeIntervalSinceNow: Double(milliseconds) / 1000)
            while !done { if !condition.wait(until: limit) { return done } }
            return true
        }
    }
}

/// connect(2), named apart from `HubSocket.connect`.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
    #else
        Darwin.connect(descriptor, address, length)
    #endif
}

/// send(2) without SIGPIPE where the system allows (Linux); macOS sets SO_NOSIGPIPE on the socket instead.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        Darwin.send(descriptor, bytes, count, 0)
    #endif
}
