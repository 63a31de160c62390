import Shared
import SharedUI
import Train

/// The live page of `start --serve` and the one-line JSON messages its WebSocket carries to it.
/// `start --serve` 的实时页面，以及经 WebSocket 发给它的单行 JSON 消息。
public struct TrainLiveView: Sendable {
    private let planName: String
    private let text: StringTable
    private let kinds: SegmentKindText

    public init(snapshot: PlanSnapshot, language: AppLanguage) {
        planName = snapshot.name
        text = TrainText.table(language)
        kinds = SegmentKindText(language: language)
    }

    /// The whole page (HTML, CSS, JS, `language`'s words); it needs no plan, so it is served before one is chosen.
    public static func page(language: AppLanguage) -> String {
        TrainLivePage.html(
            language: language.rawValue, strings: TrainLivePageStrings.scriptObject(TrainText.table(language)))
    }

    /// The state message for the screen state `state` read at `serverTime` (seconds, the workout's monotonic clock): JSON text on one line.
    public func state(_ state: TrainScreenState, serverTime: Double) -> String {
        // The page counts down from `remaining` on its own clock; a finished workout has nothing left and no next.
        let progress = state.progress
        let segment = progress.segment
        let finished = progress.state.isFinished
        var line = NDJSONLine(type: "state")
        line.add("serverTime", .seconds(serverTime))
        line.add("status", .string(Self.status(progress.state)))
        line.add("kind", .string(segment.kind.rawValue))
        line.add("shape", .string(SegmentKindText.shape(segment.kind)))
        line.add("kindName", .string(kinds.name(segment.kind)))
        line.add("label", .string(kinds.label(segment)))
        line.add("exercise", segment.exercise.map(NDJSONLine.Value.string) ?? .null)
        line.add("remaining", .seconds(finished ? 0 : progress.segmentRemaining.liveSeconds))
        line.add("segmentLength", .seconds(progress.segmentLength.liveSeconds))
        // Warm-up and cool-down belong to no set, as on the terminal.
        let hasSet = segment.kind != .warmup && segment.kind != .cooldown
        line.add("set", hasSet ? .int(progress.setNumber) : .null)
        line.add("sets", .int(progress.setsPerRound))
        line.add("round", .int(progress.roundNumber))
        line.add("rounds", .int(progress.rounds))
        line.add("next", finished ? .null : progress.next.map { .string(nextText($0)) } ?? .null)
        line.add("elapsed", .seconds(progress.activeElapsed.liveSeconds))
        line.add("total", .seconds(progress.expectedTotal.liveSeconds))
        line.add("totalFraction", .seconds(progress.totalFraction))
        line.add("plan", .string(planName))
        return line.text
    }

    /// A line to show on the page for a moment (a refused command's explanation), as a JSON message.
    public func notice(_ text: String) -> String {
        var line = NDJSONLine(type: "notice")
        line.add("text", .string(text))
        return line.text
    }

    /// `□ Rest (0:10)`: the next segment with its shape, label and planned length.
    private func nextText(_ next: Segment) -> String {
        text(
            "live.nextSegment", SegmentKindText.shape(next.kind), kinds.label(next),
            DurationText.clock(next.durationSeconds))
    }

    private static func status(_ state: TrainState) -> String {
        switch state {
        case .idle: "idle"
        case .running: "running"
        case .paused: "paused"
        case .completed: "completed"
        case .ended: "ended"
        }
    }
}

extension Duration {
    /// The duration in seconds as a floating-point number, for the page's messages.
    fileprivate var liveSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
