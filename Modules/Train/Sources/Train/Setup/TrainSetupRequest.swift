import Shared

/// What `interfit start` was asked to run: a PLAN or TEMPLATE (or nothing, for ad-hoc), shape options, cues.
/// `interfit start` 被要求运行的内容：PLAN 或 TEMPLATE（或什么都不给，即临时训练）、形状选项与提示设置。
public struct TrainSetupRequest: Hashable, Sendable {
    public var reference: String?
    public var shape: TrainShapeOverride
    /// The session layer of the cue settings.
    public var cues: CueSettingsOverride

    public init(
        reference: String? = nil, shape: TrainShapeOverride = TrainShapeOverride(),
        cues: CueSettingsOverride = CueSettingsOverride()
    ) {
        self.reference = reference
        self.shape = shape
        self.cues = cues
    }
}
