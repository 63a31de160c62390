import Shared
import Testing

@testable import Terminal

/// The bytes a terminal sends, decoded into the keys a person pressed; frames rewritten line by line.
@Suite struct KeyPressDecoderTests {
    private func keys(_ text: String) -> [KeyPress] {
        var decoder = KeyPressDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func namedKeysFromTheirEscapeSequences() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end], "application cursor mode")
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[1~\u{1B}[4~") == [.pageUp, .pageDown, .delete, .home, .end])
        #expect(keys("\u{1B}[Z\t\r\n\u{7F}") == [.backTab, .tab, .enter, .enter, .backspace])
        #expect(keys("\u{1B}[1;5A") == [.up], "a modifier still moves")
        #expect(keys("\u{1B}[M\u{1B}[I\u{1B}[15~") == [], "focus, mouse and F-keys mean nothing here")
    }

    @Test func textControlKeysAndALoneEscape() {
        #expect(keys("jk/?q") == [.character("j"), .character("k"), .character("/"), .character("?"), .character("q")])
        #expect(keys("训练é😀") == [.character("训"), .character("练"), .character("é"), .character("😀")])
        #expect(keys("\u{15}\u{17}") == [.control("u"), .control("w")])
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")], "Alt-q: the Esc, then the key")
    }

    @Test func aSequenceOrCharacterSplitAcrossReadsIsCompletedByTheNext() {
        var decoder = KeyPressDecoder()
        #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
        #expect(decoder.decode([UInt8(ascii: "B"), UInt8(ascii: "x")]) == [.down, .character("x")])
        let bytes = Array("训".utf8)
        #expect(decoder.decode(Array(bytes.prefix(2))) == [])
        #expect(decoder.decode(Array(bytes.suffix(1))) == [.character("训")])
    }

    @Test func onlyChangedLinesAreRewritten() {
        #expect(FrameDiff.update(from: nil, to: ["a", "b"]) == "\u{1B}[1;1H\u{1B}[Ka\u{1B}[2;1H\u{1B}[Kb")
        #expect(FrameDiff.update(from: ["a", "b"], to: ["a", "c"]) == "\u{1B}[2;1H\u{1B}[Kc")
        #expect(FrameDiff.update(from: ["a", "b"], to: ["a", "b"]) == "")
        // Rows past 9 and 99 are written whole, and lines no longer used are cleared from the first of them.
        let tall = (1...120).map { "line \($0)" }
        let changed = tall.enumerated().map { $0.offset == 9 || $0.offset == 99 ? "new" : $0.element }
        #expect(FrameDiff.update(from: tall, to: changed) == "\u{1B}[10;1H\u{1B}[Knew\u{1B}[100;1H\u{1B}[Knew")
        #expect(FrameDiff.update(from: tall, to: Array(tall.prefix(107))) == "\u{1B}[108;1H\u{1B}[J")
        #expect(FrameDiff.update(from: ["a", "b", "c"], to: ["a"]) == "\u{1B}[2;1H\u{1B}[J")
        // Block digits and Chinese: an equal line is left alone, one differing in a byte is rewritten.
        let digits = ["██ █  中文", "░░ ab"]
        #expect(FrameDiff.update(from: digits, to: digits) == "")
        #expect(FrameDiff.update(from: digits, to: ["██ █  中文", "░░ ac"]) == "\u{1B}[2;1H\u{1B}[K░░ ac")
        #expect(FrameDiff.update(from: ["e\u{301}"], to: ["\u{E9}"]) == "\u{1B}[1;1H\u{1B}[K\u{E9}")
    }

    @Test func aLineInItsOwnStorageIsComparedByItsBytes() {
        // Lines too long to sit inside the string: the same storage is equal unread, any other storage is compared.
        let line = String(repeating: "█", count: 20)
        let sameBytesElsewhere = String(decoding: Array(line.utf8), as: UTF8.self)
        let sameLength = String(repeating: "░", count: 20)
        #expect(line.utf8.count == sameLength.utf8.count)
        #expect(FrameDiff.update(from: [line], to: [line]) == "")
        #expect(FrameDiff.update(from: [line], to: [sameBytesElsewhere]) == "")
        #expect(FrameDiff.update(from: [line], to: [sameLength]) == "\u{1B}[1;1H\u{1B}[K" + sameLength)
        #expect(FrameDiff.update(from: [sameLength], to: [line]) == "\u{1B}[1;1H\u{1B}[K" + line)
    }
}
