/// A volume change spread over time in small steps, so fades and ducking never click.
/// 把音量变化分成小步在时间上展开，使淡入与闪避不产生爆音。
struct VolumeRamp: Hashable, Sendable {
    /// One step: when (after the ramp starts) and the volume to set.
    /// 一步：在渐变开始后的何时设置何种音量。
    struct Step: Hashable, Sendable {
        let after: Duration
        let volume: Double
    }

    let steps: [Step]

    /// A ramp from `start` to `end` over `duration`, one step per `interval`: the first immediate, the last on `end`.
    init(from start: Double, to end: Double, over duration: Duration, every interval: Duration = .milliseconds(25)) {
        let count = max(1, Int((duration / interval).rounded(.up)))
        guard duration > .zero, start != end else {
            steps = [Step(after: .zero, volume: end)]
            return
        }
        steps = (0..<count).map { index in
            let fraction = Double(index + 1) / Double(count)
            let volume = index == count - 1 ? end : (start + (end - start) * fraction).rounded()
            return Step(after: interval * index, volume: volume)
        }
    }
}
