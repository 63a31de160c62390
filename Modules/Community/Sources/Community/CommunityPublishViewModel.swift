import HubAPI
import Observation
import Shared

/// Publishing in three steps: the version to freeze (a plan's current content), the change note, who sees it.
/// 分三步发布：要冻结的版本（计划的当前内容）、变更说明，以及谁能看到。
@MainActor
@Observable
public final class CommunityPublishViewModel {
    /// Step 1: the plan whose content becomes the frozen version.
    public private(set) var plan: Plan?
    /// Step 2: the change note's chips.
    public var chips: [HubChangeChip] = []
    /// Step 2: the change note's one line (checked by `setLine`).
    public private(set) var line = ""
    /// Scene tags that help people find it (checked by `setTags`).
    public private(set) var tags: [String] = []
    /// Step 3: everyone, or only the author.
    public var visibility: HubVisibility = .public
    /// Step 3: comments on (the default) or off.
    public var commentsEnabled = true

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let plans: any PlanRepository
    @ObservationIgnored private let call: CommunityHubCall

    public init(hub: any HubService, plans: any PlanRepository, hubAddress: String) {
        self.hub = hub
        self.plans = plans
        call = CommunityHubCall(hub: hubAddress)
    }

    /// Step 1: the plan `reference` names (name, id or a unique prefix of either); needs a sign-in.
    @discardableResult
    public func choose(_ reference: String) throws(CommunityError) -> Plan {
        try call.requireSignIn(hub)
        let all: [Plan]
        do { all = try plans.fetch(.all) } catch { throw .storage(error) }
        switch PlanReference.resolve(reference, in: all) {
        case .found(let found):
            guard PlanRules.validate(name: found.name, content: found.content).isEmpty else {
                throw .invalidTitle(name: found.name)
            }
            plan = found
            return found
        case .none: throw .planNotFound(reference: reference)
        case .ambiguous(let candidates): throw .planAmbiguous(reference: reference, candidates: candidates.map(\.name))
        }
    }

    /// Step 2: the change note's line, at most 120 characters on one line.
    public func setLine(_ text: String) throws(CommunityError) {
        do { line = try CommunityInput.text(text, field: .note, length: CommunityInput.noteLength) } catch {
            throw .input(error)
        }
    }

    /// Scene tags such as `home` or `quiet`: lowercase letters, digits and `-`.
    public func setTags(_ given: [String]) throws(CommunityError) {
        do { tags = try CommunityInput.tags(given) } catch { throw .input(error) }
    }

    /// The body that would be sent for the chosen plan.
    public var draft: HubPostDraft? {
        plan.map { plan in
            HubPostDraft(
                title: plan.name, plan: PlanExchangeDocument(name: plan.name, content: plan.content, versionId: nil),
                changeNote: HubChangeNote(chips: chips, line: line), visibility: visibility,
                commentsEnabled: commentsEnabled, tags: tags)
        }
    }

    /// Publishes the chosen plan; a duplicate answers with the post that already has this content.
    public func publish() async throws(CommunityError) -> CommunityPublishOutcome {
        try call.requireSignIn(hub)
        guard let draft else { throw .planNotFound(reference: "") }
        do {
            return .published(try await hub.publish(draft))
        } catch {
            if case .refused(_, let code, _, _, let existing?) = error, code == HubErrorCode.duplicatePost.rawValue {
                return .duplicate(existingId: existing)
            }
            throw .hub(error, hub: call.hub)
        }
    }
}
