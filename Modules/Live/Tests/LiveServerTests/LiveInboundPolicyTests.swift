import Testing

@testable import LiveServer

/// What happens to each text frame: the token bucket, the role, the length and the flood cut-off.
/// 每个文本帧的去向：令牌桶、角色、长度与洪泛截断。
@Suite struct LiveInboundPolicyTests {
    let start = ContinuousClock.now

    @Test func bucketAllowsTenThenFivePerSecond() {
        var limiter = LiveRateLimiter()
        var taken: [Bool] = []
        for _ in 0..<11 { taken.append(limiter.take(at: start)) }
        #expect(taken == Array(repeating: true, count: 10) + [false])
        let refilled = [150, 200, 200].map { limiter.take(at: start + .milliseconds($0)) }
        #expect(refilled == [false, true, false])
        // A long pause refills to the burst, not beyond.
        let later = start + .seconds(60)
        taken = (0..<11).map { _ in limiter.take(at: later) }
        #expect(taken == Array(repeating: true, count: 10) + [false])
    }

    @Test func controlCommandsAreTrimmedAndForwarded() {
        var policy = LiveInboundPolicy(role: .control)
        let decide = { (text: String, now: ContinuousClock.Instant) in policy.decide(text, at: now) }
        #expect(decide("  pause \n", start) == .forward("pause"))
        #expect(decide("extend 10", start) == .forward("extend 10"))
        #expect(decide("   ", start) == .ignore)
        #expect(decide("pause\nend", start) == .reply(#"{"type":"error","code":"invalid"}"#))
    }

    @Test func sixtyFourBytesAtMost() {
        var policy = LiveInboundPolicy(role: .control)
        let decide = { (text: String, now: ContinuousClock.Instant) in policy.decide(text, at: now) }
        let longest = String(repeating: "a", count: 64)
        #expect(decide(longest, start) == .forward(longest))
        #expect(decide(longest + "a", start) == .reply(#"{"type":"error","code":"too_long"}"#))
        // Bytes, not characters: 33 × "é" is 33 characters but 66 bytes.
        #expect(decide(String(repeating: "é", count: 33), start) == .reply(LiveWireMessage.tooLong))
        #expect(decide("  " + longest + "  ", start) == .forward(longest))
    }

    @Test func viewersCannotCommand() {
        var policy = LiveInboundPolicy(role: .view)
        let decide = { (text: String, now: ContinuousClock.Instant) in policy.decide(text, at: now) }
        #expect(decide("pause", start) == .reply(#"{"type":"error","code":"view_only"}"#))
    }

    @Test func overTheLimitIsAnsweredThenAFloodIsClosed() {
        var policy = LiveInboundPolicy(role: .control)
        let decide = { (text: String, now: ContinuousClock.Instant) in policy.decide(text, at: now) }
        for index in 0..<10 { #expect(decide("skip", start) == .forward("skip"), "\(index)") }
        for index in 0..<200 {
            #expect(decide("skip", start) == .reply(#"{"type":"error","code":"rate_limited"}"#), "\(index)")
        }
        #expect(decide("skip", start) == .close)
    }

    @Test func anAcceptedFrameResetsTheFloodCount() {
        var policy = LiveInboundPolicy(role: .control)
        let decide = { (text: String, now: ContinuousClock.Instant) in policy.decide(text, at: now) }
        for _ in 0..<10 { _ = decide("skip", start) }
        for _ in 0..<150 { _ = decide("skip", start) }
        #expect(decide("skip", start + .milliseconds(200)) == .forward("skip"))
        for _ in 0..<200 { #expect(decide("skip", start + .milliseconds(200)) != .close) }
        #expect(decide("skip", start + .milliseconds(200)) == .close)
    }

    @Test func wireMessagesAreExact() {
        #expect(LiveWireMessage.hello(controls: true) == #"{"type":"hello","controls":true}"#)
        #expect(LiveWireMessage.hello(controls: false) == #"{"type":"hello","controls":false}"#)
    }
}
