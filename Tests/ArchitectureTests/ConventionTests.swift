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

    /// What each folder of the App may declare: commands, options, composition roots, the entry and exit mapping,
    /// the TTY driver. A type that does not fit one of these belongs in a module.
    private static let appFolders: [(folder: String, declares: String)] = [
        ("App/Sources/interfit/", "$^"),  // the entry file only calls InterfitMain
        ("App/Sources/InterfitCLI/Commands/", #"\w+Command"#),
        ("App/Sources/InterfitCLI/Options/", #"\w+(?:Options|Argument|Format|Value|ValueError|Completion)"#),
        ("App/Sources/InterfitCLI/Composition/", "AppContext"),
        ("App/Sources/InterfitCLI/Main/", "InterfitMain|InterfitCommand|InterfitSubcommand|CLIFailure|HelpText"),
        ("App/Sources/InterfitCLI/Terminal/", #"\w+(?:Loop|Driver|Router|Screen)"#),
        ("App/Sources/InterfitCLI/Strings/", #"\w+Strings"#),  // the help texts, compiled in
        ("App/Sources/interfit-hub/", "$^"),  // the hub's entry file only calls HubCommand
        ("App/Sources/HubCLI/", #"Hub\w*(?:Command|Options|Flag)"#),
    ]

    /// Imports no App file may have: storage engines and tests are modules' business.
    private static let forbiddenAppImports: Set<String> = ["GRDB", "GRDBSQLite", "SQLite3", "Testing", "XCTest"]

    @Test func theAppHoldsOnlyCommandsOptionsCompositionEntryAndTerminal() throws {
        let files = try sources(under: "App")
        #expect(files.count > 20, "found the App's sources")
        let declaration = try Regex(
            #"^\s*(?:public |private |fileprivate |internal |final )*(?:struct|class|enum|protocol|actor) (\w+)"#)
        var misplaced: [String] = []
        for file in files {
            guard let rule = Self.appFolders.first(where: { file.path.hasPrefix($0.folder) }) else {
                misplaced.append("\(file.path): not in a folder the App may have")
                continue
            }
            for line in file.text.split(separator: "\n") {
                if let match = line.firstMatch(of: declaration), let name = match.output[1].substring,
                    try name.wholeMatch(of: Regex(rule.declares)) == nil
                {
                    misplaced.append("\(file.path): \(name)")
                }
                if line.hasPrefix("import "), Self.forbiddenAppImports.contains(String(line.dropFirst(7))) {
                    misplaced.append("\(file.path): \(line)")
                }
            }
            let viewMarkers = [
                "TextTable(", "BigDigits.", ": Encodable", "CodingKey", "JSONEncoder(", "@Observable", "SELECT ",
            ]
            for marker in viewMarkers where file.text.contains(marker) {
                misplaced.append("\(file.path): \(marker) (views, JSON shapes, view models and SQL live in modules)")
            }
        }
        #expect(misplaced.isEmpty, "the App holds only its own kinds of code: \(misplaced)")
    }

    @Test func theAppRuleCatchesAMisplacedType() throws {
        let rule = try Regex(Self.appFolders.first { $0.folder.hasSuffix("Commands/") }!.declares)
        #expect("PlansCreateCommand".wholeMatch(of: rule) != nil)
        #expect("Report".wholeMatch(of: rule) == nil, "a helper type in Commands/ is reported")
    }

    @Test func noProductionSourceUsesTheTestDoubles() throws {
        var offenders: [String] = []
        for file in try sources(under: "Modules") + sources(under: "App")
        where file.text.contains("import SharedTesting") && !file.path.contains("Testing/") {
            offenders.append(file.path)
        }
        #expect(offenders.isEmpty, "SharedTesting is for tests only: \(offenders)")
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
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|static|override|mutating|lazy|weak|nonisolated(?:\((?:unsafe|nonsending)\))?|(?:public |private )?private\(set\))\s+)*(?:func|var|let|init|case|subscript|typealias)\b"#
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
