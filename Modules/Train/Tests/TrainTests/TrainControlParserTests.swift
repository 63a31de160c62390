import Testing

@testable import Train

/// Control lines as people type them, and what is not a command.
@Suite struct TrainControlParserTests {
    @Test func commandsAsAPersonTypesThem() {
        let accepted: [(line: String, intent: TrainIntent)] = [
            ("pause", .pause), ("PAUSE", .pause), ("  Pause \t", .pause), ("resume", .resume), ("skip", .skip),
            ("back", .back), ("end-rest", .endRestEarly), ("End Rest", .endRestEarly), ("endrest", .endRestEarly),
            ("end_rest", .endRestEarly), ("end", .end), (" E N D ", .end), ("extend 15", .extendRest(seconds: 15)),
            ("extend 20", .extendRest(seconds: 20)), ("+20", .extendRest(seconds: 20)),
            ("extend +20s", .extendRest(seconds: 20)), ("EXTEND 45 seconds", .extendRest(seconds: 45)),
            ("+ 90 sec", .extendRest(seconds: 90)), ("extend 1 second", .extendRest(seconds: 1)),
            ("extend 007", .extendRest(seconds: 7)), ("extend", .extendRest(seconds: 15)),
            ("+", .extendRest(seconds: 15)), ("extend 0", .extendRest(seconds: 0)),
            ("extend 601", .extendRest(seconds: 601)),
            ("extend 99999999999999999999999", .extendRest(seconds: Int.max)),
        ]
        for (line, intent) in accepted {
            #expect(TrainControlParser.parse(line) == .intent(intent), "\(line.debugDescription)")
        }
    }

    @Test func blankLinesAreIgnoredAndOthersAreUnknown() {
        for line in ["", "   ", "\t", "\r"] { #expect(TrainControlParser.parse(line) == .blank) }
        let unknown = [
            "dance", "extend -5", "extend five", "+20m", "extended 20", "pause now", "skip 2", "20", "exten 20",
            "end-rests", "extend ２０", "extend 20 minutes", "+s", "resume!", "?",
        ]
        for line in unknown { #expect(TrainControlParser.parse(line) == .unknown, "\(line.debugDescription)") }
    }

    @Test func linesMakeTheSameIntentsAsKeys() {
        let pairs: [(key: Character, line: String)] = [
            ("n", "skip"), ("p", "back"), ("+", "+"), ("r", "end-rest"), ("e", "end"),
        ]
        for (key, line) in pairs {
            #expect(
                TrainControlParser.parse(line)
                    == TrainKeyMap.intent(for: key, questionPending: false).map { .intent($0) },
                "\(key) / \(line)")
        }
    }
}
