import Testing

@testable import SharedTerminal

@Suite struct SimpleCommandLineTests {
    private let shape = SimpleCommandLine(
        paths: [["history"], ["history", "list"]], options: ["--limit", "--plan"], flags: ["--json", "--csv"])

    @Test func optionsAndFlagsAreReadInAnyOrderInBothSpellings() {
        let match = shape.match(["history", "list", "--json", "--limit=5", "--plan", "Hill = repeats"])
        #expect(match?.path == ["history", "list"])
        #expect(match?.values == ["--limit": "5", "--plan": "Hill = repeats"])
        #expect(match?.flags == ["--json"])
        #expect(shape.match(["history"]) == SimpleCommandLine.Match(path: ["history"], values: [:], flags: []))
    }

    @Test func anythingElseIsLeftToTheFullParser() {
        let declined: [[String]] = [
            [], ["stats"], ["history", "show", "abc"], ["history", "-h"], ["history", "--help"],
            ["history", "--limit"], ["history", "--limit", "-5"], ["history", "--limit=-5"],
            ["history", "--limit", "3", "--limit", "4"], ["history", "--plan="], ["history", "--plan", ""],
            ["history", "--json", "--json"], ["history", "--json=yes"],
            ["history", "--", "--json"], ["history", "--unknown"], ["--db", "x", "history"], ["history", "list", "x"],
        ]
        for arguments in declined { #expect(shape.match(arguments) == nil, "\(arguments)") }
    }
}
