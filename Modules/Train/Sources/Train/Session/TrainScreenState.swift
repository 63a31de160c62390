import Shared

/// Everything the training screen shows, copied from the view model: rendering is a pure function of it.
/// 训练画面显示的一切，复制自视图模型：渲染是它的纯函数。
public struct TrainScreenState: Hashable, Sendable {
    public let planName: String
    /// True when `start` options changed the plan for this session (the name gets a `*`).
    public let isAdjusted: Bool
    public let summary: String
    public let progress: TrainProgress
    public let pendingConfirmation: TrainConfirmation?
    public let isHelpVisible: Bool
    /// What the screen says about the last action, until the segment changes.
    public let message: TrainMessage?
    public let audioDegraded: Bool
    /// What plays now, and what the next segment will play (nil: silence or no music).
    public let music: MusicSelection?
    public let nextMusic: MusicSelection?
    public let isMusicMuted: Bool
    /// The live page's address while `--serve` runs (the control link, else the view-only one).
    public let liveURL: String?

    public init(
        planName: String, isAdjusted: Bool = false, summary: String, progress: TrainProgress,
        pendingConfirmation: TrainConfirmation? = nil, isHelpVisible: Bool = false, message: TrainMessage? = nil,
        audioDegraded: Bool = false, music: MusicSelection? = nil, nextMusic: MusicSelection? = nil,
        isMusicMuted: Bool = false, liveURL: String? = nil
    ) {
        self.planName = planName
        self.isAdjusted = isAdjusted
        self.summary = summary
        self.progress = progress
        self.pendingConfirmation = pendingConfirmation
        self.isHelpVisible = isHelpVisible
        self.message = message
        self.audioDegraded = audioDegraded
        self.music = music
        self.nextMusic = nextMusic
        self.isMusicMuted = isMusicMuted
        self.liveURL = liveURL
    }
}
