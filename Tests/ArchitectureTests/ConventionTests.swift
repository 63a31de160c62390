import Foundation
import Testing

/// The conventions a reviewer would check by hand: a thin App and bilingual type comments.
@Suite struct ConventionTests {
    /// Every Swift source file under `folder` (relative to the repository), with its text.
    private func sources(under folder: String) throws -> [(path: String, text: String)] {
        let root = ManifestReader.repositoryRoot.appendingPathComponent(folder)
        var found: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.contains(".build"),
                relative.contains("Sources/")
                    || folder == "App"
            else { continue }
            found.append(
                (
                    folder + "/" + relative,
                    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                ))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test func theAppStaysAThinCompositionRoot() throws {
        let files = try sources(under: "App")
        // Every line, as `wc -l` counts them: comments and blank lines included.
        let lines = files.reduce(0) { total, file in total + file.text.utf8.count { $0 == UInt8(ascii: "\n") } }
        #expect(lines <= 1500, "App/ has \(lines) Swift lines; rules, views and the terminal driver belong in modules")
        let viewMarkers = ["TextTable(", "BigDigits.", ": Encodable", "CodingKey", "JSONEncoder("]
        for file in files {
            for marker in viewMarkers where file.text.contains(marker) {
                Issue.record("\(file.path) contains \(marker): views and JSON shapes live in the feature modules")
            }
        }
    }

    /// Coding-key and GRDB column enums are exempt: their cases are the documentation.
    @Test func everyTypeCommentHasAnEnglishAndAChineseLine() throws {
        let declaration = try Regex(
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |private |fileprivate |internal |final |nonisolated\(unsafe\) |nonisolated )*(?:struct|class|enum|protocol|actor) (?!CodingKeys\b|Keys\b|Columns\b)[A-Z]"#
        )
        var missing: [String] = []
        for file in try sources(under: "Modules") + sources(under: "App") {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
                var comment: [String] = []
                var cursor = index - 1
                while cursor >= 0 {
                    let previous = lines[cursor].trimmingCharacters(in: .whitespaces)
                    if previous.hasPrefix("///") {
                        comment.insert(previous, at: 0)
                    } else if !previous.hasPrefix("@") {
                        break
                    }
                    cursor -= 1
                }
                let hasChinese = comment.contains {
                    $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
                }
                let hasEnglish = comment.contains { $0.unicodeScalars.contains { ("A"..."z").contains($0) } }
                if !(hasChinese && hasEnglish) { missing.append("\(file.path):\(index + 1)") }
            }
        }
        #expect(missing.isEmpty, "types without an English and a Chinese /// line: \(missing)")
    }
}
