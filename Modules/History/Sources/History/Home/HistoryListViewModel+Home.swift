import Foundation
import Shared

extension HistoryListViewModel {
    /// True while a filter is typed.
    public var isTyping: Bool { prompt != nil }

    /// Rows a page key moves by (the view's list height).
    public var pageRows: Int {
        get { window.pageRows }
        set { window.pageRows = newValue }
    }

    /// Lists the sessions matching `plan` and `since` on the home: counted, then read a page at a time.
    public func loadWindow(plan: String? = nil, since: String? = nil) {
        do {
            windowQuery = try query(limit: 0, since: since, plan: plan)
            (planFilter, sinceFilter, problem) = (plan, since, nil)
        } catch {
            problem = error
            return
        }
        refreshWindow()
    }

    /// Reads the list again from the newest (after a workout), keeping the filters.
    public func refreshWindow() {
        let base = windowQuery
        let repository = repository
        do {
            let count = try repository.count(base)
            try window.reset(count: count) { request throws(RepositoryError) in
                try Self.page(request, base: base, from: repository)
            }
        } catch {
            problem = .storage(error)
        }
    }

    /// Carries out `intent`; returns the session to show in full when one was opened.
    @discardableResult
    public func perform(_ intent: HistoryListIntent) -> HistoryListOutcome? {
        switch intent {
        case .move(let move):
            let (base, repository) = (windowQuery, repository)
            do {
                try window.move(move) { request throws(RepositoryError) in
                    try Self.page(request, base: base, from: repository)
                }
            } catch {
                problem = .storage(error)
            }
        case .open:
            return window.selectedItem.map(HistoryListOutcome.detail)
        case .stats:
            return .stats
        case .filter(let which):
            prompt = which
            promptEntry.set((which == .plan ? planFilter : sinceFilter) ?? "")
        case .clearFilters:
            loadWindow()
        case .type(let key):
            _ = promptEntry.edit(key)
        case .apply:
            guard let which = prompt else { return nil }
            prompt = nil
            let typed = promptEntry.text.trimmingSpaces()
            let value = typed.isEmpty ? nil : typed
            if which == .plan {
                loadWindow(plan: value, since: sinceFilter)
            } else {
                loadWindow(plan: planFilter, since: value)
            }
        case .cancel:
            prompt = nil
        }
        return nil
    }

    /// One page of sessions: after the last loaded one (or before the first) by time, never by counting rows.
    nonisolated static func page(
        _ request: ListPageRequest<SessionSummary>, base: HistoryQuery, from repository: any HistoryRepository
    ) throws(RepositoryError) -> [SessionSummary] {
        var query = base
        query.limit = request.limit
        if let last = request.before.last {
            // Newest first from the last loaded start, skipping the loaded sessions that started at that instant.
            query.until = last.startedAt
            query.offset = request.before.reversed().prefix { $0.startedAt == last.startedAt }.count
            return try repository.summaries(query)
        }
        if let first = request.after.first {
            // Oldest first back from the first loaded start, then in list order.
            query.since = max(base.since ?? first.startedAt, first.startedAt)
            query.oldestFirst = true
            query.offset = request.after.prefix { $0.startedAt == first.startedAt }.count
            return try repository.summaries(query).reversed()
        }
        if request.offset > 0, request.reachesEnd {
            // The oldest sessions (a jump to the end): read from the end, then in list order.
            query.oldestFirst = true
            query.limit = max(0, request.count - request.offset)
            return try repository.summaries(query).reversed()
        }
        query.offset = request.offset
        return try repository.summaries(query)
    }
}
