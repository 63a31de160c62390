/// The headers that keep the token out of caches and referrers and the page out of frames and foreign fetches.
/// 让令牌不进入缓存与 Referer、让页面不被嵌入框架也不能访问外部资源的响应头。
enum LiveSecurityHeaders {
    /// On every answer.
    static let common: [(name: String, value: String)] = [
        ("cache-control", "no-store"),
        ("referrer-policy", "no-referrer"),
        ("x-content-type-options", "nosniff"),
    ]

    /// On the page: inline style and script only, and a connection back to this very server (`host` was checked).
    static func page(host: String) -> [(name: String, value: String)] {
        [("content-type", "text/html; charset=utf-8")] + common + [
            ("x-frame-options", "DENY"),
            ("content-security-policy", contentSecurityPolicy(host: host)),
        ]
    }

    /// `ws://HOST` beside `'self'` for browsers that do not yet count a WebSocket to the same host as `'self'`.
    static func contentSecurityPolicy(host: String) -> String {
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
            + "connect-src 'self' ws://\(host); img-src data:; base-uri 'none'; form-action 'none'; "
            + "frame-ancestors 'none'"
    }
}
