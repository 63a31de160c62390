import Foundation
import Shared
import Testing

@testable import InterfitCLI

/// The command line's own words exist in both languages, and every key the App uses exists.
@Suite struct LocalizationTests {
    @Test func bothLanguagesHaveTheSameKeys() {
        let english = HelpText.keys(.english)
        let chinese = HelpText.keys(.simplifiedChinese)
        #expect(english.count > 50)
        #expect(english.subtracting(chinese).isEmpty, "missing in zh-Hans: \(english.subtracting(chinese))")
        #expect(chinese.subtracting(english).isEmpty, "missing in en: \(chinese.subtracting(english))")
    }

    @Test func everyKeyUsedInTheAppExists() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("App/Sources/InterfitCLI")
        let english = HelpText.keys(.english)
        let pattern = try NSRegularExpression(pattern: #"(?:HelpText\.of|\.text)\("([a-zA-Z]+\.[a-zA-Z.]*)""#)
        let commandPattern = try NSRegularExpression(pattern: #"\.interfit\(\s*"[a-z-]+",\s*help:\s*"([a-zA-Z.]+)""#)
        var used: Set<String> = []
        var commandKeys: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources.path)
        while let name = files?.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            let source = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                used.insert(String(source[Range(match.range(at: 1), in: source)!]))
            }
            for match in commandPattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                commandKeys.insert(String(source[Range(match.range(at: 1), in: source)!]) + ".abstract")
            }
        }
        #expect(commandKeys.count > 20)
        #expect(
            commandKeys.subtracting(english).isEmpty, "command abstracts missing: \(commandKeys.subtracting(english))")
        let prefixes = used.filter { $0.hasSuffix(".") }
        let literal = used.subtracting(prefixes)
        #expect(literal.count > 50)
        #expect(literal.subtracting(english).isEmpty, "keys used but not defined: \(literal.subtracting(english))")
        #expect(
            prefixes == ["plans.filter.", "option.history.", "option.backup."],
            "a new dynamic key family needs a completeness check below")
        for name in ["recent", "favorites", "all", "archived"] { #expect(english.contains("plans.filter." + name)) }
        for name in ["json", "csv"] { #expect(english.contains("option.history." + name)) }
        for name in ["merge", "replace"] { #expect(english.contains("option.backup." + name)) }
    }
}
