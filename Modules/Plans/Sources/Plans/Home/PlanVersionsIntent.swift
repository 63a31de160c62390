import Shared

/// What a key asks of a plan's versions: move, show one in full, or train with it.
/// 按键对计划版本列表的请求：移动、查看某个版本的详情，或用它训练。
public enum PlanVersionsIntent: Hashable, Sendable {
    case move(ListIntent)
    case toggleDetail
    case start
}
