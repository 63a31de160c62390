import Foundation
import Observation
import Shared

/// The plan library: listing by filter, resolving what the user typed, and every library action.
/// 计划库：按筛选条件列出、解析用户输入的计划，以及各项库操作。
@MainActor
@Observable
public final class PlanLibraryViewModel {
    /// The part of the library currently listed.
    public private(set) var filter: PlanListFilter = .recent
    /// The plans of `filter`, in its order.
    public private(set) var plans: [Plan] = []

    // The home's Plans tab: the library a page at a time, filtered by name, with one action at a time.
    /// The plans of `filter` whose name contains `query`, loaded around the selection.
    public internal(set) var window = ListWindow<Plan>()
    /// The name filter as typed.
    public internal(set) var query = TextEntry(maximumLength: 80)
    /// True while keys go into the filter.
    public internal(set) var isFiltering = false
    /// The plan shown in full (Enter), if any.
    public internal(set) var detail: Plan?
    /// The deletion waiting for y or n, if any.
    public internal(set) var pendingDeletion: PlanDeletionQuestion?
    /// The file an export will write, while it is being typed.
    public internal(set) var exportEntry: TextEntry?
    /// What the last action did (or why it failed), for one line on screen.
    public internal(set) var notice: PlanLibraryNotice?
    /// True once the home lists pages: actions then leave `plans` alone.
    @ObservationIgnored var isPaged = false

    @ObservationIgnored private let repository: any PlanRepository
    @ObservationIgnored private let versions: any PlanVersionRepository
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let ids: any IDProvider

    public init(
        repository: any PlanRepository, versions: any PlanVersionRepository, clock: any WallClock,
        ids: any IDProvider
    ) {
        self.repository = repository
        self.versions = versions
        self.clock = clock
        self.ids = ids
    }

    /// Lists one part of the library (all of it: the commands'; the home pages it with `loadWindow`).
    public func load(_ filter: PlanListFilter) throws(PlanLibraryError) {
        self.filter = filter
        plans = try storage { try repository.fetch(filter) }
    }

    /// The plan `reference` means: a full id, an exact name, a unique id prefix, then a unique name prefix.
    public func resolve(_ reference: String) throws(PlanLibraryError) -> Plan {
        // Archived plans included; names match ignoring case and surrounding spaces.
        let all = try storage { try repository.fetch(.all) }
        switch PlanReference.resolve(reference, in: all) {
        case .found(let plan): return plan
        case .none: throw .notFound(reference: reference)
        case .ambiguous(let candidates): throw .ambiguous(reference: reference, candidates: candidates)
        }
    }

    /// The plan `reference` means, else the one version whose id starts with it (4 or more hex digits).
    public func resolveTarget(_ reference: String) throws(PlanLibraryError) -> PlanTarget {
        do {
            return .plan(try resolve(reference))
        } catch {
            guard case .notFound = error, let version = try version(idPrefix: reference) else { throw error }
            return .version(version)
        }
    }

