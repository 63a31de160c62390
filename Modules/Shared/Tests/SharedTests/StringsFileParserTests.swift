import Foundation
import Testing

@testable import Shared

/// The direct `.strings` reader agrees with the property-list parser on every table the project ships.
@Suite struct StringsFileParserTests {
    /// Every `Localizable.strings` under the repository's `Modules` and `App` folders.
    private static let shippedTables: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..")
            .standardized.path
        var found: [String] = []
        for top in ["Modules", "App"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + top)
            while let relative = enumerator?.nextObject() as? String {
                if relative.contains(".build") { continue }
                if relative.hasSuffix("Localizable.strings") { found.append(root + "/" + top + "/" + relative) }
            }
        }
        return found.sorted()
    }()

    @Test func agreesWithThePropertyListParserOnEveryShippedTable() throws {
        #expect(Self.shippedTables.count >= 10, "found \(Self.shippedTables)")
        for path in Self.shippedTables {
            let data = try #require(FileManager.default.contents(atPath: path))
            let expected = try #require(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
            #expect(StringsFileParser.parse(Array(data)) == expected, "\(path)")
        }
    }

    @Test func readsCommentsAndEscapesAndRefusesAnythingElse() {
        let plain = """
            /* A comment */
            // another
            "a" = "line\\none \\"quoted\\" \\u00e9";
            "b"="%@ 个";
            """
        #expect(StringsFileParser.parse(Array(plain.utf8)) == ["a": "line\none \"quoted\" é", "b": "%@ 个"])
        for other in ["\"a\" = \"b\"", "{ a = b; }", "\"a\" = b;", "\"a\" = \"\\q\";", "/* open"] {
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
