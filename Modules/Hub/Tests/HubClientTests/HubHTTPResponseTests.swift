import Testing

@testable import HubClient

@Suite struct HubHTTPResponseTests {
    @Test func anAnswerIsCompleteOnceItsLengthIsReadWhereverTheHeaderStands() {
        for head in [
            "HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-type: application/json\r\n\r\n",
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length:2\r\n\r\n",
        ] {
            #expect(!HubHTTPResponse.isComplete(Array((head + "{").utf8)))
            #expect(HubHTTPResponse.isComplete(Array((head + "{}").utf8)))
        }
    }
}
