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
        var result = ""
        var remaining = arguments.makeIterator()
        var rest = Substring(format)
        while let range = rest.range(of: "%@") {
            result += rest[..<range.lowerBound]
            result += remaining.next() ?? ""
            rest = rest[range.upperBound...]
        }
        return result + rest
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
        let url =
            bundle.url(
                forResource: "Localizable", withExtension: "strings",
                subdirectory: "\(language.rawValue.lowercased()).lproj")
            ?? bundle.url(
                forResource: "Localizable", withExtension: "strings", subdirectory: "\(language.rawValue).lproj")
        var parsed: [String: String] = [:]
        if let url, let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        {
            parsed = plist
        }
        cache.withLock { $0[cacheKey] = parsed }
        return parsed
    }
}
