import Foundation

/// Looks up user-facing text in the bundled `.strings` tables (en, zh-Hans).
struct Localizer: Sendable {
    /// The language tables shipped with Interfit.
    enum Language: String, Sendable, CaseIterable {
        case english = "en"
        case simplifiedChinese = "zh-Hans"
    }

    let language: Language
    private let table: [String: String]
    private let fallback: [String: String]

    init(language: Language) {
        self.language = language
        table = Self.load(language)
        fallback = language == .english ? table : Self.load(.english)
    }

    /// The language from `INTERFIT_LANG`, else the POSIX locale variables; Chinese for any `zh…`.
    static func language(environment: [String: String]) -> Language {
        for variable in ["INTERFIT_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("zh") ? .simplifiedChinese : .english
        }
        return .english
    }

    /// The text for `key` with `%@` placeholders filled in order; the key itself if it is missing.
    func callAsFunction(_ key: String, _ arguments: String...) -> String {
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

    /// Every key of a language's table, for completeness tests.
    static func keys(of language: Language) -> Set<String> {
        Set(load(language).keys)
    }

    private static func load(_ language: Language) -> [String: String] {
        let folder = language.rawValue.lowercased()
        let url =
            Bundle.module.url(forResource: "Localizable", withExtension: "strings", subdirectory: "\(folder).lproj")
            ?? Bundle.module.url(
                forResource: "Localizable", withExtension: "strings", subdirectory: "\(language.rawValue).lproj")
        guard let url, let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return plist
    }
}
