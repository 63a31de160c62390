import Testing

@testable import LiveServer

/// The broadcaster: newest message for late joiners, a bounded outbox per viewer, and closing.
/// 广播器：为后加入者保留最新消息、每位观看者有上限的发件箱，以及关闭。
@Suite struct LiveBroadcasterTests {
    private func drain(_ outbox: AsyncStream<String>) async -> [String] {
        var messages: [String] = []
        for await message in outbox { messages.append(message) }
        return messages
    }

    @Test func lateJoinerStartsFromTheNewestMessage() async throws {
        let broadcaster = LiveBroadcaster()
        broadcaster.publish("1")
        broadcaster.publish("2")
        let viewer = try #require(broadcaster.join())
        broadcaster.publish("3")
        broadcaster.close()
        #expect(await drain(viewer.outbox) == ["2", "3"])
    }

    @Test func aSlowViewerKeepsOnlyTheNewestFew() async throws {
        let broadcaster = LiveBroadcaster()
        let viewer = try #require(broadcaster.join())
        for index in 1...100 { broadcaster.publish("\(index)") }
        broadcaster.close()
        #expect(await drain(viewer.outbox) == ["97", "98", "99", "100"])
    }

    @Test func closingRefusesNewViewersAndIgnoresLaterMessages() async throws {
        let broadcaster = LiveBroadcaster()
        let viewer = try #require(broadcaster.join())
        #expect(broadcaster.viewerCount == 1)
        broadcaster.close()
        broadcaster.publish("late")
        #expect(broadcaster.join() == nil)
        #expect(await drain(viewer.outbox) == [])
        broadcaster.leave(viewer.id)
        #expect(broadcaster.viewerCount == 0)
    }
}
