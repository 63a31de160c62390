import Foundation

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The system's OpenSSL, loaded with `dlopen` the first time an `https` hub is called, never before.
/// 系统的 OpenSSL：首次访问 `https` 社区中心时才用 `dlopen` 加载，此前从不加载。
struct HubTLSLibrary: @unchecked Sendable {
    // Loading on demand keeps TLS out of every other command's start-up, and out of the binary altogether.
    typealias Pointer = OpaquePointer?

    let clientMethod: @convention(c) () -> Pointer
    let contextNew: @convention(c) (Pointer) -> Pointer
    let contextFree: @convention(c) (Pointer) -> Void
    let contextDefaultPaths: @convention(c) (Pointer) -> Int32
    let contextVerify: @convention(c) (Pointer, Int32, UnsafeRawPointer?) -> Void
    let contextControl: @convention(c) (Pointer, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let sessionNew: @convention(c) (Pointer) -> Pointer
    let sessionFree: @convention(c) (Pointer) -> Void
    let setDescriptor: @convention(c) (Pointer, Int32) -> Int32
    let control: @convention(c) (Pointer, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let setHost: @convention(c) (Pointer, UnsafePointer<CChar>?) -> Int32
    let connect: @convention(c) (Pointer) -> Int32
    let read: @convention(c) (Pointer, UnsafeMutableRawPointer?, Int32) -> Int32
    let write: @convention(c) (Pointer, UnsafeRawPointer?, Int32) -> Int32
    let shutdown: @convention(c) (Pointer) -> Int32
    let error: @convention(c) (Pointer, Int32) -> Int32
    let verifyResult: @convention(c) (Pointer) -> Int
    let verifyText: @convention(c) (Int) -> UnsafePointer<CChar>?

    /// The library, or the reason it is missing; loaded once per process.
    static let shared: Result<HubTLSLibrary, HubTLSMissing> = load()

    /// The files tried, in order: OpenSSL 3, then 1.1, on Linux and (Homebrew) on macOS.
    static let candidates = [
        "libssl.so.3", "libssl.so.1.1", "libssl.so", "/opt/homebrew/opt/openssl@3/lib/libssl.3.dylib",
        "/usr/local/opt/openssl@3/lib/libssl.3.dylib",
    ]

    private static func load() -> Result<HubTLSLibrary, HubTLSMissing> {
        guard let handle = candidates.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(HubTLSMissing(detail: "no OpenSSL library (libssl.so.3) was found"))
        }
        func symbol<T>(_ name: String, _: T.Type) throws(HubTLSMissing) -> T {
            guard let address = dlsym(handle, name) else { throw HubTLSMissing(detail: "OpenSSL lacks \(name)") }
            return unsafeBitCast(address, to: T.self)
        }
        do throws(HubTLSMissing) {
            return .success(
                HubTLSLibrary(
                    clientMethod: try symbol("TLS_client_method", (@convention(c) () -> Pointer).self),
                    contextNew: try symbol("SSL_CTX_new", (@convention(c) (Pointer) -> Pointer).self),
                    contextFree: try symbol("SSL_CTX_free", (@convention(c) (Pointer) -> Void).self),
                    contextDefaultPaths: try symbol(
                        "SSL_CTX_set_default_verify_paths", (@convention(c) (Pointer) -> Int32).self),
                    contextVerify: try symbol(
                        "SSL_CTX_set_verify", (@convention(c) (Pointer, Int32, UnsafeRawPointer?) -> Void).self),
                    contextControl: try symbol(
                        "SSL_CTX_ctrl", (@convention(c) (Pointer, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
                    sessionNew: try symbol("SSL_new", (@convention(c) (Pointer) -> Pointer).self),
                    sessionFree: try symbol("SSL_free", (@convention(c) (Pointer) -> Void).self),
                    setDescriptor: try symbol("SSL_set_fd", (@convention(c) (Pointer, Int32) -> Int32).self),
                    control: try symbol(
                        "SSL_ctrl", (@convention(c) (Pointer, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
                    setHost: try symbol(
                        "SSL_set1_host", (@convention(c) (Pointer, UnsafePointer<CChar>?) -> Int32).self),
                    connect: try symbol("SSL_connect", (@convention(c) (Pointer) -> Int32).self),
                    read: try symbol(
                        "SSL_read", (@convention(c) (Pointer, UnsafeMutableRawPointer?, Int32) -> Int32).self),
                    write: try symbol("SSL_write", (@convention(c) (Pointer, UnsafeRawPointer?, Int32) -> Int32).self),
                    shutdown: try symbol("SSL_shutdown", (@convention(c) (Pointer) -> Int32).self),
                    error: try symbol("SSL_get_error", (@convention(c) (Pointer, Int32) -> Int32).self),
                    verifyResult: try symbol("SSL_get_verify_result", (@convention(c) (Pointer) -> Int).self),
                    verifyText: try symbol(
                        "X509_verify_cert_error_string", (@convention(c) (Int) -> UnsafePointer<CChar>?).self)))
        } catch {
            return .failure(error)
        }
    }
}

/// Why TLS is not available in this process.
/// 本进程无法使用 TLS 的原因。
struct HubTLSMissing: Error, Sendable {
    let detail: String
}
