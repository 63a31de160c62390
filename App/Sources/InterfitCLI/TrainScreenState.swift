import Shared
import Train

/// Everything the training screen shows, copied from the view model: rendering is a pure function of it.
struct TrainScreenState: Equatable {
    let planName: String
    let summary: String
    let progress: TrainProgress
    let pendingConfirmation: TrainConfirmation?
    let isHelpVisible: Bool
    let refusal: TrainEngineError?
    let audioDegraded: Bool

    @MainActor
    init(_ viewModel: TrainSessionViewModel, audioDegraded: Bool) {
        planName = viewModel.snapshot.name
        summary = viewModel.snapshot.content.summary
        progress = viewModel.progress
        pendingConfirmation = viewModel.pendingConfirmation
        isHelpVisible = viewModel.isHelpVisible
        refusal = viewModel.refusal
        self.audioDegraded = audioDegraded
    }

    init(
        planName: String, summary: String, progress: TrainProgress, pendingConfirmation: TrainConfirmation? = nil,
        isHelpVisible: Bool = false, refusal: TrainEngineError? = nil, audioDegraded: Bool = false
    ) {
        self.planName = planName
        self.summary = summary
        self.progress = progress
        self.pendingConfirmation = pendingConfirmation
        self.isHelpVisible = isHelpVisible
        self.refusal = refusal
        self.audioDegraded = audioDegraded
    }
}
