import Testing

@testable import Train

/// The key table, whole: every key of the help, both cases, Esc, and keys that do nothing.
@Suite struct TrainKeyMapTests {
    @Test func everyKeyMapsToItsIntent() {
        let table: [(key: Character, intent: TrainIntent?)] = [
            (" ", .togglePause), ("n", .skip), ("N", .skip), ("p", .back), ("P", .back),
            ("+", .extendRest(seconds: 15)), ("=", .extendRest(seconds: 15)), ("r", .endRestEarly),
            ("R", .endRestEarly), ("e", .end), ("E", .end), ("q", .end), ("Q", .end), ("?", .toggleHelp),
            ("h", .toggleHelp), ("H", .toggleHelp), ("\u{1B}", .closeHelp), ("m", .toggleMusicMute),
            ("M", .toggleMusicMute), ("y", nil), ("Y", nil), ("x", nil), ("1", nil), ("\n", nil), ("é", nil),
            ("-", nil),
        ]
        for (key, intent) in table {
            #expect(TrainKeyMap.intent(for: key, questionPending: false) == intent, "key \(key.debugDescription)")
        }
    }

    @Test func whileAQuestionIsPendingYConfirmsAndAnyOtherKeyCancels() {
        #expect(TrainKeyMap.intent(for: "y", questionPending: true) == .confirm)
        #expect(TrainKeyMap.intent(for: "Y", questionPending: true) == .confirm)
        for key: Character in [" ", "n", "e", "q", "?", "\u{1B}", "x", "+", "\n"] {
            #expect(TrainKeyMap.intent(for: key, questionPending: true) == .cancel, "key \(key.debugDescription)")
        }
    }
}
