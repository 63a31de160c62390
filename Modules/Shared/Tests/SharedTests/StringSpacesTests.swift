import Foundation
import Testing

@testable import Shared

@Suite struct StringSpacesTests {
    @Test(arguments: [
        "", " ", "\t", "20", " 20 ", "\t20\t", "a b", "  a b  ", "\n20\n", " \n ", "\u{00A0}20\u{3000}", "训练 ",
        "é\u{0301} ", "🏃‍♀️ ", "\u{200B}20\u{200B}", "\u{200B}\u{2003}a\u{200B}",
    ])
    func trimsAsFoundationTrimsWhitespaces(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }
}
