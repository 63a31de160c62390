import Foundation
import Synchronization

/// One package's user-facing strings in one language, read from its bundled `.strings` files.
/// 一个包在某种语言下的用户可见文本，读取自其资源中的 `.strings` 文件。
public struct StringTable: Sendable {
    public let language: AppLanguage
    private let table: [String: String]
    private let fallback: [String: String]

    /// The strings of `bundle` in `language`, falling back to English for missing keys.
    public init(bundle: Bundle, language: AppLanguage) {
        self.language = language
        table = Self.load(bundle, language)
        fallback = language == .english ? table : Self.load(bundle, .english)
    }

    /// The text for `key` with `%@` placeholders filled in order; the key itself if it is missing.
    public func callAsFunction(_ key: String, _ arguments: String...) -> String {
        format(key, arguments)
    }

    /// The text for `key` with `%@` placeholders filled from `arguments` in order.
    public func format(_ key: String, _ arguments: [String]) -> String {
        let format = table[key] ?? fallback[key] ?? key
        return format.replacingPlaceholders(with: arguments)
    }

    /// True when the table (or its English fallback) has `key`.
    public func has(_ key: String) -> Bool { table[key] != nil || fallback[key] != nil }

    /// Every key of a bundle's table in one language, for completeness tests.
    public static func keys(bundle: Bundle, language: AppLanguage) -> Set<String> {
        Set(load(bundle, language).keys)
    }

    /// Parsed tables by bundle path and language: views are built at every redraw, files are read once.
    private static let cache = Mutex<[String: [String: String]]>([:])

    private static func load(_ bundle: Bundle, _ language: AppLanguage) -> [String: String] {
        let cacheKey = bundle.bundlePath + "|" + language.rawValue
        if let cached = cache.withLock({ $0[cacheKey] }) { return cached }
        // SwiftPM lowercases `zh-Hans.lproj` in the built bundle on some platforms: try both spellings.
        let data = [language.rawValue.lowercased(), language.rawValue].lazy.compactMap { folder in
            FileManager.default.contents(atPath: bundle.bundlePath + "/\(folder).lproj/Localizable.strings")
        }.first
        var parsed: [String: String] = [:]
        if let data {
            // The plain `"key" = "value";` form is read directly (every command starts faster); anything else
            // goes through the property-list parser.
            if let plain = StringsFileParser.parse(Array(data)) {
                parsed = plain
            } else if let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: String]
            {
                parsed = plist
            }
        }
        cache.withLock { $0[cacheKey] = parsed }
        return parsed
    }
}

extension String {
    /// The string with each `%@` replaced by the next of `arguments` (an empty string once they run out).
    func replacingPlaceholders(with arguments: [String]) -> String {
        var result = ""
        var next = 0
        var pending = Substring(self).utf8[...]
        while let percent = pending.firstIndex(of: UInt8(ascii: "%")) {
            let after = pending.index(after: percent)
            guard after < pending.endIndex, pending[after] == UInt8(ascii: "@") else {
                result += String(Substring(pending[...percent]))
                pending = pending[after...]
                continue
            }
            result += String(Substring(pending[..<percent]))
            if next < arguments.count { result += arguments[next] }
            next += 1
            pending = pending[pending.index(after: after)...]
        }
        return result + String(Substring(pending))
    }
}
