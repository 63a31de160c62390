import Foundation
import Testing

/// Errors, settings, colours and languages as a user meets them.
@Suite struct RobustnessTests {
    @Test func aFileThatIsNotADatabaseIsReportedAndNeverOverwritten() throws {
        var cli = CommandLineRunner()
        let path = cli.file("precious.txt")
        let bytes = Data("do not lose me\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        cli.environment["INTERFIT_DB"] = path
        let result = try cli.run("plans", "create", "X", "--sets", "8", "--work", "20", "--rest", "10")
        #expect(result.status == 74)
        #expect(result.stderr.contains("not an Interfit database") && result.stderr.contains("--db"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        let doctor = try cli.run("doctor")
        #expect(doctor.status == 74 && doctor.stdout.contains(path))
        let flag = try cli.run("--db", cli.file("other.sqlite"), "plans", "list")
        #expect(flag.status == 0, "--db wins over INTERFIT_DB: \(flag.stderr)")
    }

    @Test func settingsListGetSetValidate() throws {
        let cli = CommandLineRunner()
        #expect(try cli.run("settings", "get", "cues.voice").stdout == "off\n")
        #expect(try cli.run("settings", "set", "cues.voice", "on").status == 0)
        #expect(try cli.run("settings", "get", "cues.voice").stdout == "on\n")
        let invalid = try cli.run("settings", "set", "cues.voice", "loud")
        #expect(invalid.status == 64 && invalid.stderr.contains("on, off"))
        let unknown = try cli.run("settings", "get", "cues.volume")
        #expect(unknown.status == 64 && unknown.stderr.contains("cues.bell"))
        let all = try #require(try cli.json("settings", "list", "--json") as? [String: [String: Any]])
        #expect(all["cues.voice"]?["value"] as? String == "on" && all["cues.voice"]?["isDefault"] as? Bool == false)
        #expect(all["cues.bell"]?["isDefault"] as? Bool == true)
        #expect(try cli.run("settings", "set", "cues.voice", "default").status == 0)
        #expect(try cli.run("settings", "get", "cues.voice").stdout == "off\n")
    }

    @Test func pipedOutputHasNoColourAndDoctorReports() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("templates")
        #expect(!result.stdout.contains("\u{1B}["))
        var doctor = try #require(try cli.json("doctor", "--json") as? [String: Any])
        #expect(doctor["exists"] as? Bool == false, "doctor only inspects: it creates no database")
        #expect(!FileManager.default.fileExists(atPath: cli.databasePath))
        #expect(try cli.run("settings", "set", "cues.voice", "off").status == 0)
        doctor = try #require(try cli.json("doctor", "--json") as? [String: Any])
        #expect(doctor["integrity"] as? [String] == ["ok"])
        #expect((doctor["schema"] as? String)?.hasPrefix("v") == true)
    }

    @Test func chineseWhenTheLocaleAsks() throws {
        var cli = CommandLineRunner()
        cli.environment["LANG"] = "zh_CN.UTF-8"
        let result = try cli.run("plans", "create", "", "--sets", "0", "--work", "20", "--rest", "10")
        #expect(result.status == 64 && result.stderr.contains("计划无效"))
        cli.environment["INTERFIT_LANG"] = "en"
        #expect(try cli.run("plans", "show", "none").stderr.contains("No plan matches"))
    }

    @Test func helpHasExamplesAndUnknownCommandsExit64() throws {
        let cli = CommandLineRunner()
        for command in [["plans", "create"], ["plans", "export"], ["templates"], ["settings", "set"], ["doctor"]] {
            let help = try cli.run(command + ["--help"])
            #expect(help.status == 0 && help.stdout.contains("Example"), "\(command)")
        }
        #expect(try cli.run("bogus").status == 64)
    }
}
