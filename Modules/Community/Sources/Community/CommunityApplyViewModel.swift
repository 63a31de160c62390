import Foundation
import HubAPI
import Observation
import Shared

/// Apply = fork: a post's frozen version becomes a local plan with its origin, once; `start` trains it unsaved.
/// 应用即复制：帖子的冻结版本成为带来源记录的本地计划，且只复制一次；`start` 直接训练而不保存。
@MainActor
@Observable
public final class CommunityApplyViewModel {
    /// What the last `apply` did.
    public private(set) var outcome: CommunityApplyOutcome?
    /// The version fetched last.
    public private(set) var fetched: CommunityFetchedPlan?
    /// The hub's canonical address, for messages.
    public var hubAddress: String { copies.hub }

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let copies: CommunityOfflineCopies
    @ObservationIgnored private let plans: (any PlanRepository)?
    @ObservationIgnored private let origins: (any PlanOriginRepository)?
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let ids: any IDProvider
    @ObservationIgnored private let call: CommunityHubCall

    /// `plans` and `origins` may be nil when nothing is to be kept (`start` without `--keep`).
    public init(
        hub: any HubService, copies: CommunityOfflineCopies, plans: (any PlanRepository)?,
        origins: (any PlanOriginRepository)?, clock: any WallClock, ids: any IDProvider
    ) {
        self.hub = hub
        self.copies = copies
        self.plans = plans
        self.origins = origins
        self.clock = clock
        self.ids = ids
        call = CommunityHubCall(hub: copies.hub)
    }

    /// The frozen version of the post `reference` names, checked like any plan file (a hostile hub gets nowhere).
    public func fetch(_ reference: String) async throws(CommunityError) -> CommunityFetchedPlan {
        let id = try copies.postId(reference)
        let result = try await call.run { () async throws(HubServiceError) in try await hub.apply(postId: id) }
        let name = PlanRules.checkedName(result.plan.name)
        let issues = PlanRules.validate(name: name, content: result.plan.content)
        guard issues.isEmpty else { throw .invalidPlan(post: id, issues: issues) }
        let plan = CommunityFetchedPlan(
            postId: id, versionId: result.versionId, name: name, content: result.plan.content)
        fetched = plan
        return plan
    }

    /// Copies the post's version into the library under a free name, unless it (or its content) is already there.
    @discardableResult
    public func apply(_ reference: String) async throws(CommunityError) -> CommunityApplyOutcome {
        let fetched = try await fetch(reference)
        let result = try keep(fetched)
        outcome = result
        return result
    }

    /// Saves `fetched` with its origin in one write, or finds the plan it already is.
    public func keep(_ fetched: CommunityFetchedPlan) throws(CommunityError) -> CommunityApplyOutcome {
        guard let plans, let origins else { throw .storage(.storage(detail: "no plan library to keep the plan in")) }
        do {
            if let earlier = try origins.plans(appliedFrom: fetched.contentHash).first {
                return .alreadyApplied(earlier)
            }
            if let same = try plans.fetch(contentHash: fetched.contentHash).first { return .alreadyInLibrary(same) }
            let now = clock.now()
            var plan = Plan(
                id: ids.makeID(), name: fetched.name, content: fetched.content, createdAt: now, updatedAt: now,
                forkedFromVersionId: UUID(uuidString: fetched.versionId))
            let origin = PlanOrigin(
                hub: copies.hub, postId: fetched.postId, versionId: fetched.versionId,
                contentHash: fetched.contentHash, appliedAt: now)
            let base = fetched.name
            let name = try origins.saveApplied(plan, origin: origin) { PlanNaming.freeName(for: base, taken: $0) }
            plan.name = name ?? base
            return .applied(plan, origin)
        } catch {
            throw .storage(RepositoryError(wrapping: error))
        }
    }
}
