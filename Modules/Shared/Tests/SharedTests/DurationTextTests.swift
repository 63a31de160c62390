import Testing

@testable import Shared

@Suite struct DurationTextTests {
    @Test(arguments: [
        ("45", 45), ("45s", 45), ("2m", 120), ("1m30s", 90), ("1:30", 90), ("0", 0), ("1h5m", 3900),
        ("1:02:03", 3723), (" 20 ", 20), ("10M", 600),
    ])
    func parsesAcceptedForms(text: String, seconds: Int) throws {
        #expect(try DurationText.parse(text) == seconds)
    }

    @Test(arguments: ["", "abc", "-5", "1:", "m", "30s2m", "1m1m", "1.5m", "2x", "1:2:3:4", "+5", "٣"])
    func rejectsOtherText(text: String) {
        #expect(throws: DurationText.ParseError(text: text, reason: .notADuration)) { try DurationText.parse(text) }
    }

    @Test(arguments: ["1:60", "1:70", "1m90s", "1h60m", "2h5m60s", "0:100"])
    func refusesMinutesOrSecondsOfSixtyAfterALargerUnit(text: String) {
        #expect(throws: DurationText.ParseError(text: text, reason: .componentTooLarge)) {
            try DurationText.parse(text)
        }
    }

    @Test(arguments: [
        "153722867280912931m", "9223372036854775807", "99999999999999999999999", "101h", "9223372036854775807:00",
        "400000", String(repeating: "9", count: 40),
    ])
    func hugeValuesAreRefusedNotTrapped(text: String) {
        #expect(throws: DurationText.ParseError(text: text, reason: .tooLarge)) { try DurationText.parse(text) }
    }

    @Test func sixtyAloneIsFine() throws {
        #expect(try DurationText.parse("90s") == 90)
        #expect(try DurationText.parse("90m") == 5400)
        #expect(try DurationText.parse("100h") == DurationText.maximumSeconds)
    }

    @Test func formatsCompactAndClock() {
        #expect(DurationText.compact(20) == "20")
        #expect(DurationText.compact(90) == "1:30")
        #expect(DurationText.clock(230) == "3:50")
        #expect(DurationText.clock(5) == "0:05")
        #expect(DurationText.clock(3723) == "1:02:03")
    }
}