    /// The one version whose id starts with `reference`, or nil (none, several, or not an id prefix).
    public func version(idPrefix reference: String) throws(PlanLibraryError) -> PlanVersion? {
        let key = reference.trimmingSpaces().lowercased()
        guard key.count >= 4, key.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return nil }
        let matches = try storage { try versions.versions(idPrefix: key, limit: 2) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The plan a version belongs to, if it is still in the library.
    public func plan(of version: PlanVersion) throws(PlanLibraryError) -> Plan? {
        try storage { try repository.fetch(id: version.planId) }
    }

    /// The exchange file of one version: its name and content, pointing at it.
    public func exportDocument(_ version: PlanVersion) -> PlanExchangeDocument {
        PlanExchangeDocument(name: version.name, content: version.content, versionId: version.id)
    }

    /// Saves a copy under the first free name (`Legs (2)`), with fresh dates and flags cleared.
    @discardableResult
    public func copy(_ plan: Plan) throws(PlanLibraryError) -> Plan {
        let now = clock.now()
        var duplicate = Plan(
            id: ids.makeID(), name: plan.name, content: plan.content, createdAt: now, updatedAt: now,
            forkedFromVersionId: plan.forkedFromVersionId, cueSettings: plan.cueSettings)
        duplicate.name = try saveUnderFreeName(duplicate)
        try reload()
        return duplicate
    }

    /// Removes the plan (and its versions); past sessions keep their own copy.
    public func delete(_ plan: Plan) throws(PlanLibraryError) {
        let removed = try storage { try repository.delete(id: plan.id) }
        guard removed else { throw .notFound(reference: plan.id.uuidString.lowercased()) }
        try reload()
    }

    /// Removes the plan `reference` names once `confirm` (given the plan and its version count) agrees or is nil.
    public func remove(_ reference: String, confirm: ((Plan, Int) -> Bool)?) throws(PlanLibraryError) -> PlanRemoval {
        // A stored plan that cannot be read is not listed, but its id still removes it, unasked.
        let plan: Plan
        do throws(PlanLibraryError) {
            plan = try resolve(reference)
        } catch {
            guard case .notFound = error, let row = try? unreadablePlan(reference) else { throw error }
            try deleteUnreadable(row)
            return .deletedUnreadable(row)
        }
        if let confirm, !confirm(plan, try versions(of: plan).count) { return .kept(plan) }
        try delete(plan)
        return .deleted(plan)
    }

    /// The unreadable stored plan whose id starts with `reference` (4+ hex digits); nil when none or several.
    public func unreadablePlan(_ reference: String) throws(PlanLibraryError) -> UnreadableRow? {
        let key = reference.trimmingSpaces().lowercased()
        guard key.count >= 4, key.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return nil }
        let matches = try storage { try repository.unreadable() }.filter { $0.id.lowercased().hasPrefix(key) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Removes a stored plan that cannot be read (and its versions).
    public func deleteUnreadable(_ row: UnreadableRow) throws(PlanLibraryError) {
        guard let id = UUID(uuidString: row.id), try storage({ try repository.delete(id: id) }) else {
            throw .notFound(reference: row.id)
        }
        try reload()
    }

    /// Sets or clears the flag `change` names; returns the plan as saved.
    @discardableResult
    public func apply(_ change: PlanFlagChange, to plan: Plan) throws(PlanLibraryError) -> Plan {
        switch change {
        case .favorite, .unfavorite: try setFavorite(plan, change == .favorite)
        case .archive, .unarchive: try setArchived(plan, change == .archive)
        }
    }

    /// Marks or unmarks the plan as a favorite.
    @discardableResult
    public func setFavorite(_ plan: Plan, _ isFavorite: Bool) throws(PlanLibraryError) -> Plan {
        try update(plan) { $0.isFavorite = isFavorite }
    }

    /// Archives the plan (it leaves the recent list) or brings it back.
    @discardableResult
    public func setArchived(_ plan: Plan, _ isArchived: Bool) throws(PlanLibraryError) -> Plan {
        try update(plan) { $0.isArchived = isArchived }
    }

    /// Publishes the plan as a new immutable version, unless the newest published one has this name and content.
    public func publish(_ plan: Plan) throws(PlanLibraryError) -> PlanPublishOutcome {
        let existing = try storage { try versions.versions(ofPlan: plan.id) }
        if let latest = existing.last(where: { $0.status == .published }),
            latest.content == plan.content, latest.name == plan.name
        {
            return .unchanged(latest)
        }
        let version = try storage {
            try versions.append(
                planId: plan.id, id: ids.makeID(), status: .published, name: plan.name, content: plan.content,
                createdAt: clock.now())
        }
        return .published(version)
    }

    /// The plan's versions, oldest first.
    public func versions(of plan: Plan) throws(PlanLibraryError) -> [PlanVersion] {
        try storage { try versions.versions(ofPlan: plan.id) }
    }

    /// The exchange file for a plan, pointing at its newest published version when its content matches.
    public func exportDocument(_ plan: Plan) throws(PlanLibraryError) -> PlanExchangeDocument {
        let published = try versions(of: plan).last { $0.status == .published && $0.content == plan.content }
        return PlanExchangeDocument(
            name: plan.name, content: plan.content, versionId: published?.id ?? plan.forkedFromVersionId)
    }

    /// Imports a plan file (`file` as named) as a fork under a free name, unless its content is already here.
    public func importDocument(_ data: Data, file: String) throws(PlanLibraryError) -> PlanImportOutcome {
        let document: PlanExchangeDocument
        do {
            document = try PlanExchangeDocument.decode(data)
        } catch {
            throw .badFile(error, file: file)
        }
        let hash = ContentHash(content: document.content)
        if let existing = try storage({ try repository.fetch(contentHash: hash) }).first {
            return .alreadyInLibrary(existing)
        }
        let now = clock.now()
        var plan = Plan(
            id: ids.makeID(), name: document.name, content: document.content, createdAt: now, updatedAt: now,
            forkedFromVersionId: document.versionId)
        plan.name = try saveUnderFreeName(plan)
        try reload()
        return .added(plan)
    }

    /// Saves `plan` under its name, trimmed, or the first `name (n)` no other plan uses (ignoring case and spaces).
    private func saveUnderFreeName(_ plan: Plan) throws(PlanLibraryError) -> String {
        let base = plan.name
        let name = try storage { try repository.save(plan) { PlanNaming.freeName(for: base, taken: $0) } }
        return name ?? base
    }

    private func update(_ plan: Plan, _ change: (inout Plan) -> Void) throws(PlanLibraryError) -> Plan {
        var changed = plan
        change(&changed)
        try storage { try repository.save(changed) }
        try reload()
        return changed
    }

    private func reload() throws(PlanLibraryError) {
        guard !isPaged else { return }  // the home lists pages (`window`), never the whole library
        plans = try storage { try repository.fetch(filter) }
    }

    /// One page of the home's list: `filter`'s plans whose name contains `query`, as `request` asks.
    func page(_ request: ListPageRequest<Plan>) throws(RepositoryError) -> [Plan] {
        try repository.fetch(filter, matching: query.text, offset: request.offset, limit: request.limit)
    }

    /// The stored plan with this id, if any (the home reads again the plan it shows).
    func stored(id: UUID) throws(RepositoryError) -> Plan? {
        try repository.fetch(id: id)
    }

    /// How many plans the home's list holds.
    func pageCount() throws(RepositoryError) -> Int {
        try repository.count(filter, matching: query.text)
    }

    /// Sets the listed part of the library without reading it (the home reads pages).
    func setFilter(_ filter: PlanListFilter) {
        self.filter = filter
    }

    /// Runs repository calls (which throw only `RepositoryError`), as a library failure.
    func storage<T>(_ body: () throws -> T) throws(PlanLibraryError) -> T {
        do { return try body() } catch { throw .storage(RepositoryError(wrapping: error)) }
    }
}
