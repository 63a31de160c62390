import Foundation
import TestSupport
import Testing

@testable import InterfitCLI

/// The `interfit` binary copied alone to an empty folder runs every kind of command, in English and in Chinese.
@Suite struct SelfContainedBinaryTests {
    /// The language setting and the words each run must print in it.
    struct Language: Sendable, CustomTestStringConvertible {
        let setting: String
        let abstract: String
        let templates: String
        let created: String
        let plansHeader: String
        let never: String
        let workout: String
        let summary: String
        var testDescription: String { setting }
    }

    static let languages = [
        Language(
            setting: "en", abstract: "An interval-training timer for the terminal (HIIT, Tabata, running intervals).",
            templates: """
                ID        NAME               SUMMARY
                hiit      HIIT starter       10×(1:30/30) = 19:30
                tabata    Tabata             8×(20/10) = 3:50
                running   Running intervals  10×(2:00/1:00) = 29:00
                strength  Strength rest      10×(2:00/30) = 24:30
                stretch   Stretch & recover  6×(1:30/30) = 11:30

                Start one with: interfit start tabata

                """,
            created: "Created Legs — 2×(20/10) = 0:50 (id ",
            plansHeader: "ID        NAME  SUMMARY           LAST USED  FLAGS",
            never: "never",
            workout: """
                0:00   Quick workout — 1×(10/0) = 0:10
                0:00   ■ Work · set 1/1 · 0:10
                0:00   ■ ended early

                """,
            summary: """
                Quick workout — ended early
                  Active time  0:00
                  Sets         0 / 1

                """),
        Language(
            setting: "zh", abstract: "终端里的间歇训练计时器（HIIT、Tabata、跑步间歇）。",
            templates: """
                编号      名称       摘要
                hiit      HIIT 入门  10×(1:30/30) = 19:30
                tabata    Tabata     8×(20/10) = 3:50
                running   跑步间歇   10×(2:00/1:00) = 29:00
                strength  力量间歇   10×(2:00/30) = 24:30
                stretch   拉伸恢复   6×(1:30/30) = 11:30

                开始训练：interfit start tabata

                """,
            created: "已创建 Legs — 2×(20/10) = 0:50（编号 ", plansHeader: "编号      名称  摘要              上次使用  标记",
            never: "从未",
            workout: """
                0:00   快速训练——1×(10/0) = 0:10
                0:00   ■ 训练 · 第 1/1 组 · 0:10
                0:00   ■ 提前结束

                """,
            summary: """
                快速训练 — 提前结束
                  有效时长  0:00
                  组数      0 / 1

                """),
    ]

