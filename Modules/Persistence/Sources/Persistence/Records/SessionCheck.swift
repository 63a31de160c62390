import Foundation
import Shared

/// The ranges every value of a session keeps, checked wherever one is read back: database row, journal, bundle.
/// 会话每个值应在的范围；无论从数据库行、日志还是备份包读回都要检查。
enum SessionCheck {
    /// Longest duration a session may report, in seconds (about 31 years): more means a damaged value.
    static let maximumSeconds: Double = 1e9
    /// The most work sets a valid plan has (99 sets × 20 rounds).
    static let mostSets = PlanRules.setsCount.upperBound * PlanRules.rounds.upperBound

    /// True for a finite number of seconds from 0 to `maximumSeconds` (NaN and infinities are not).
    static func isSeconds(_ value: Double) -> Bool {
        value >= 0 && value <= maximumSeconds
    }

    /// The path of the first value no session of this app holds (e.g. `events[3].t`), or nil.
    static func problem(_ session: Session) -> String? {
        if let field = problem(session.snapshot) { return "snapshot." + field }
        if !BackupDate.isStorable(session.startedAt) { return "startedAt" }
        if let ended = session.endedAt, !BackupDate.isStorable(ended) { return "endedAt" }
        if !isSeconds(session.activeSeconds) { return "activeSeconds" }
        if !isSeconds(session.pausedSeconds) { return "pausedSeconds" }
        if !(0...mostSets).contains(session.totalSets) { return "totalSets" }
        if !(0...session.totalSets).contains(session.completedSets) { return "completedSets" }
        let segments = 0..<Timeline.segmentCount(of: session.snapshot.content)
        for (index, event) in session.events.enumerated() {
            if let field = problem(event, segments: segments) { return "events[\(index)]." + field }
        }
        for (index, change) in session.overrides.enumerated() {
            if let field = problem(change, segments: segments) { return "overrides[\(index)]." + field }
        }
        return nil
    }

    /// The path of the first impossible value of a frozen plan (its content outside `PlanRules`, its date), or nil.
    static func problem(_ snapshot: PlanSnapshot) -> String? {
        if !PlanRules.validate(name: "x", content: snapshot.content).isEmpty { return "content" }
        return BackupDate.isStorable(snapshot.takenAt) ? nil : "takenAt"
    }

    /// The path of an event's first impossible value (its time, an index off the timeline, an amount), or nil.
    static func problem(_ event: SessionEvent, segments: Range<Int>) -> String? {
        if !isSeconds(event.t) { return "t" }
        return problem(event.kind, segments: segments).map { "kind." + $0 }
    }

    /// The path below an event's `kind` of its first impossible value, or nil.
    static func problem(_ kind: SessionEvent.Kind, segments: Range<Int>) -> String? {
        switch kind {
        case .segmentChanged(let index): segments.contains(index) ? nil : "segmentChanged.index"
        case .skipped(let index): segments.contains(index) ? nil : "skipped.fromIndex"
        case .wentBack(let index): segments.contains(index) ? nil : "wentBack.fromIndex"
        case .restExtended(let seconds):
            SessionOverride.restExtensionSeconds.contains(seconds) ? nil : "restExtended.seconds"
        case .restEndedEarly(let index): segments.contains(index) ? nil : "restEndedEarly.index"
        case .started, .paused, .resumed, .degraded, .recovered, .completed, .ended: nil
        }
    }

    /// The path below an override of its first impossible value (an index off the timeline, an amount), or nil.
    static func problem(_ change: SessionOverride, segments: Range<Int>) -> String? {
        switch change {
        case .restExtended(let segment, let seconds):
            if !segments.contains(segment) { return "restExtended.segmentIndex" }
            return SessionOverride.restExtensionSeconds.contains(seconds) ? nil : "restExtended.seconds"
        case .restEndedEarly(let segment, let remaining):
            if !segments.contains(segment) { return "restEndedEarly.segmentIndex" }
            return isSeconds(remaining) ? nil : "restEndedEarly.remainingSeconds"
        case .skipped(let segment, let remaining):
            if !segments.contains(segment) { return "skipped.segmentIndex" }
            return isSeconds(remaining) ? nil : "skipped.remainingSeconds"
        case .wentBack(let segment):
            return segments.contains(segment) ? nil : "wentBack.toSegmentIndex"
        }
    }

    /// The path of a journalled position's first impossible value (times, the segment, completed work), or nil.
    static func problem(_ position: SessionPosition, segments: Range<Int>) -> String? {
        let times: [(String, Double)] = [
            ("t", position.t), ("activeSeconds", position.activeSeconds), ("pausedSeconds", position.pausedSeconds),
            ("segmentStartSeconds", position.segmentStartSeconds),
            ("segmentLengthSeconds", position.segmentLengthSeconds),
        ]
        if let (field, _) = times.first(where: { !isSeconds($0.1) }) { return field }
        if !segments.contains(position.segmentIndex) { return "segmentIndex" }
        if position.completedWork.count > segments.count { return "completedWork" }
        if let index = position.completedWork.firstIndex(where: { !segments.contains($0) }) {
            return "completedWork[\(index)]"
        }
        return nil
    }
}
