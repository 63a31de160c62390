import Foundation
import Testing

@testable import InterfitCLI
@testable import SharedUI

/// Chinese without English (issue 19): every `--help` and every usage error through the real binary, and each of
/// ArgumentParser's sentences said again in both languages.
@Suite struct ChineseCommandLineTests {
    /// A runner whose binary speaks Chinese at 80 columns.
    private func chinese(columns: Int = 80) -> CommandLineRunner {
        var cli = CommandLineRunner()
        cli.environment["INTERFIT_LANG"] = "zh"
        cli.environment["COLUMNS"] = String(columns)
        return cli
    }

    /// Every command's path (root first), from the binary's own `--experimental-dump-help`.
    private func commandPaths(_ cli: CommandLineRunner) throws -> [[String]] {
        let dump = try cli.run("--experimental-dump-help")
        let root = try JSONDecoder().decode(CommandDescription.Tool.self, from: Data(dump.stdout.utf8)).command
        func walk(_ command: CommandDescription, _ path: [String]) -> [[String]] {
            let children = (command.subcommands ?? []).filter { $0.commandName != "help" }
            return [path] + children.flatMap { walk($0, path + [$0.commandName]) }
        }
        return walk(root, [])
    }

    /// The English left in Chinese output: sentences (two English words in a row) and ArgumentParser's own words.
    /// Flag names, values, placeholders, quoted or code text, paths and example command lines are not English.
    static func english(in output: String) -> [String] {
        var found: [String] = []
        let leftovers = [
            "OVERVIEW", "USAGE", "ARGUMENTS", "OPTIONS", "SUBCOMMANDS", "Usage:", "Error:", "Help:", "<subcommand>",
            "<options>", "(default", "(values", "See '", "Did you mean", "Unknown", "Missing", "invalid",
        ]
        // The indentation of the example command line being read, whose wrapped lines go deeper.
        var command: Int?
        for line in output.split(separator: "\n").map(String.init) {
            found += leftovers.filter { line.contains($0) }.map { "\($0) in: \(line)" }
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if ["interfit ", "(", "curl ", "gunzip ", "printf "].contains(where: { trimmed.hasPrefix($0) }) {
                command = indent
                continue
            }
            if let command, indent > command { continue }
            command = nil
            var text = line
            // A usage line is a command line from `interfit` on.
            if let start = text.range(of: "interfit ") { text = String(text[..<start.lowerBound]) }
            for pattern in [
                #"`[^`]*`"#, #"'[^']*'"#, #""[^"]*""#, #"“[^”]*”"#, #"<[^>]*>"#, #"\$[A-Z_]+[^\s，。）]*"#,
                #"--?[A-Za-z][\w-]*(=\S*)?"#, #"[\w.-]*/[\w./-]+"#, #"\b(zsh|bash|fish)\b"#,
            ] {
                text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
            }
            if let sentence = text.range(of: #"[A-Za-z]{2,}( [A-Za-z]{2,})+"#, options: .regularExpression) {
                found.append("\(text[sentence]) in: \(line)")
            }
        }
        return found
    }

