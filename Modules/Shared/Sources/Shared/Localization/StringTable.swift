/// One package's user-facing strings in one language, from its compiled-in `StringCatalog`.
/// 一个包在某种语言下的用户可见文本，取自编译进二进制的 `StringCatalog`。
public struct StringTable: Sendable {
    public let language: AppLanguage
    // The catalog parses a language's table when a string of it is first asked for, not when a view is made: a
    // workout's start made tables it never read (SharedUI's storage messages), and Chinese parsed English too.
    private let catalog: StringCatalog

    /// The strings of `catalog` in `language`, falling back to English for missing keys.
    public init(_ catalog: StringCatalog, language: AppLanguage) {
        self.language = language
        self.catalog = catalog
    }

    /// The text for `key` with `%@` placeholders filled in order; the key itself if it is missing.
    public func callAsFunction(_ key: String, _ arguments: String...) -> String {
        format(key, arguments)
    }

    /// The text for `key` with `%@` placeholders filled from `arguments` in order.
    public func format(_ key: String, _ arguments: [String]) -> String {
        let format = entry(key) ?? key
        return format.replacingPlaceholders(with: arguments)
    }

    /// True when the table (or its English fallback) has `key`.
    public func has(_ key: String) -> Bool { entry(key) != nil }

    /// The text for `key` in the language, else in English (read only when the language lacks it).
    private func entry(_ key: String) -> String? {
        if let text = catalog.table(language)[key] { return text }
        return language == .english ? nil : catalog.table(.english)[key]
    }
}

extension String {
    /// The string with each `%@` replaced by the next of `arguments` (an empty string once they run out).
    func replacingPlaceholders(with arguments: [String]) -> String {
        // Most strings have no placeholder: they are returned as they are, not copied.
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        // Pieces are appended to one buffer sized up front, not made into strings of their own first.
        var result = ""
        result.reserveCapacity(arguments.reduce(utf8.count) { $0 + $1.utf8.count })
        var next = 0
        var pending = Substring(self).utf8[...]
        while let percent = pending.firstIndex(of: UInt8(ascii: "%")) {
            let after = pending.index(after: percent)
            guard after < pending.endIndex, pending[after] == UInt8(ascii: "@") else {
                result.append(contentsOf: Substring(pending[...percent]))
                pending = pending[after...]
                continue
            }
            result.append(contentsOf: Substring(pending[..<percent]))
            if next < arguments.count { result.append(arguments[next]) }
            next += 1
            pending = pending[pending.index(after: after)...]
        }
        result.append(contentsOf: Substring(pending))
        return result
    }
}
