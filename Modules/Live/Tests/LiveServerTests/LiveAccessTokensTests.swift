import Testing

@testable import LiveServer

/// Tokens: their size and alphabet, their independence, and matching that accepts only the exact token.
/// 令牌：长度与字符集、彼此独立，以及只接受完全一致令牌的匹配。
@Suite struct LiveAccessTokensTests {
    @Test func base64URLEncodesWithoutPadding() {
        #expect(LiveBase64URL.encode([]) == "")
        #expect(LiveBase64URL.encode(Array("f".utf8)) == "Zg")
        #expect(LiveBase64URL.encode(Array("fo".utf8)) == "Zm8")
        #expect(LiveBase64URL.encode(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(LiveBase64URL.encode([0xFB, 0xFF]) == "-_8")
    }

    @Test func aPairIs256BitsEachAndDifferent() {
        var generator = SeededGenerator(seed: 7)
        let tokens = LiveAccessTokens.generate(viewOnly: false, using: &generator)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        #expect(tokens.control?.count == 43)
        #expect(tokens.view.count == 43)
        #expect(tokens.control != tokens.view)
        #expect(tokens.view.allSatisfy(alphabet.contains))
        var again = SeededGenerator(seed: 7)
        #expect(LiveAccessTokens.generate(viewOnly: false, using: &again).view == tokens.view)
        var other = SeededGenerator(seed: 8)
        #expect(LiveAccessTokens.generate(viewOnly: false, using: &other).view != tokens.view)
    }

    @Test func viewOnlyHasNoControlToken() {
        var generator = SeededGenerator(seed: 1)
        let tokens = LiveAccessTokens.generate(viewOnly: true, using: &generator)
        #expect(tokens.control == nil)
        #expect(tokens.role(for: Substring(tokens.view)) == .view)
    }

    @Test func onlyTheExactTokenGrantsItsRole() throws {
        var generator = SeededGenerator(seed: 2)
        let tokens = LiveAccessTokens.generate(viewOnly: false, using: &generator)
        let control = try #require(tokens.control)
        #expect(tokens.role(for: Substring(control)) == .control)
        #expect(tokens.role(for: Substring(tokens.view)) == .view)
        #expect(tokens.role(for: nil) == nil)
        #expect(tokens.role(for: "") == nil)
        #expect(tokens.role(for: Substring(control.dropLast())) == nil)
        #expect(tokens.role(for: Substring(control + "A")) == nil)
        let lastChanged = String(control.dropLast()) + (control.last == "A" ? "B" : "A")
        #expect(tokens.role(for: Substring(lastChanged)) == nil)
    }

    @Test func everyStartDrawsANewPair() async throws {
        let first = try await LiveServer.start(LiveServerConfiguration(page: "a"))
        let second = try await LiveServer.start(LiveServerConfiguration(page: "b"))
        #expect(first.controlToken != second.controlToken)
        #expect(first.viewToken != second.viewToken)
        await first.stop()
        await second.stop()
    }
}
