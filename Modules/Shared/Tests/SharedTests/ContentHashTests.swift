import Foundation
import SharedTesting
import Testing

@testable import Shared

@Suite struct ContentHashTests {
    private let tabata = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)

    @Test func ignoresNamesIdsAndDates() {
        let clock = ManualWallClock()
        let first = Plan(id: UUID(), name: "A", content: tabata, createdAt: clock.now(), updatedAt: clock.now())
        clock.advance(by: 100)
        let second = Plan(
            id: UUID(), name: "B", content: tabata, isFavorite: true, createdAt: clock.now(), updatedAt: clock.now())
        #expect(first.contentHash == second.contentHash)
    }

    @Test func changesWithEveryTrainingField() {
        let variants: [PlanContent] = [
            PlanContent(setsCount: 9, workSeconds: 20, restSeconds: 10),
            PlanContent(setsCount: 8, workSeconds: 21, restSeconds: 10),
            PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 11),
            PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, warmupSeconds: 1),
            PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, cooldownSeconds: 1),
            PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, rounds: 2),
            PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, rounds: 2, roundRestSeconds: 5),
            PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, exercises: ["Squat"]),
        ]
        let hashes = Set(variants.map(ContentHash.init(content:)) + [ContentHash(content: tabata)])
        #expect(hashes.count == variants.count + 1)
    }

    @Test func normalizesFieldsThatCannotMatter() {
        let a = PlanContent(setsCount: 1, workSeconds: 60, restSeconds: 10, roundRestSeconds: 30)
        let b = PlanContent(setsCount: 1, workSeconds: 60, restSeconds: 0)
        #expect(ContentHash(content: a) == ContentHash(content: b))
    }

    @Test func isStableAcrossRunsAndPlatforms() {
        // Pinned: the hash is persisted and exchanged, so its algorithm must never change silently.
        #expect(ContentHash(content: tabata).value.count == 16)
        #expect(ContentHash(content: tabata).value == "621aff1206e53ddd")
    }
}
