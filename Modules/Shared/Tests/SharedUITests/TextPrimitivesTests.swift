import Foundation
import Shared
import Synchronization
import Testing

@testable import SharedUI

@Suite struct TextPrimitivesTests {
    @Test func widthCountsWideCharactersEmojiAndMarks() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("训练") == 4)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("👨‍👩‍👧") == 2, "a ZWJ family is one glyph")
        #expect(TextWidth.of("🇨🇳") == 2)
        #expect(TextWidth.of("❤️") == 2)
    }

    @Test func scalarsCountedOneByOneTakeTheColumnsOfTheirGrapheme() {
        // Every scalar the fast path counts, alone, after a letter, before a combining mark and an emoji selector.
        var checked = 0
        for value in UInt32(0x20)...0xFFFF {
            guard let width = TextWidth.simpleWidth(value), let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(width == TextWidth.columns(character), "U+\(String(value, radix: 16))")
            #expect(TextWidth.of("a" + String(scalar) + "█") == width + 2, "U+\(String(value, radix: 16))")
            #expect(
                TextWidth.of(String(scalar) + "\u{301}") == TextWidth.columns(Character(String(scalar) + "\u{301}")))
            #expect(
                TextWidth.of(String(scalar) + "\u{FE0F}") == TextWidth.columns(Character(String(scalar) + "\u{FE0F}")))
            checked += 1
        }
        #expect(checked > 20_000)
        let line = "██ ─┐ 训练：8×(20/10)，❚❚ ♪ é"
        #expect(TextWidth.of(line) == 29 && line.reduce(0) { $0 + TextWidth.columns($1) } == 29)
        #expect(TextWidth.of(line + " 👍🏽") == 32, "an emoji: grapheme by grapheme")
    }

    @Test func asciiTakesAColumnPerPrintableCharacterAndNoneForControls() {
        let printable = String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(TextWidth.of(printable) == printable.reduce(0) { $0 + TextWidth.columns($1) })
        #expect(TextWidth.of(printable) == 95)
        #expect(TextWidth.of("a\tb\u{7F}") == 2, "controls take no column")
        #expect(TextWidth.of("ab训") == 4, "one wide character leaves the ASCII path")
    }

    @Test func fitCutsWithAnEllipsisWithinTheWidth() {
        #expect(TextWidth.fit("Hello world", 20) == "Hello world")
        #expect(TextWidth.fit("Hello world", 8) == "Hello w…")
        #expect(TextWidth.fit("训练计划很长", 7) == "训练计…")
        #expect(TextWidth.of(TextWidth.fit("训练计划很长", 7)) <= 7)
    }

    @Test func wrapNeverBreaksWordsAndKeepsEveryWord() {
        let text = "Skip to the next segment? y = yes, any other key = no"
        let lines = TextWrap.lines(text, width: 40)
        #expect(lines == ["Skip to the next segment? y = yes, any", "other key = no"])
        #expect(lines.joined(separator: " ") == text)
        let chinese = TextWrap.lines("跳到下一阶段？y = 是，其他键 = 否", width: 12)
        #expect(chinese.allSatisfy { TextWidth.of($0) <= 12 })
        #expect(chinese.joined().replacingOccurrences(of: " ", with: "") == "跳到下一阶段？y=是，其他键=否")
        #expect(TextWrap.lines("a\nb", width: 10) == ["a", "b"])
    }

    @Test func repeatedRunsMatchTheStandardLibrarysRepeat() {
        for unit in [" ", "█", "░", "■", "中文", "e\u{301}", "👩‍👩‍👧"] {
            for count in [0, 1, 2, 3, 50] {
                let expected = String(repeating: unit, count: count)
                #expect(TextWidth.repeated(unit, count: count) == expected, "\(unit)×\(count)")
            }
        }
        #expect(TextWidth.repeated("█", count: -3) == "")
        #expect(TextWidth.repeated("", count: 5) == "")
        #expect(TextWidth.repeated("ab", count: Int.max) == "", "a size past the integers is nothing, not a trap")
    }

    @Test func runsAreEachRepeatedInTurn() {
        #expect(TextWidth.repeated([("[", 1), ("█", 3), ("░", 2), ("]", 1)]) == "[███░░]")
        #expect(TextWidth.repeated([("中", 2), ("x", 0), ("e\u{301}", 1), ("y", -4)]) == "中中e\u{301}")
        #expect(TextWidth.repeated([]) == "")
        #expect(TextWidth.repeated([("a", 1), ("bc", Int.max)]) == "", "a size past the integers: nothing, no trap")
        #expect(TextWidth.repeated([("ab", Int.max / 2), ("cd", Int.max / 2)]) == "", "nor is a sum past them")
    }

    @Test func bigDigitsScaleWithRoom() {
        #expect(BigDigits.render("1:05").count == 5)
        #expect(BigDigits.render("1:05", scale: 2).count == 10)
        #expect(BigDigits.width(of: "1:05", scale: 2) == 2 * BigDigits.width(of: "1:05"))
        #expect(BigDigits.scale(fitting: "1:05", width: 200, height: 40) == 4)
        #expect(BigDigits.scale(fitting: "1:05", width: 40, height: 6) == 1)
        #expect(BigDigits.scale(fitting: "1:05", width: 10, height: 6) == nil)
        #expect(BigDigits.render("1:05")[1] == " ██  ██ █  █ █   ")
        #expect(
            BigDigits.render("1:05", scale: 2)[2...3] == [
                "  ████    ████  ██    ██  ██      ", "  ████    ████  ██    ██  ██      ",
            ])
        for text in ["", "0", ":", "1:05", "59:59", "1:00:00", "x1y"] {
            for scale in 1...4 {
                let rows = BigDigits.render(text, scale: scale)
                #expect(BigDigits.width(of: text, scale: scale) == TextWidth.of(rows[0]), "\(text) at \(scale)")
                #expect(rows.allSatisfy { TextWidth.of($0) == TextWidth.of(rows[0]) })
            }
        }
    }

    @Test func jsonPrintsEmptyArraysAsBrackets() {
        #expect(JSONText.encode([String]()) == "[]")
        #expect(JSONText.encode(["a": [Int]()]) == "{\n  \"a\" : []\n}")
        #expect(JSONText.encode(["a": ["b": [String: Int]()]]) == "{\n  \"a\" : {\n    \"b\" : {}\n  }\n}")
        #expect(JSONText.encode(["x\n\ny"]) == "[\n  \"x\\n\\ny\"\n]")
    }

    @Test func sanitizingShowsEscapesInsteadOfObeyingThem() {
        #expect(TerminalText.sanitized("Legs") == "Legs")
        #expect(TerminalText.sanitized("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(TerminalText.sanitized("x\u{202E}y\u{7}") == "x\\u{202E}y\\u{7}")
    }

    @Test func stylesOnlyWhenAllowed() {
        #expect(TextStyle.forStream(isTTY: true, environment: [:]).isEnabled)
        #expect(!TextStyle.forStream(isTTY: true, environment: ["NO_COLOR": "1"]).isEnabled)
        #expect(!TextStyle.forStream(isTTY: true, environment: ["TERM": "dumb"]).isEnabled)
        #expect(!TextStyle.forStream(isTTY: false, environment: [:]).isEnabled)
        #expect(TextStyle.plain.bold("x") == "x")
    }

    @Test func tablesAlignByDisplayWidth() {
        let table = TextTable(headers: ["NAME", "SETS"], rows: [["训练", "8"], ["Legs", "10"]])
        #expect(table.render(style: .plain) == "NAME  SETS\n训练  8\nLegs  10")
    }

    @Test(arguments: AppLanguage.allCases)
    func sharedWordsExistInBothLanguages(language: AppLanguage) {
        let english = SharedUIStrings.catalog.keys(.english)
        #expect(english.count > 40, "a table that does not parse reads as empty")
        #expect(SharedUIStrings.catalog.keys(language) == english)
        #expect(SegmentKindText(language: .simplifiedChinese).name(.work) == "训练")
        #expect(SessionText(language: .english).status(.ended) == "ended early")
    }

    @Test func theCompiledInTablesReadInBothLanguages() {
        #expect(StringTable(SharedUIStrings.catalog, language: .simplifiedChinese)("kind.work") == "训练")
        #expect(StringTable(SharedUIStrings.catalog, language: .english)("kind.work") == "Work")
    }

    @Test func eachUnreadableRowIsWarnedAboutOnce() {
        let warnings = Mutex<[String]>([])
        let warn = RepositoryErrorText(language: .english).warningOnce { line in warnings.withLock { $0.append(line) } }
        let first = UnreadableRow(table: .session, id: "0123456789abcdef")
        warn(first)
        warn(UnreadableRow(table: .session, id: "fedcba9876543210"))
        warn(first)
        #expect(warnings.withLock { $0.count } == 2)
        #expect(
            warnings.withLock { $0 }
                == ["0123456789abcdef", "fedcba9876543210"].map {
                    "warning: skipped the session \($0), which cannot be read; the others are shown. "
                        + "See `interfit doctor --full`."
                })
    }

    @Test func issuesAndRepositoryErrorsNameTheFieldAndTheFix() {
        let issues = PlanIssueText(language: .english)
        #expect(
            issues.describe(PlanValidationIssue(field: .setsCount, problem: .outOfRange(allowed: 1...99, actual: 0)))
                == "--sets: must be between 1 and 99 (got 0).")
        #expect(
            issues.describe(PlanValidationIssue(field: .ratio, problem: .invalidRatio(.zeroWork)))
                == "--ratio: the work part must be at least 1 (a ratio of 0:R would leave nothing to train).")
        #expect(
            issues.duration(DurationText.ParseError(text: "-5", reason: .notADuration), option: "--work") == """
                --work: "-5" is not a duration.
                Fix: use a form such as 45, 45s, 2m, 1m30s, 1:30, 1h5m.
                """)
        let storage = RepositoryErrorText(language: .simplifiedChinese)
        #expect(
            storage.message(.notAFile(path: "/tmp/x", kind: .directory)) == """
                /tmp/x 是目录，不是数据库文件；未做任何改动。
                改法：用 --db（或 INTERFIT_DB）指向普通文件。
                """)
    }
}

@Suite struct JSONDateTests {
    @Test(arguments: [0.0, 1_800_000_000, 951_782_400, 4_102_444_799.9, 1_709_164_800, -86_400, 86_399.5])
    func matchesFoundationISO8601(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let formatter = ISO8601DateFormatter()
        #expect(JSONDate.text(date) == formatter.string(from: date))
    }
}
