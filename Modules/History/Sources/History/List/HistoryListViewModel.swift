import Foundation
import Observation
import Shared

/// The sessions kept, newest first — completed, ended early, interrupted, all of them — filtered by date or plan.
/// 保存的训练记录，按时间倒序——已完成、提前结束、曾中断，全部保留——可按日期或计划筛选。
@MainActor
@Observable
public final class HistoryListViewModel {
    /// How many sessions a listing may ask for.
    public nonisolated static let limits: ClosedRange<Int> = 1...10_000
    /// How many sessions a listing shows when not told.
    public nonisolated static let defaultLimit = 20

    /// The sessions of the last `load`, newest first.
    public private(set) var sessions: [SessionSummary] = []

    // The home's History tab: every session a page at a time (keyset paging), filtered by plan and date.
    /// The sessions matching the filters, loaded around the selection.
    public internal(set) var window = ListWindow<SessionSummary>()
    /// The plan filter as given (a plan, a template or a name), if any.
    public internal(set) var planFilter: String?
    /// The date filter as given (`2026-11-01`, `7d`, …), if any.
    public internal(set) var sinceFilter: String?
    /// The filter being typed, if any, and what is typed.
    public internal(set) var prompt: HistoryFilterPrompt?
    public internal(set) var promptEntry = TextEntry(maximumLength: 80)
    /// Why the last load or filter failed, if it did.
    public internal(set) var problem: HistoryError?
    /// The filters of the window's query, resolved.
    @ObservationIgnored var windowQuery = HistoryQuery(limit: 0)

    @ObservationIgnored private let history: any HistoryRepository
    @ObservationIgnored private let plans: (any PlanRepository)?
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let zone: LocalZone

    /// `plans` resolves `--plan` to a saved plan; without it, only templates and names are matched.
    public init(
        history: any HistoryRepository, plans: (any PlanRepository)?, clock: any WallClock, zone: LocalZone
    ) {
        self.history = history
        self.plans = plans
        self.clock = clock
        self.zone = zone
    }

    /// Loads the newest `limit` sessions, filtered by `since` (a date text) and `plan` (a plan reference) if given.
    public func load(limit: Int, since: String? = nil, plan: String? = nil) throws(HistoryError) {
        guard Self.limits.contains(limit) else { throw .limitOutOfRange(limit) }
        let query = try self.query(limit: limit, since: since, plan: plan)
        sessions = try HistoryStorage.run { try history.summaries(query) }
    }

    /// The query `since` (a date text) and `plan` (a plan reference) mean.
    func query(limit: Int, since: String?, plan: String?) throws(HistoryError) -> HistoryQuery {
        var query = HistoryQuery(limit: limit)
        if let since {
            guard let date = HistoryDate.parse(since, now: clock.now(), timeZone: zone.timeZone) else {
                throw .invalidDate(since)
            }
            query.since = date
        }
        if let plan { query.plan = try filter(for: plan) }
        return query
    }

    /// The repository the home's pages are read from.
    var repository: any HistoryRepository { history }

    /// A plan or template as `start` resolves it, else sessions whose plan had this name (a deleted plan, say).
    private func filter(for reference: String) throws(HistoryError) -> HistoryQuery.PlanFilter {
        let saved = (try? plans?.fetch(.all)) ?? []
        switch PlanReference.resolve(reference, in: saved, templates: PlanTemplate.builtIn) {
        case .plan(let plan): return .plan(plan.id)
        case .template(let template): return .template(template.id)
        case .ambiguous(let candidates): throw .ambiguousPlan(reference, candidates: candidates.map(\.name))
        case .none: return .name(PlanRules.normalizedName(reference))
        }
    }
}