    @Test func theDetectorFindsWhatArgumentParserWouldHaveSaid() {
        #expect(!Self.english(in: "OVERVIEW: 终端里的计时器").isEmpty)
        #expect(!Self.english(in: "  --version               Show the version.").isEmpty)
        #expect(!Self.english(in: "interfit: 值 'abc' 不能用于 '--work <duration>'：is not a duration").isEmpty)
        #expect(
            Self.english(in: "  interfit start tabata --events ndjson | jq -c 'select(.type == \"segment\")'").isEmpty)
        #expect(Self.english(in: "用法：interfit plans create [<选项>] <name>").isEmpty)
        #expect(Self.english(in: "要使用的数据库文件（默认：$INTERFIT_DB，否则 $XDG_DATA_HOME/interfit/interfit.sqlite）。").isEmpty)
    }

    @Test func everyCommandsHelpIsChineseAtEightyAndFortyColumns() throws {
        let paths = try commandPaths(chinese())
        #expect(paths.count > 25, "found every command: \(paths)")
        for columns in [80, 40] {
            let cli = chinese(columns: columns)
            for path in paths {
                let help = try cli.run(path + ["--help"])
                #expect(help.status == 0 && help.stderr.isEmpty, "\(path): \(help.stderr)")
                #expect(help.stdout.hasPrefix(path.isEmpty ? "概述：" : "概述："), "\(path)")
                #expect(
                    Self.english(in: help.stdout).isEmpty, "\(path) at \(columns): \(Self.english(in: help.stdout))")
                for line in help.stdout.split(separator: "\n") where TextWidth.of(String(line)) > columns {
                    // Only an unbreakable word (a path, a custom usage line) may stand out of the page.
                    let trimmed = String(line.drop { $0 == " " })
                    #expect(TextWrap.tokens(trimmed).count == 1, "\(path) at \(columns): \(line)")
                }
            }
        }
    }

    @Test func helpAsACommandAndAGroupAloneAreChineseToo() throws {
        let cli = chinese()
        for arguments in [["help"], ["help", "plans", "create"], [], ["plans", "help"], ["-h"], ["history", "-h"]] {
            let run = try cli.run(arguments)
            #expect(Self.english(in: run.stdout + run.stderr).isEmpty, "\(arguments): \(run.stdout + run.stderr)")
        }
        #expect(try cli.run("help", "plans", "create").stdout == (try cli.run("plans", "create", "--help")).stdout)
    }

    @Test func aChineseLocaleWithoutInterfitLangSpeaksChinese() throws {
        var cli = CommandLineRunner()
        cli.environment["LANG"] = "zh_CN.UTF-8"
        cli.environment["COLUMNS"] = "80"
        let help = try cli.run("stats", "--help")
        #expect(help.stdout.hasPrefix("概述：以条形图显示每周训练次数与有效分钟"))
        let refused = try cli.run("stats", "--weeks")
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("interfit: '--weeks <weeks>' 缺少取值。\n"), "\(refused.stderr)")
    }

    /// Bad command lines, each a different sentence of ArgumentParser's: exit 64, Chinese only.
    static let badCommandLines: [[String]] = [
        ["start", "--work", "abc"], ["start", "--work"], ["strat"], ["plans", "lsit"], ["start", "--sest", "3"],
        ["start", "--hepl"], ["plans", "create"], ["start", "--no-tui=3"], ["templates", "extra"],
        ["templates", "a", "b"], ["history", "--json", "--csv"], ["start", "--voice-lang", "xx"],
        ["plans", "create", "x", "--intensity", "x"], ["recover", "bogus"], ["history", "shwo", "1a"],
        ["--generate-completion-script", "tcsh"], ["backup", "import", "f", "--merge", "--replace"],
        ["backup", "import", "f"], ["history", "--limit", "x"], ["stats", "--weeks", "0"], ["start", "--cues", "x"],
        ["plans", "create", "Legs", "--ratio", "0:1"], ["--dbb", "x", "start"], ["start", "-x"], ["---x"],
        ["settings", "set"], ["history", "show"], ["plans", "export"], ["stat"], ["histroy", "--limit", "5"],
    ]

    @Test(arguments: badCommandLines)
    func aBadCommandLineIsRefusedInChinese(arguments: [String]) throws {
        let run = try chinese().run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("interfit: "), "\(arguments): \(run.stderr)")
        #expect(Self.english(in: run.stderr).isEmpty, "\(arguments): \(Self.english(in: run.stderr))")
    }

    @Test func aMistypedCommandOrOptionGetsASuggestionInBothLanguages() throws {
        let zh = chinese()
        var en = CommandLineRunner()
        en.environment["COLUMNS"] = "80"
        let cases: [(arguments: [String], english: String, chinese: String)] = [
            (
                ["strat"], "interfit: 'strat' is not a command of 'interfit'. Did you mean 'start'?",
                "interfit: 'strat' 不是 'interfit' 的子命令。你是不是想输入 'start'？"
            ),
            (
                ["plans", "lsit"], "interfit: 'lsit' is not a command of 'interfit plans'. Did you mean 'list'?",
                "interfit: 'lsit' 不是 'interfit plans' 的子命令。你是不是想输入 'list'？"
            ),
            (
                ["start", "--sest", "3"], "interfit: Unknown option '--sest'. Did you mean '--sets' or '--rest'?",
                "interfit: 未知选项 '--sest'。你是不是想输入 '--sets' 或 '--rest'？"
            ),
            (
                ["stat"], "interfit: 'stat' is not a command of 'interfit'. Did you mean 'start' or 'stats'?",
                "interfit: 'stat' 不是 'interfit' 的子命令。你是不是想输入 'start' 或 'stats'？"
            ),
        ]
        for (arguments, english, chineseLine) in cases {
            let inEnglish = try en.run(arguments)
            let inChinese = try zh.run(arguments)
            #expect(inEnglish.status == 64 && inChinese.status == 64)
            #expect(inEnglish.stderr.split(separator: "\n").first.map(String.init) == english)
            #expect(inChinese.stderr.split(separator: "\n").first.map(String.init) == chineseLine)
        }
        #expect(
            try zh.run("plans", "lsit").stderr == """
                interfit: 'lsit' 不是 'interfit plans' 的子命令。你是不是想输入 'list'？
                用法：interfit plans [--db <path>] [--recent] [--favorites] [--all] [--archived]
                        [--json]
                      interfit plans <子命令>
                  更多信息请查看 'interfit plans --help'。

                """)
        #expect(
            try en.run("start", "--work", "abc").stderr == """
                interfit: The value 'abc' is invalid for '--work <duration>': "abc" is not a duration.
                Fix: use a form such as 45, 45s, 2m, 1m30s, 1:30, 1h5m.
                Help: --work <duration>  Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).
                Usage: interfit start [<options>] [<plan>]
                  See 'interfit start --help' for more information.

                """)
    }

    /// One English sentence of each shape ArgumentParser 1.8.2 can say, and how it reads in English and Chinese.
    static let sentences: [(english: String, en: String, zh: String)] = [
        (
            "Unknown option '--foo'\n   or: Missing value for '-f <n>' in '-foo'",
            "Unknown option '--foo'.\n   or: missing value for '-f <n>' in '-foo'.",
            "未知选项 '--foo'。\n   或者：'-f <n>' 缺少取值（在 '-foo' 中）。"
        ),
        (
            "Missing value for '--work <duration>'", "Missing value for '--work <duration>'.",
            "'--work <duration>' 缺少取值。"
        ),
        (
            "The option '--json' does not take any value, but 'x' was specified.",
            "The option '--json' takes no value, but 'x' was given.", "选项 '--json' 不接受取值，却给了 'x'。"
        ),
        ("Unexpected argument 'x'", "Unexpected argument 'x'.", "多余的参数 'x'。"),
        ("2 unexpected arguments: 'a', 'b'", "2 unexpected arguments: 'a', 'b'.", "2 个多余的参数：'a'、'b'。"),
        (
            "Value to be set with flag '--csv' had already been set with flag '--json'",
            "'--csv' cannot be used with '--json'.", "'--csv' 不能与 '--json' 同时使用。"
        ),
        (
            "Value to be set with flag 'c' in '-abc' had already been set with flag '-c'",
            "'c' (in '-abc') cannot be used with '-c'.", "'c'（在 '-abc' 中） 不能与 '-c' 同时使用。"
        ),
        (
            "Value to be set with position 1 had already been set with position 0",
            "position 1 cannot be used with position 0.", "位置 1 不能与 位置 0 同时使用。"
        ),
        (
            "No value set for non-argument var x. Replace with a static variable, or let constant.",
            "Internal error: x is not an argument (make it a static variable or a constant).",
            "内部错误：x 不是参数（请改为静态变量或常量）。"
        ),
        ("Missing expected argument '<name>'", "Missing expected argument '<name>'.", "缺少必需的参数 '<name>'。"),
        (
            "Missing one of: '--merge', '--replace'", "Missing one of: '--merge' or '--replace'.",
            "缺少以下之一：'--merge' 或 '--replace'。"
        ),
        (
            "The value 'x' is invalid for '--work <duration>': not a duration",
            "The value 'x' is invalid for '--work <duration>': not a duration",
            "值 'x' 不能用于 '--work <duration>'：not a duration"
        ),
        (
            "The value 'x' is invalid for '--mode <mode>'. Please provide one of the following:\n  - a\n  - b",
            "The value 'x' is invalid for '--mode <mode>'. Give one of:\n  - a\n  - b",
            "值 'x' 不能用于 '--mode <mode>'。请给出以下之一：\n  - a\n  - b"
        ),
        (
            "The value 'x' is invalid for '--lang <lang>'. Please provide one of 'en' and 'zh'.",
            "The value 'x' is invalid for '--lang <lang>'. Give one of 'en' or 'zh'.",
            "值 'x' 不能用于 '--lang <lang>'。请给出 'en' 或 'zh'。"
        ),
        (
            "The value 'x' is invalid for '<action>'. Please provide one of 'list', 'end' or 'discard'.",
            "The value 'x' is invalid for '<action>'. Give one of 'list', 'end' or 'discard'.",
            "值 'x' 不能用于 '<action>'。请给出 'list'、'end' 或 'discard'。"
        ),
        ("The value 'x' is invalid for '--n <n>'", "The value 'x' is invalid for '--n <n>'.", "值 'x' 不能用于 '--n <n>'。"),
        ("The value 'x' is invalid.: too big", "The value 'x' is invalid: too big", "值 'x' 无效：too big"),
        (
            "The value 'x' is invalid.. Please provide one of the following:\n  - a",
            "The value 'x' is invalid. Give one of:\n  - a", "值 'x' 无效。请给出以下之一：\n  - a"
        ),
        (
            "The value 'x' is invalid.. Please provide one of 'a' and 'b'.",
            "The value 'x' is invalid. Give one of 'a' or 'b'.", "值 'x' 无效。请给出 'a' 或 'b'。"
        ),
        ("The value 'x' is invalid.", "The value 'x' is invalid.", "值 'x' 无效。"),
        ("Invalid option: ---x", "Invalid option: ---x.", "无效的选项：---x。"),
        ("Missing required subcommand.", "A subcommand is missing.", "缺少子命令。"),
        (
            "Command 'plans' is not a parent of the current command.",
            "The command 'plans' is not a parent of this command.", "命令 'plans' 不是当前命令的上级命令。"
        ),
        (
            "Internal error. Parsing command-line arguments hit unimplemented code path.",
            "Internal error while reading the command line.", "读取命令行时出现内部错误。"
        ),
        (
            "Internal error. Invalid state while parsing command-line arguments.",
            "Internal error while reading the command line.", "读取命令行时出现内部错误。"
        ),
        (
            "Can't autodetect a supported shell.\nPlease use --generate-completion-script=<shell> with one of:\n    zsh bash fish",
            "Cannot tell which shell this is.\nUse --generate-completion-script=<shell> with one of:\n    zsh bash fish",
            "无法判断所用的 shell。\n请使用 --generate-completion-script=<shell>，可选：\n    zsh bash fish"
        ),
        (
            "Can't generate completion scripts for 'tcsh'.\nPlease use --generate-completion-script=<shell> with one of:\n    zsh bash fish",
            "Cannot write completions for 'tcsh'.\nUse --generate-completion-script=<shell> with one of:\n    zsh bash fish",
            "无法为 'tcsh' 生成补全脚本。\n请使用 --generate-completion-script=<shell>，可选：\n    zsh bash fish"
        ),
        ("Unknown option '--sest'", "Unknown option '--sest'.", "未知选项 '--sest'。"),
        (
            "Unknown option '--hepl'. Did you mean '--help'?", "Unknown option '--hepl'. Did you mean '--help'?",
            "未知选项 '--hepl'。你是不是想输入 '--help'？"
        ),
    ]

    @Test func eachOfArgumentParsersSentencesIsSaidInBothLanguages() {
        let command = CommandDescription(name: "interfit")
        var withHelp = command
        withHelp.arguments = [
            try! JSONDecoder().decode(
                CommandDescription.Argument.self,
                from: Data(
                    #"{"kind":"flag","shouldDisplay":true,"isOptional":true,"isRepeating":false,"names":[{"kind":"long","name":"help"}]}"#
                        .utf8))
        ]
        for (english, en, zh) in Self.sentences {
            #expect(HelpText.said(english, command: withHelp, language: .english) == en, "\(english)")
            #expect(HelpText.said(english, command: withHelp, language: .simplifiedChinese) == zh, "\(english)")
        }
        #expect(HelpText.said("“abc”不是时长。", command: command, language: .english) == "“abc”不是时长。", "our own text")
    }

    @Test func aHugeValueInASentenceIsReadInTimeLinearInItsLength() {
        // Each hole once tried every character as its end: 26 s (release) for a 120 KB value said twice.
        let word = String(repeating: "a", count: 30_000)
        let english = "The value '\(word)' is invalid for '--sets <sets>': \"\(word)\" is not an integer."
        let began = ContinuousClock.now
        let parts = HelpText.match(english, "The value '%@' is invalid for '%@': %@")
        #expect(parts == [word, "--sets <sets>", "\"\(word)\" is not an integer."])
        let said = HelpText.said(english, command: CommandDescription(name: "start"), language: .simplifiedChinese)
        #expect(said.contains(word) && !said.hasPrefix("The value"), "said in Chinese")
        #expect(ContinuousClock.now - began < .seconds(10), "linear in the sentence's length")
    }

    @Test func everyShapeIsTestedAndEverySentenceOfTheParserInUseHasAShape() throws {
        // Each shape of the table has a sample above (a new shape needs one); flags and positions are parts of one.
        for (shape, _) in HelpText.parserSentences where !shape.hasPrefix("flag ") && !shape.hasPrefix("position ") {
            #expect(Self.sentences.contains { HelpText.match($0.english, shape) != nil }, "no sample for: \(shape)")
        }
        // The literal parts of every sentence ArgumentParser's ErrorMessageGenerator says appear in a shape, so a
        // reworded or new sentence in another release fails here instead of reaching a Chinese user in English.
        let source = try String(contentsOf: Self.argumentParserSource("Usage/UsageGenerator.swift"), encoding: .utf8)
        let start = try #require(source.range(of: "struct ErrorMessageGenerator"))
        let end = try #require(
            source.range(of: "extension ArgumentDefinition {", range: start.upperBound..<source.endIndex))
        var generator = source[start.upperBound..<end.lowerBound].split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }.joined(separator: "\n")
        // `<\(v)>` is a value name in angle brackets: the shape's %@ holds the brackets too.
        generator = generator.replacingOccurrences(of: #"<(\\\([^)]*\))>"#, with: "$1", options: .regularExpression)
        let shapes = (HelpText.parserSentences.map(\.shape) + HelpText.unknownOptionShapes).joined(separator: "\n")
        var pieces: [String] = []
        // Multi-line literals, their lines without the source's indentation, up to the first interpolation.
        for block in generator.matches(of: /"""\n((?:.|\n)*?)"""/) {
            let text = String(block.output.1)
            for line in text.split(separator: "\n") {
                let literal = line.trimmingCharacters(in: .whitespaces)
                pieces += literal.split(separator: /\\\(.*/).map(String.init)
            }
        }
        generator = generator.replacingOccurrences(
            of: #"\"\"\"\n(?:.|\n)*?\"\"\""#, with: "", options: .regularExpression)
        for match in generator.matches(of: /"((?:[^"\\]|\\.)*)"/) {
            pieces += String(match.output.1).split(separator: /\\\([^)]*\)/).map(String.init)
        }
        let literals = pieces.map {
            $0.replacingOccurrences(of: "\\'", with: "'").replacingOccurrences(of: "\\n", with: "\n")
        }.filter { $0.count >= 6 && $0.contains(where: \.isLetter) }
        #expect(literals.count > 15, "read the generator's sentences: \(literals)")
        let missing = literals.filter { !shapes.contains($0) }
        #expect(missing.isEmpty, "sentences of ArgumentParser with no shape in HelpText.parserSentences: \(missing)")
    }

    /// A file of the swift-argument-parser checkout this package builds with.
    static func argumentParserSource(_ path: String) throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".build") }
        for folder in [".build"] + folders.sorted() {
            let file = root.appendingPathComponent(
                folder + "/checkouts/swift-argument-parser/Sources/ArgumentParser/" + path)
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
}
