import Shared

extension HubAddress {
    /// The `Host` header: the host (IPv6 in brackets) and the port when it is not the scheme's own.
    var hostHeader: String {
        let shown = host.contains(":") ? "[" + host + "]" : host
        return port == scheme.defaultPort ? shown : shown + ":" + String(port)
    }
}
