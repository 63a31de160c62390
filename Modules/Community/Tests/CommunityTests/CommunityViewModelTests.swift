import Community
import CommunityTesting
import Foundation
import HubAPI
import Persistence
import Shared
import SharedTesting
import Testing

/// The view models over the in-memory hub: apply = fork once, offline copies, failures as typed errors.
@MainActor @Suite struct CommunityViewModelTests {
    private let state = InMemoryHubState()
    private let cache = InMemoryOfflineCache()
    private let clock = ManualWallClock()
    private let database = AppDatabase.inMemory()
    private let hubAddress = "http://127.0.0.1:8787"

    private var copies: CommunityOfflineCopies { CommunityOfflineCopies(cache: cache, hub: hubAddress) }

    private func applier() -> CommunityApplyViewModel {
        CommunityApplyViewModel(
            hub: InMemoryHub(state: state, installId: "install-1"), copies: copies,
            plans: DefaultPlanRepository(database: database), origins: DefaultPlanOriginRepository(database: database),
            clock: clock, ids: SequentialIDProvider())
    }

    @Test func applyCopiesOnceWithItsOriginAndAgainCreatesNothing() async throws {
        let post = state.seed(
            title: "Tabata", author: "alice", content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10))
        let first = try await applier().apply(post.id)
        guard case .applied(let plan, let origin) = first else { Issue.record("\(first)"); return }
        #expect(plan.name == "Tabata")
        #expect(origin.postId == post.id && origin.hub == hubAddress)
        var renamed = plan
        renamed.name = "My tabata"
        try DefaultPlanRepository(database: database).save(renamed)
        let second = try await applier().apply(post.id)
        guard case .alreadyApplied(let kept) = second else { Issue.record("\(second)"); return }
        #expect(kept.name == "My tabata")
        #expect(try DefaultPlanRepository(database: database).fetch(.all).count == 1)
        #expect(state.installIds == ["install-1", "install-1"])
    }

    @Test func aSearchIsKeptForOfflineWithItsAge() async throws {
        state.seed(
            title: "Morning run", author: "bob", content: PlanContent(setsCount: 6, workSeconds: 60, restSeconds: 30))
        let live = CommunitySearchViewModel(hub: InMemoryHub(state: state), copies: copies, clock: clock)
        try await live.search(HubPostQuery(text: "run"))
        #expect(live.posts.map(\.title) == ["Morning run"])
        clock.advance(by: 600)
        let offline = CommunitySearchViewModel(hub: InMemoryHub(state: state), copies: copies, clock: clock)
        try offline.showKept(.search)
        #expect(offline.posts.map(\.title) == ["Morning run"])
        #expect(offline.ageSeconds == 600)
    }

    @Test func anUnreachableHubIsATypedErrorNamingTheHub() async throws {
        state.failNext(.unreachable(hub: hubAddress, .refused))
        let model = CommunitySearchViewModel(hub: InMemoryHub(state: state), copies: copies, clock: clock)
        do {
            try await model.search(HubPostQuery())
            Issue.record("no error")
        } catch {
            guard case .hub(.unreachable(let named, .refused), let hub) = error else {
                Issue.record("\(error)"); return
            }
            #expect(named == hubAddress && hub == hubAddress)
        }
    }

    @Test func offlineWithoutACopySaysSo() throws {
        let model = CommunitySearchViewModel(hub: InMemoryHub(state: state), copies: copies, clock: clock)
        do {
            try model.showKept(.search)
            Issue.record("no error")
        } catch {
            guard case .notCached(let hub, nil) = error else { Issue.record("\(error)"); return }
            #expect(hub == hubAddress)
        }
    }
}
