import Foundation
import Shared
import Testing

@testable import InterfitCLI

/// Every user-facing string exists in both languages, and every key the code uses exists.
@Suite struct LocalizationTests {
    @Test func bothLanguagesHaveTheSameKeys() {
        let english = Localizer.keys(of: .english)
        let chinese = Localizer.keys(of: .simplifiedChinese)
        #expect(!english.isEmpty)
        #expect(english.subtracting(chinese).isEmpty, "missing in zh-Hans: \(english.subtracting(chinese))")
        #expect(chinese.subtracting(english).isEmpty, "missing in en: \(chinese.subtracting(english))")
    }

    @Test func everyKeyUsedInTheAppExists() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("App/Sources/InterfitCLI")
        let english = Localizer.keys(of: .english)
        let pattern = try NSRegularExpression(pattern: #"text\("([a-zA-Z]+\.[a-zA-Z.]+)""#)
        var used: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let source = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            let range = NSRange(source.startIndex..., in: source)
            for match in pattern.matches(in: source, range: range) {
                used.insert(String(source[Range(match.range(at: 1), in: source)!]))
            }
        }
        let prefixes = used.filter { $0.hasSuffix(".") }
        let literal = used.subtracting(prefixes)
        #expect(literal.count > 20)
        #expect(literal.subtracting(english).isEmpty, "keys used but not defined: \(literal.subtracting(english))")
        #expect(prefixes == ["plain.paused."], "a new dynamic key family needs a completeness check here")
    }

    @Test func dynamicKeyFamiliesAreComplete() {
        let families: [String: [String]] = [
            "plain.paused.": PauseReason.allCases.map(\.rawValue),
            "kind.": SegmentKind.allCases.map(\.rawValue),
            "tag.": SessionTag.allCases.map(\.rawValue),
        ]
        for language in Localizer.Language.allCases {
            let keys = Localizer.keys(of: language)
            for (prefix, names) in families {
                for name in names { #expect(keys.contains(prefix + name), "\(language): \(prefix + name)") }
            }
        }
    }

    @Test func placeholdersAreFilledInOrderAndUserTextIsNotAFormat() {
        let text = Localizer(language: .english)
        #expect(text("plans.published", "Legs %@ %d", "3") == "Published Legs %@ %d as version 3.")
        #expect(Localizer.language(environment: ["LANG": "zh_TW.UTF-8"]) == .simplifiedChinese)
        #expect(Localizer.language(environment: ["LC_ALL": "C", "LANG": "zh_CN"]) == .english)
        #expect(Localizer.language(environment: [:]) == .english)
    }
}
