import Foundation
import SharedUI
import Testing

/// `--json` output: pretty, sorted, and empty containers written as `[]` and `{}` at any depth.
@Suite struct JSONTextTests {
    /// A shape with empty and non-empty containers and strings that look like brackets.
    private struct Shape: Encodable {
        let name = "[\n\n]"
        let empty: [Int] = []
        let nested: [[String: [Int]]] = [[:], ["a": []]]
        let full = [1]
    }

    @Test func emptyContainersAreCompactAtAnyDepth() {
        #expect(
            JSONText.encode(Shape())
                == """
                {
                  "empty" : [],
                  "full" : [
                    1
                  ],
                  "name" : "[\\n\\n]",
                  "nested" : [
                    {},
                    {
                      "a" : []
                    }
                  ]
                }
                """)
        #expect(JSONText.encode([String]()) == "[]")
    }
}
