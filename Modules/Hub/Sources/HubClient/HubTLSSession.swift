import HubAPI

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A TLS session over a connected hub socket: the certificate checked against the system's roots and the host.
/// 基于已连接社区中心套接字的 TLS 会话：证书依系统根证书与主机名校验。
final class HubTLSSession {
    private let library: HubTLSLibrary
    private let context: OpaquePointer
    private let session: OpaquePointer
    private let socket: HubSocket
    private let hub: String

    // OpenSSL's constants (ssl.h, tls1.h), stable across 1.1 and 3.
    private static let verifyPeer: Int32 = 1
    private static let setHostName: Int32 = 55
    private static let hostNameType = 0
    private static let setMinimumVersion: Int32 = 123
    private static let tls12 = 0x0303
    private static let wantRead: Int32 = 2
    private static let wantWrite: Int32 = 3
    private static let zeroReturn: Int32 = 6

    /// Shakes hands with `host` over `socket` before `deadline`; a refused certificate names OpenSSL's reason.
    init(socket: HubSocket, host: String, hub: String, before deadline: HubDeadline) throws(HubServiceError) {
        let library: HubTLSLibrary
        switch HubTLSLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let missing): throw .unreachable(hub: hub, .secure(missing.detail))
        }
        // OpenSSL writes with write(2): a peer that vanishes must not kill the command with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        guard let context = library.contextNew(library.clientMethod()) else {
            throw .unreachable(hub: hub, .secure("OpenSSL could not start"))
        }
        _ = library.contextControl(context, Self.setMinimumVersion, Self.tls12, nil)
        _ = library.contextDefaultPaths(context)
        library.contextVerify(context, Self.verifyPeer, nil)
        guard let session = library.sessionNew(context) else {
            library.contextFree(context)
            throw .unreachable(hub: hub, .secure("OpenSSL could not start"))
        }
        self.library = library
        self.context = context
        self.session = session
        self.socket = socket
        self.hub = hub
        _ = library.setDescriptor(session, socket.descriptor)
        host.withCString { name in
            _ = library.control(session, Self.setHostName, Self.hostNameType, UnsafeMutableRawPointer(mutating: name))
            _ = library.setHost(session, name)
        }
        while true {
            let result = library.connect(session)
            if result == 1 { return }
            switch library.error(session, result) {
            case Self.wantRead: try socket.wait(for: Int16(POLLIN), before: deadline)
            case Self.wantWrite: try socket.wait(for: Int16(POLLOUT), before: deadline)
            default:
                let code = library.verifyResult(session)
                let reason = code != 0 ? library.verifyText(code).map { String(cString: $0) } : nil
                throw .unreachable(hub: hub, .secure(reason ?? "the TLS handshake failed"))
            }
        }
    }

    deinit {
        _ = library.shutdown(session)
        library.sessionFree(session)
        library.contextFree(context)
    }

    /// Writes all of `bytes` before `deadline`.
    func send(_ bytes: [UInt8], before deadline: HubDeadline) throws(HubServiceError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                library.write(session, raw.baseAddress! + offset, Int32(min(raw.count - offset, 1 << 20)))
            }
            if written > 0 {
                offset += Int(written)
                continue
            }
            switch library.error(session, written) {
            case Self.wantRead: try socket.wait(for: Int16(POLLIN), before: deadline)
            case Self.wantWrite: try socket.wait(for: Int16(POLLOUT), before: deadline)
            default: throw .badAnswer(hub: hub, status: 0)
            }
        }
    }

    /// Reads into `buffer` once data is there; 0 at the end of the stream.
    func receive(into buffer: inout [UInt8], before deadline: HubDeadline) throws(HubServiceError) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in library.read(session, raw.baseAddress!, Int32(raw.count))
            }
            if count > 0 { return Int(count) }
            switch library.error(session, count) {
            case Self.wantRead: try socket.wait(for: Int16(POLLIN), before: deadline)
            case Self.wantWrite: try socket.wait(for: Int16(POLLOUT), before: deadline)
            case Self.zeroReturn: return 0
            default: return 0  // a peer that closes without close_notify: the framing decides if the answer is whole
            }
        }
    }
}
