import Shared

/// A workout ready to run: the frozen snapshot, the library plan it came from, and the cue settings in effect.
/// 准备运行的训练：冻结的快照、来源的计划库计划，以及生效的提示设置。
public struct TrainSetup: Hashable, Sendable {
    public let snapshot: PlanSnapshot
    public let plan: Plan?
    public let cueSettings: CueSettings

    public init(snapshot: PlanSnapshot, plan: Plan?, cueSettings: CueSettings) {
        self.snapshot = snapshot
        self.plan = plan
        self.cueSettings = cueSettings
    }
}
