import Foundation
import Shared
import Testing

@Suite struct PlanExchangeDuplicateKeyTests {
    private func decode(_ json: String) -> PlanFileError? {
        do {
            _ = try PlanExchangeDocument.decode(Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aKeyTwiceInOneObjectIsRefusedNamingIt() {
        let twice = #"{"formatVersion":1,"name":"Legs","setsCount":8,"workSeconds":20,"setsCount":99}"#
        guard case .unreadable(.duplicateKey("setsCount")) = decode(twice) else {
            Issue.record("not refused: \(String(describing: decode(twice)))")
            return
        }
        let escaped = #"{"formatVersion":1,"name":"Legs","setsCount":8,"workSeconds":20,"\u006eame":"Other"}"#
        guard case .unreadable(.duplicateKey("name")) = decode(escaped) else {
            Issue.record("an escaped duplicate was not refused: \(String(describing: decode(escaped)))")
            return
        }
    }

    @Test func equalKeysInDifferentObjectsAndStringsThatLookLikeKeysAreFine() {
        let fine = #"""
            {"formatVersion":1,"name":"a \"name\": x","setsCount":8,"workSeconds":20,"restSeconds":10,
             "music":{"strategy":"cycle","work":[{"source":"local","reference":"/a","mode":"continue"},
             {"source":"local","reference":"/b","mode":"continue"}],"rest":[]}}
            """#
        #expect(decode(fine) == nil)
        #expect(JSONDuplicateKeys.first(in: Data(#"{"a":{"b":1,"b":2}}"#.utf8)) == "a.b")
        #expect(JSONDuplicateKeys.first(in: Data(#"[{"a":1},{"a":2}]"#.utf8)) == nil)
    }
}
