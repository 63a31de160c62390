import Foundation
import Observation
import Shared

/// The plan library: listing by filter, resolving what the user typed, and every library action.
@MainActor
@Observable
public final class PlanLibraryViewModel {
    /// The part of the library currently listed.
    public private(set) var filter: PlanListFilter = .recent
    /// The plans of `filter`, in its order.
    public private(set) var plans: [Plan] = []

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

    /// Lists one part of the library.
    public func load(_ filter: PlanListFilter) throws(PlanLibraryError) {
        self.filter = filter
        plans = try storage { try repository.fetch(filter) }
    }

    /// The plan a user means by `reference`: a full id, an exact name (ignoring case), or a unique id prefix.
    public func resolve(_ reference: String) throws(PlanLibraryError) -> Plan {
        let key = reference.trimmingCharacters(in: .whitespaces).lowercased()
        let all = try storage { try repository.fetch(.all) }
        if let exact = all.first(where: { $0.id.uuidString.lowercased() == key }) { return exact }
        let named = all.filter { $0.name.lowercased() == key }
        if named.count == 1 { return named[0] }
        if named.count > 1 { throw .ambiguous(reference: reference, candidates: named) }
        let isHex = !key.isEmpty && key.allSatisfy { $0.isHexDigit || $0 == "-" }
        let prefixed = isHex ? all.filter { $0.id.uuidString.lowercased().hasPrefix(key) } : []
        switch prefixed.count {
        case 1: return prefixed[0]
        case 0: throw .notFound(reference: reference)
        default: throw .ambiguous(reference: reference, candidates: prefixed)
        }
    }

    /// Saves a copy named "<name> copy" (shortened to fit), with fresh dates and flags cleared.
    @discardableResult
    public func copy(_ plan: Plan) throws(PlanLibraryError) -> Plan {
        let now = clock.now()
        let suffix = " copy"
        let name = String(plan.name.prefix(PlanRules.nameLength.upperBound - suffix.count)) + suffix
        let duplicate = Plan(
            id: ids.makeID(), name: name, content: plan.content, createdAt: now, updatedAt: now,
            forkedFromVersionId: plan.forkedFromVersionId, cueSettings: plan.cueSettings)
        try storage { try repository.save(duplicate) }
        try reload()
        return duplicate
    }

    /// Removes the plan (and its versions); past sessions keep their own copy.
    public func delete(_ plan: Plan) throws(PlanLibraryError) {
        let removed = try storage { try repository.delete(id: plan.id) }
        guard removed else { throw .notFound(reference: plan.id.uuidString) }
        try reload()
    }

    @discardableResult
    public func setFavorite(_ plan: Plan, _ isFavorite: Bool) throws(PlanLibraryError) -> Plan {
        try update(plan) { $0.isFavorite = isFavorite }
    }

    @discardableResult
    public func setArchived(_ plan: Plan, _ isArchived: Bool) throws(PlanLibraryError) -> Plan {
        try update(plan) { $0.isArchived = isArchived }
    }

    /// Records that the plan was just trained, for the "recent" order.
    @discardableResult
    public func markUsed(_ plan: Plan) throws(PlanLibraryError) -> Plan {
        let now = clock.now()
        var used = plan
        used.lastUsedAt = now
        try storage { try repository.save(used) }
        return used
    }

    /// Publishes the plan's current content as a new immutable version, unless the newest published
    /// version already has exactly this name and content.
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

    /// Applies an exchange file as a fork, unless a plan with the same training content is already here.
    public func importDocument(_ data: Data) throws(PlanLibraryError) -> PlanImportOutcome {
        let document = try PlanExchangeDocument.decode(data)
        let hash = ContentHash(content: document.content)
        if let existing = try storage({ try repository.fetch(contentHash: hash) }).first {
            return .alreadyInLibrary(existing)
        }
        let now = clock.now()
        let plan = Plan(
            id: ids.makeID(), name: document.name, content: document.content, createdAt: now, updatedAt: now,
            forkedFromVersionId: document.versionId)
        try storage { try repository.save(plan) }
        try reload()
        return .added(plan)
    }

    private func update(_ plan: Plan, _ change: (inout Plan) -> Void) throws(PlanLibraryError) -> Plan {
        var changed = plan
        change(&changed)
        try storage { try repository.save(changed) }
        try reload()
        return changed
    }

    private func reload() throws(PlanLibraryError) {
        plans = try storage { try repository.fetch(filter) }
    }

    private func storage<T>(_ body: () throws -> T) throws(PlanLibraryError) -> T {
        do { return try body() } catch { throw .storage(error) }
    }
}
