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
        // Every line, as `wc -l` counts them: comments and blank lines included. The string tables in `Strings/`
        // are data (they were `.strings` resources until they were compiled in), not code.
        let lines = files.filter { !$0.path.contains("/Strings/") }.reduce(0) { total, file in
            total + file.text.utf8.count { $0 == UInt8(ascii: "\n") }
        }
        #expect(lines <= 1500, "App/ has \(lines) Swift lines; rules, views and the terminal driver belong in modules")
        let viewMarkers = ["TextTable(", "BigDigits.", ": Encodable", "CodingKey", "JSONEncoder("]
        for file in files {
            for marker in viewMarkers where file.text.contains(marker) {
                Issue.record("\(file.path) contains \(marker): views and JSON shapes live in the feature modules")
            }
        }
    }

    /// Coding-key and GRDB column enums are exempt: their cases are the documentation.
    @Test func everyTypeCommentIsOneEnglishLineThenOneChineseLine() throws {
        let declaration = try Regex(
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |private |fileprivate |internal |final |nonisolated\(unsafe\) |nonisolated )*(?:struct|class|enum|protocol|actor) (?!CodingKeys\b|Keys\b|Columns\b)[A-Z]"#
        )
        let wrong = try commentedDeclarations(matching: declaration).filter { _, comment in
            comment.map { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } } != [false, true]
        }.map(\.place)
        #expect(wrong.isEmpty, "type comments that are not one English and then one Chinese /// line: \(wrong)")
    }

    @Test func memberCommentsAreOneLine() throws {
        let member = try Regex(
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|static|override|mutating|lazy|weak|nonisolated(?:\(unsafe\))?|(?:public |private )?private\(set\))\s+)*(?:func|var|let|init|case|subscript|typealias)\b"#
        )
        let long = try commentedDeclarations(matching: member).filter { $0.comment.count > 1 }.map(\.place)
        #expect(long.isEmpty, "member comments longer than one /// line: \(long)")
    }

    /// Each line of the modules' and the App's sources that matches `declaration`, with the doc comment above it.
    private func commentedDeclarations(
        matching declaration: Regex<AnyRegexOutput>
    ) throws -> [(place: String, comment: [String])] {
        try (sources(under: "Modules") + sources(under: "App")).flatMap { file in
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.indices.filter { lines[$0].firstMatch(of: declaration) != nil }.map { index in
                ("\(file.path):\(index + 1)", Self.docComment(above: index, in: lines))
            }
        }
    }

    /// The `///` lines directly above line `index` (attributes between them and the declaration allowed).
    private static func docComment(above index: Int, in lines: [String]) -> [String] {
        var comment: [String] = []
        var cursor = index - 1
        while cursor >= 0 {
            let previous = lines[cursor].trimmingCharacters(in: .whitespaces)
            if previous.hasPrefix("///") {
                comment.insert(previous, at: 0)
            } else if previous.wholeMatch(of: /@\w+(\(.*\))?/) == nil {
                break  // anything but an attribute on a line of its own ends the comment
            }
            cursor -= 1
        }
        return comment
    }
}
