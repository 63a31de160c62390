import Foundation
import TestSupport
import Testing

@testable import InterfitCLI

/// What a release ships agrees with itself: the version and the changelog, the commands and the man page.
@Suite struct ReleaseTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func theVersionIsTheNewestOneInTheChangelog() throws {
        let changelog = try String(contentsOfFile: Self.root + "/CHANGELOG.md", encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]", "Keep a Changelog: pending changes go first")
        let newest = headings.dropFirst().first.flatMap { $0.dropFirst(4).split(separator: "]").first }.map(String.init)
        #expect(newest == InterfitCommand.configuration.version)
    }

    /// `scripts/release` makes `interfit.1` from `--experimental-dump-help`: it must stay reachable and complete.
    @Test func theManPageSourceDescribesEveryCommand() throws {
        let result = try CommandLineRunner().run("--experimental-dump-help")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let command = try #require(dump["command"] as? [String: Any])
        #expect(command["commandName"] as? String == "interfit")
        var names: [String] = []
        var missing: [String] = []
        func walk(_ node: [String: Any], _ path: String) {
            names.append(path)
            if (node["abstract"] as? String ?? "").isEmpty { missing.append(path) }
            for child in node["subcommands"] as? [[String: Any]] ?? [] {
                walk(child, path + " " + (child["commandName"] as? String ?? "?"))
            }
        }
        walk(command, "interfit")
        #expect(missing == [], "every command needs an abstract for its man page entry")
        for name in [
            "interfit start", "interfit templates", "interfit plans create", "interfit history", "interfit stats",
        ] {
            #expect(names.contains(name), "\(name) missing from \(names)")
        }
        #expect(!result.stdout.contains("@@U"), "scripts/release writes non-ASCII characters as @@UXXXX@@ placeholders")
    }
}
