import Foundation
import Logging
import Testing

@testable import HubServer

/// The hub's lines are `StreamLogHandler`'s, byte for byte apart from the time, metadata included.
@Suite(.serialized) struct HubLogHandlerTests {
    @Test func linesMatchStreamLogHandlersWithTheLoggersAndTheLinesMetadata() throws {
        var hub = Logger(label: "hub-test") { HubLogHandler.standardError(label: $0) }
        var stream = Logger(label: "hub-test") { StreamLogHandler.standardError(label: $0) }
        hub.logLevel = .notice
        for key in ["hb.request.id", "zone"] {
            hub[metadataKey: key] = "\(key.count)"
            stream[metadataKey: key] = "\(key.count)"
        }
        let written = try Self.standardError {
            hub.notice("answered", metadata: ["status": "200"])
            stream.notice("answered", metadata: ["status": "200"])
            hub.info("below the level")
            hub.logLevel = .info
            hub.info("plain", metadata: ["zone": "explicit"])
        }
        let lines = written.split(separator: "\n").map { $0.drop { $0 != " " } }
        let answered = " notice hub-test: hb.request.id=13 status=200 zone=4 [HubServerTests] answered"
        #expect(
            lines.filter { $0.contains("hub-test") } == [
                answered[...], answered[...], " info hub-test: hb.request.id=13 zone=explicit [HubServerTests] plain",
            ])
    }

    @Test func metadataIsAValueOfEachLogger() {
        var first = HubLogHandler.standardError(label: "a")
        first[metadataKey: "k"] = "1"
        var second = first
        second[metadataKey: "k"] = "2"
        #expect((first.metadata, second.metadata) == (["k": "1"], ["k": "2"]))
    }

    /// What `body` wrote on standard error (descriptor 2, redirected to a pipe meanwhile).
    static func standardError(_ body: () -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let saved = dup(2)
        fflush(nil)
        dup2(ends[1], 2)
        body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        close(ends[1])
        let reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        return String(decoding: reading.readDataToEndOfFile(), as: UTF8.self)
    }
}
