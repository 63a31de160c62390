/// What a viewer's token lets it do: control the workout or only watch it.
/// 观看者的令牌允许它做什么：控制训练，或仅观看。
enum LiveViewerRole: Sendable, Equatable {
    case control
    case view
}
