import Foundation
import Shared
import Train

/// Screen states at known moments of a known workout, for exact-text frames.
enum FrameFixtures {
    static let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, exercises: ["Squat", "Row"])

    /// The screen of "Legs" `seconds` into the workout, optionally paused, asking, showing help or a message.
    static func state(
        at seconds: Int64, pause: Bool = false, confirm: TrainConfirmation? = nil, help: Bool = false,
        message: TrainMessage? = nil, adjusted: Bool = false, music: MusicSelection? = nil, next: MusicSelection? = nil
    ) throws -> TrainScreenState {
        var engine = TrainEngine(timeline: Timeline(content: content))
        _ = try engine.start(at: .zero)
        _ = engine.advance(to: .seconds(seconds))
        if pause { _ = try engine.pause(at: .seconds(seconds)) }
        return TrainScreenState(
            planName: "Legs", isAdjusted: adjusted, summary: content.summary,
            progress: engine.progress(at: .seconds(seconds)), pendingConfirmation: confirm, isHelpVisible: help,
            message: message, music: music, nextMusic: next)
    }
}
