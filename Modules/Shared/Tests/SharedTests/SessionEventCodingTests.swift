import Foundation
import Testing

@testable import Shared

/// The JSON of session events, written by hand, is the form the compiler's synthesized coding gave them.
/// 手写的会话事件 JSON 与编译器合成的编码形式一致。
struct SessionEventCodingTests {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// Every kind and the exact text the synthesized `Codable` wrote for it (journals and bundles hold it).
    private static let forms: [(SessionEvent.Kind, String)] = [
        (.started, #"{"started":{}}"#), (.segmentChanged(index: 3), #"{"segmentChanged":{"index":3}}"#),
        (.paused(reason: .interruption), #"{"paused":{"reason":"interruption"}}"#), (.resumed, #"{"resumed":{}}"#),
        (.skipped(fromIndex: 4), #"{"skipped":{"fromIndex":4}}"#),
        (.wentBack(fromIndex: -1), #"{"wentBack":{"fromIndex":-1}}"#),
        (.restExtended(seconds: 15), #"{"restExtended":{"seconds":15}}"#),
        (.restEndedEarly(index: 7), #"{"restEndedEarly":{"index":7}}"#),
        (.degraded(reason: "audio «中» \"x\""), #"{"degraded":{"reason":"audio «中» \"x\""}}"#),
        (.recovered, #"{"recovered":{}}"#), (.completed, #"{"completed":{}}"#), (.ended, #"{"ended":{}}"#),
    ]

    @Test func eachKindIsWrittenAndReadInItsForm() throws {
        for (kind, text) in Self.forms {
            #expect(String(decoding: try Self.encoder.encode(kind), as: UTF8.self) == text)
            #expect(try JSONDecoder().decode(SessionEvent.Kind.self, from: Data(text.utf8)) == kind, "\(text)")
        }
        let event = SessionEvent(t: 1.5, kind: .segmentChanged(index: 2))
        #expect(
            String(decoding: try Self.encoder.encode(event), as: UTF8.self)
                == #"{"kind":{"segmentChanged":{"index":2}},"t":1.5}"#)
    }

    @Test func readingKeepsTheSynthesizedRules() throws {
        func read(_ text: String) -> SessionEvent.Kind? {
            try? JSONDecoder().decode(SessionEvent.Kind.self, from: Data(text.utf8))
        }
        // Keys naming no kind are ignored, as the synthesized coding ignored them; exactly one kind must remain.
        #expect(read(#"{"started":{},"later":1}"#) == .started)
        #expect(read(#"{"index":1,"started":{}}"#) == .started)
        #expect(read(#"{"segmentChanged":{"index":3,"extra":true}}"#) == .segmentChanged(index: 3))
        #expect(read(#"{"started":{},"ended":{}}"#) == nil)
        #expect(read(#"{}"#) == nil)
        #expect(read(#"{"nothing":{}}"#) == nil)
        #expect(read(#"{"started":1}"#) == nil)
        #expect(read(#"{"segmentChanged":{}}"#) == nil)
        #expect(read(#"{"segmentChanged":{"index":"3"}}"#) == nil)
        #expect(read(#"{"paused":{"reason":"nap"}}"#) == nil)
        #expect(read(#""started""#) == nil)
    }
}