    @Test func theBinaryNamesNoResourceBundle() throws {
        let bytes = try Data(contentsOf: CommandLineRunner.executable)
        // SwiftPM's bundle accessor embeds `<Package>_<Target>.resources`; GRDB's holds only its privacy manifest
        // and GRDB never reads it (a debug build keeps the unused accessor, a release build drops it).
        var found: Set<String> = []
        let suffix = Data(".resources".utf8)
        let isNamePart = { (byte: UInt8) in
            byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte)
        }
        var from = bytes.startIndex
        while let hit = bytes.range(of: suffix, in: from..<bytes.endIndex) {
            var first = hit.lowerBound
            while first > bytes.startIndex, isNamePart(bytes[first - 1]) { first -= 1 }
            let name = String(decoding: bytes[first..<hit.lowerBound], as: UTF8.self)
            if name.contains("_") { found.insert(name + ".resources") }
            from = hit.upperBound
        }
        #expect(found.subtracting(["GRDB_GRDB.resources"]) == [])
    }

    @Test(arguments: languages)
    func everyKindOfCommandRunsFromAnEmptyFolder(language: Language) throws {
        let alone = try AloneBinary()
        let run = { (arguments: [String], input: String?) in
            try alone.run(arguments, language: language.setting, input: input)
        }

        let version = try run(["--version"], nil)
        #expect(version.status == 0)
        #expect(version.stdout == InterfitCommand.configuration.version + "\n")
        #expect(version.stderr == "")

        let help = try run(["--help"], nil)
        #expect(help.status == 0)
        // The heading before the abstract belongs to ArgumentParser (being translated elsewhere), and the
        // paragraph wraps at the width: compare the first paragraph's end, white space left out.
        let overview = help.stdout.components(separatedBy: "\n\n").first ?? ""
        #expect(
            overview.filter { !$0.isWhitespace }.hasSuffix(language.abstract.filter { !$0.isWhitespace }),
            "\(help.stdout)")
        #expect(help.stderr == "")

        let templates = try run(["templates"], nil)
        #expect(templates.status == 0)
        #expect(templates.stdout == language.templates)
        #expect(templates.stderr == "")

        let created = try run(["plans", "create", "Legs", "--sets", "2", "--work", "20", "--rest", "10"], nil)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.hasPrefix(language.created), "\(created.stdout)")
        let id = String(created.stdout.dropFirst(language.created.count).prefix(8))
        #expect(id.count == 8 && id.allSatisfy(\.isHexDigit), "\(created.stdout)")
        let closing = language.setting == "zh" ? "）。\n" : ").\n"
        #expect(created.stdout == language.created + id + closing)

        let plans = try run(["plans", "list"], nil)
        #expect(plans.status == 0)
        #expect(plans.stdout == language.plansHeader + "\n" + "\(id)  Legs  2×(20/10) = 0:50  \(language.never)\n")
        #expect(plans.stderr == "")

        let workout = try run(
            ["start", "--sets", "1", "--work", "10", "--rest", "0", "--no-tui", "--cues", "none"], "end\n")
        #expect(workout.status == 0)
        #expect(workout.stdout == language.workout + language.summary)
        #expect(workout.stderr == "")

        let events = try run(
            ["start", "--sets", "1", "--work", "10", "--rest", "0", "--cues", "none", "--events", "ndjson"], "end\n")
        #expect(events.status == 0)
        let types = events.stdout.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["type"] as? String
        }
        #expect(types == ["started", "segment", "cue", "ended"], "\(events.stdout)")
        #expect(events.stderr == language.summary, "the human summary goes to stderr")
    }
}

/// A copy of the built `interfit` alone in a fresh folder, run from there with a scratch database and state.
/// 单独复制到新文件夹的 `interfit`，在那里以临时数据库与状态目录运行。
private struct AloneBinary {
    private let scratch = ScratchFolder("alone")
    private let binary: String
    /// The folder the build put the binary in, hidden from the copy when a mount namespace can be made.
    private let buildFolder: String

    init() throws {
        let binary = scratch.path + "/bin/interfit"
        self.binary = binary
        buildFolder = CommandLineRunner.executable.resolvingSymlinksInPath().deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: scratch.path + "/bin", withIntermediateDirectories: true)
        // Written through a close-on-exec descriptor: a child spawned meanwhile by a parallel test must not hold
        // it open, or exec fails with ETXTBSY.
        let bytes = try Data(contentsOf: CommandLineRunner.executable)
        let descriptor = open(binary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: binary]) }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: binary]) }
                offset += written
            }
        }
    }

    /// True when `unshare` can give a child its own mount namespace (to hide the build folder from it).
    static let canHide: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
            let probe = try? Spawn(["/usr/bin/unshare", "-r", "-m", "/bin/true"])
        else { return false }
        return probe.wait() == 0
    }()

    /// Runs the copy with `arguments` from the scratch folder, a bare `PATH` and `INTERFIT_LANG=language`.
    func run(_ arguments: [String], language: String, input: String?) throws -> CommandLineRunner.Result {
        // Started from the scratch folder; where possible the build folder is covered by an empty tmpfs, so a
        // binary that still looked for resource bundles there (as SwiftPM's accessor does) would die.
        let script = #"if [ -n "$1" ]; then mount -t tmpfs tmpfs "$1" || exit 125; fi; cd "$2" && shift 2 && exec "$@""#
        let launcher = Self.canHide ? ["/usr/bin/unshare", "-r", "-m", "/bin/sh"] : ["/bin/sh"]
        let command =
            launcher + [
                "-c", script, "sh", Self.canHide ? buildFolder : "", scratch.path, binary, "--db",
                scratch.path + "/interfit.sqlite",
            ]
            + arguments
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_STATE_HOME": scratch.path + "/state",
            "LANG": "C.UTF-8", "INTERFIT_LANG": language,
        ]
        let spawned = try Spawn(command, environment: environment, input: input)
        let status = spawned.wait()
        return CommandLineRunner.Result(status: status, stdout: spawned.output, stderr: spawned.errorOutput)
    }
}
