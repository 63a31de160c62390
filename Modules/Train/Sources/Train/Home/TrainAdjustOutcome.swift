import Shared

/// What an adjust-screen intent led to, beyond changing the screen: a workout to start or a plan saved.
/// 调整界面的意图带来的结果（界面变化之外）：要开始的训练，或已保存的计划。
public enum TrainAdjustOutcome: Hashable, Sendable {
    case start(TrainSetup)
    case saved(Plan)
}
