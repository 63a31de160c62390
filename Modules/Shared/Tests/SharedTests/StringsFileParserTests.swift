import Foundation
import Testing

@testable import Shared

/// The `.strings` reader agrees with the property-list parser on every table compiled into the project.
@Suite struct StringsFileParserTests {
    /// The `.strings` text of every `<Target>Strings+<language>.swift` under `Modules` and `App`, by path.
    private static let compiledTables: [(path: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..")
            .standardized.path
        var found: [(String, String)] = []
        for top in ["Modules", "App"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + top)
            while let relative = enumerator?.nextObject() as? String {
                if relative.contains(".build") { continue }
                guard relative.hasSuffix("Strings+en.swift") || relative.hasSuffix("Strings+zh-Hans.swift") else {
                    continue
                }
                let path = root + "/" + top + "/" + relative
                let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                // The table is the raw literal's body: from the line after `#"""` to the line before `"""#`.
                let body = source.components(separatedBy: "#\"\"\"\n").dropFirst().first?
                    .components(separatedBy: "\n\"\"\"#").first
                found.append((path, body ?? ""))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    @Test func agreesWithThePropertyListParserOnEveryCompiledTable() throws {
        #expect(Self.compiledTables.count == 20, "ten targets, two languages: \(Self.compiledTables.map(\.path))")
        for (path, text) in Self.compiledTables {
            let expected = try #require(
                try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String],
                "\(path)")
            #expect(!expected.isEmpty, "\(path)")
            #expect(StringsFileParser.parse(Array(text.utf8)) == expected, "\(path)")
        }
    }

    @Test func aCatalogFallsBackToEnglishAndReadsAMalformedTableAsEmpty() {
        let catalog = StringCatalog(
            english: #""a" = "A"; "b" = "B %@";"#, simplifiedChinese: #""a" = "甲"; /* b is missing */"#)
        let chinese = StringTable(catalog, language: .simplifiedChinese)
        #expect(chinese("a") == "甲")
        #expect(chinese("b", "x") == "B x", "a key missing in Chinese is said in English")
        #expect(chinese("c") == "c", "an unknown key is shown as itself")
        #expect(chinese.has("b") && !chinese.has("c"))
        #expect(catalog.keys(.english) == ["a", "b"])
        #expect(catalog.keys(.simplifiedChinese) == ["a"])
        let broken = StringCatalog(english: #""a" = "A""#, simplifiedChinese: #""a" = "A"; "a" = "B";"#)
        #expect(broken.keys(.english) == [], "no `;`: not the plain form")
        #expect(broken.keys(.simplifiedChinese) == [], "a repeated key")
        #expect(StringTable(broken, language: .english)("a") == "a")
    }

    @Test func readsCommentsAndEscapesAndRefusesAnythingElse() {
        let plain = """
            /* A comment */
            // another
            "a" = "line\\none \\"quoted\\" \\u00e9";
            "b"="%@ 个";
            """
        #expect(StringsFileParser.parse(Array(plain.utf8)) == ["a": "line\none \"quoted\" é", "b": "%@ 个"])
        // Escapes first, last and back to back, an empty string, and bytes that are not UTF-8 (refused).
        let edges = #""\"x" = "y\\"; "" = "\t\n"; "z" = "";"#
        #expect(StringsFileParser.parse(Array(edges.utf8)) == ["\"x": "y\\", "": "\t\n", "z": ""])
        #expect(StringsFileParser.parse(Array(#""a" = ""#.utf8) + [0xC3] + Array(#"";"#.utf8)) == nil)
        #expect(StringsFileParser.parse(Array(#""a" = "\n"#.utf8) + [0xFF] + Array(#"";"#.utf8)) == nil)
        for other in [
            "\"a\" = \"b\"", "{ a = b; }", "\"a\" = b;", "\"a\" = \"\\q\";", "/* open", "\"a\" = \"1\"; \"a\" = \"2\";",
        ] {
            #expect(StringsFileParser.parse(Array(other.utf8)) == nil, "\(other)")
        }
    }

    @Test func placeholdersAreFilledInOrder() {
        #expect("%@ of %@ — 100%".replacingPlaceholders(with: ["1", "2"]) == "1 of 2 — 100%")
        #expect("%@, %@ and %@".replacingPlaceholders(with: ["a"]) == "a,  and ")
        #expect("已导出 %@ 到 %@。".replacingPlaceholders(with: ["x", "y"]) == "已导出 x 到 y。")
        #expect("%%@%".replacingPlaceholders(with: ["z"]) == "%z%")
    }
}
