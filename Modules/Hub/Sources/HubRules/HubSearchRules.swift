import Foundation
import HubAPI

/// Reads and checks the parameters of `GET /v1/posts`: each refusal names its parameter and what is allowed.
/// 读取并检查 `GET /v1/posts` 的参数：每次拒绝都指明参数及允许的取值。
public enum HubSearchRules {
    /// The parameters this listing knows; any other is refused (a typo should not silently widen a search).
    public static let known: Set<String> = [
        "q", "duration", "sets", "ratio", "tag", "noMusic", "sort", "limit", "cursor",
    ]

    /// The checked query of `parameters` (name, value pairs in request order).
    public static func query(_ parameters: [(name: String, value: String)]) throws(HubInputError) -> HubPostQuery {
        var query = HubPostQuery()
        var seen: Set<String> = []
        for (name, value) in parameters {
            guard known.contains(name) else {
                throw HubInputError(
                    field: name,
                    message: "\(name) is not a parameter of this listing; use \(known.sorted().joined(separator: ", "))"
                )
            }
            if name != "tag" {
                guard seen.insert(name).inserted else {
                    throw HubInputError(field: name, message: "\(name) is given twice; give it once")
                }
            }
            switch name {
            case "q":
                query.text = try HubTextRules.checked(
                    value, field: "q", length: HubTextRules.searchLength, allowsLineFeeds: false)
            case "duration": query.duration = try choice(value, field: name)
            case "sets": query.sets = try choice(value, field: name)
            case "ratio": query.ratio = try choice(value, field: name)
            case "tag":
                guard query.tags.count < 5 else {
                    throw HubInputError(field: "tag", message: "tag is given more than 5 times; at most 5 tags")
                }
                let tag: String
                do {
                    tag = try HubTextRules.tags([value]).first ?? value
                } catch {
                    throw HubInputError(
                        field: "tag", message: "tag must be 1–24 letters, digits or '-', e.g. home, gym")
                }
                if !query.tags.contains(tag) { query.tags.append(tag) }
            case "noMusic":
                guard value == "true" || value == "false" else {
                    throw HubInputError(field: "noMusic", message: "noMusic must be true or false")
                }
                query.noMusic = value == "true"
            case "sort": query.sort = try choice(value, field: name)
            case "limit": query.limit = try limit(value)
            default: query.cursor = value
            }
        }
        return query
    }

    /// A page size: a whole number 1–100.
    public static func limit(_ value: String) throws(HubInputError) -> Int {
        guard value.utf8.count <= 4, let number = Int(value), (1...HubPostQuery.maximumLimit).contains(number) else {
            throw HubInputError(
                field: "limit", message: "limit must be a whole number from 1 to \(HubPostQuery.maximumLimit)")
        }
        return number
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ text: String, field: String
    ) throws(HubInputError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw HubInputError(field: field, message: "\(field) must be one of \(allowed)")
        }
        return value
    }

    /// The words of search text: runs of letters and digits, lowercased, at most 8 of at most 40 characters.
    public static func terms(_ text: String) -> [String] {
        Array(words(text).prefix(8).map { String($0.prefix(40)) })
    }

    /// Every word of `text`: runs of letters and digits, lowercased, without diacritics (`Café` → `cafe`).
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            word.unicodeScalars.allSatisfy(\.isASCII) ? word : word.folding(options: .diacriticInsensitive, locale: nil)
        }
    }
}
