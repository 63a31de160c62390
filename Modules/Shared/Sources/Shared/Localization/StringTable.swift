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
        self.init(folder: bundle.bundlePath, language: language)
    }

    /// The strings of resource bundle `name` (`<Package>_<Target>`), found beside the executable, else in `bundle`.
    public init(resources name: String, bundle: @autoclosure () -> Bundle, language: AppLanguage) {
        // Looking beside the executable skips Foundation's costly bundle set-up (every command starts with it).
        let folder =
            Self.folders.withLock { $0[name] }
            ?? {
                let beside = Self.executableFolder.map { $0 + "/" + name + ".resources" }
                let found = beside.flatMap { access($0, F_OK) == 0 ? $0 : nil } ?? bundle().bundlePath
                Self.folders.withLock { $0[name] = found }
                return found
            }()
        self.init(folder: folder, language: language)
    }

    private init(folder: String, language: AppLanguage) {
        self.language = language
        table = Self.load(folder, language)
        fallback = language == .english ? table : Self.load(folder, .english)
    }

    /// Resource bundle folders by name, found once.
    private static let folders = Mutex<[String: String]>([:])

    /// The folder of the running executable (where SwiftPM puts resource bundles), from `/proc/self/exe`.
    private static let executableFolder: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.lastIndex(of: "/").map { String(path[..<$0]) }
    }()

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
        Set(load(bundle.bundlePath, language).keys)
    }

    /// Parsed tables by bundle path and language: views are built at every redraw, files are read once.
    private static let cache = Mutex<[String: [String: String]]>([:])

    private static func load(_ folder: String, _ language: AppLanguage) -> [String: String] {
        let cacheKey = folder + "|" + language.rawValue
        if let cached = cache.withLock({ $0[cacheKey] }) { return cached }
        // SwiftPM lowercases `zh-Hans.lproj` in the built bundle on some platforms: try both spellings.
        let data = [language.rawValue.lowercased(), language.rawValue].lazy.compactMap { name in
            FileManager.default.contents(atPath: folder + "/\(name).lproj/Localizable.strings")
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
