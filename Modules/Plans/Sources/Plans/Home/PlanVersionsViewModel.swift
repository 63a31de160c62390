import Observation
import Shared

/// A plan's immutable versions, newest first: each shown in full on Enter, any of them trained with `s`.
/// 计划的不可变版本，最新的在前：回车查看详情，`s` 用任一版本训练。
@MainActor
@Observable
public final class PlanVersionsViewModel {
    public let plan: Plan
    /// The versions, newest first, with the selection.
    public private(set) var list = ListWindow<PlanVersion>()
    /// The version shown in full, if any.
    public private(set) var detail: PlanVersion?
    /// Why the versions could not be read, if they could not.
    public private(set) var failure: PlanLibraryError?

    @ObservationIgnored private let library: PlanLibraryViewModel
    @ObservationIgnored private var versions: [PlanVersion] = []

    public init(plan: Plan, library: PlanLibraryViewModel) {
        self.plan = plan
        self.library = library
    }

    /// Reads the versions (a plan has few: they are read whole).
    public func load() {
        do {
            versions = try library.versions(of: plan).reversed()
            failure = nil
        } catch {
            (versions, failure) = ([], error)
        }
        let all = versions
        try? list.reset(count: all.count) { request in request.slice(of: all) }
    }

    /// Rows a page key moves by (the view's list height).
    public var pageRows: Int {
        get { list.pageRows }
        set { list.pageRows = newValue }
    }

    /// Carries out `intent`; returns the version to train with when asked.
    @discardableResult
    public func perform(_ intent: PlanVersionsIntent) -> PlanVersion? {
        let all = versions
        switch intent {
        case .move(let move): try? list.move(move) { request in request.slice(of: all) }
        case .toggleDetail: detail = detail == nil ? list.selectedItem : nil
        case .start: return detail ?? list.selectedItem
        }
        return nil
    }
}
