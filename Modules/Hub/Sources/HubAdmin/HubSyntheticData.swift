import Foundation
import HubAPI
import HubRules
import HubStore
import Shared

/// Makes clearly synthetic accounts (`synthetic-000001`, no password) and posts (`[synthetic] …`) for benchmarks.
/// 生成明显为合成的账号（`synthetic-000001`，无密码）与帖子（`[synthetic] …`），用于基准测试与演示。
public struct HubSyntheticData {
    private var random: SplitMix64
    private let now: Date
    private let ids: any IDProvider

    static let adjectives = [
        "Morning", "Evening", "Quick", "Brutal", "Gentle", "Steady", "Power", "Core", "Leg", "Upper body", "Full body",
        "Tabata", "HIIT", "Sprint", "Hill", "Stretch", "Recovery", "Beginner", "Ladder", "Pyramid", "Lunch", "Park",
    ]
    static let nouns = [
        "blast", "burner", "intervals", "circuit", "flow", "session", "routine", "builder", "finisher", "mix",
        "express", "challenge",
    ]
    static let tags = [
        "home", "gym", "running", "quiet", "beginner", "outdoor", "cycling", "rowing", "strength", "mobility", "hiit",
        "tabata",
    ]
    static let exercises = [
        "squats", "burpees", "push-ups", "lunges", "plank", "mountain climbers", "jumping jacks", "high knees",
        "sit-ups", "crunches", "kettlebell swings", "rowing", "sprints", "jump rope", "dips", "pull-ups",
        "box jumps", "wall sit", "bicycle crunches", "skaters", "bear crawl", "deadlifts", "thrusters", "step-ups",
    ]

    public init(seed: UInt64, now: Date, ids: any IDProvider) {
        random = SplitMix64(seed: seed)
        self.now = now
        self.ids = ids
    }

    /// `count` accounts that can never sign in, created over the last year.
    public mutating func accounts(_ count: Int, startingAt first: Int = 1) -> [HubAccountRecord] {
        (0..<count).map { offset in
            let handle = "synthetic-" + String(format: "%06d", first + offset)
            return HubAccountRecord(
                id: ids.makeID().uuidString.lowercased(), handle: handle, handleKey: handle, passwordHash: "!",
                createdAt: now.addingTimeInterval(-Double(Int.random(in: 0..<365 * 86_400, using: &random))),
                suspended: false)
        }
    }

    /// `count` public posts spread over `authors`, each author's contents distinct.
    public mutating func posts(_ count: Int, authors: [HubAccountRecord]) -> [HubNewPost] {
        guard !authors.isEmpty else { return [] }
        var seen: Set<String> = []
        var posts: [HubNewPost] = []
        posts.reserveCapacity(count)
        while posts.count < count {
            let author = authors[Int.random(in: 0..<authors.count, using: &random)]
            let content = makeContent()
            let facts = HubPostFacts(content: content)
            guard seen.insert(author.id + facts.contentHash).inserted else { continue }
            let title =
                "[synthetic] \(Self.adjectives.randomElement(using: &random)!) \(Self.nouns.randomElement(using: &random)!)"
            let tags = Array(
                Set((0..<Int.random(in: 1...3, using: &random)).map { _ in Self.tags.randomElement(using: &random)! })
            ).sorted()
            let versionId = ids.makeID()
            let document = PlanExchangeDocument(name: String(title.prefix(80)), content: content, versionId: versionId)
            let popular = Int.random(in: 0..<100, using: &random) < 10
            let counts = HubPostCounts(
                applies: Int.random(in: 0...(popular ? 400 : 12), using: &random),
                saves: Int.random(in: 0...(popular ? 200 : 8), using: &random),
                likes: Int.random(in: 0...(popular ? 900 : 30), using: &random))
            posts.append(
                HubNewPost(
                    id: ids.makeID().uuidString.lowercased(), authorId: author.id, title: title, tags: tags,
                    notes: "Synthetic post for benchmarks and demos.", planJSON: document.encoded(),
                    versionId: versionId.uuidString.lowercased(), exercises: content.exercises,
                    setsCount: content.setsCount, rounds: content.rounds, workSeconds: content.workSeconds,
                    restSeconds: content.restSeconds, summary: content.summary, facts: facts,
                    changeNote: HubChangeNote(chips: [], line: "synthetic"), visibility: .public, commentsEnabled: true,
                    createdAt: now.addingTimeInterval(-Double(Int.random(in: 0..<180 * 86_400, using: &random))),
                    counts: counts))
        }
        return posts
    }

    private mutating func makeContent() -> PlanContent {
        let exerciseCount = Int.random(in: 0...4, using: &random)
        return PlanContent(
            setsCount: Int.random(in: 1...24, using: &random), workSeconds: 5 * Int.random(in: 2...60, using: &random),
            restSeconds: 5 * Int.random(in: 0...24, using: &random),
            warmupSeconds: 60 * Int.random(in: 0...5, using: &random),
            cooldownSeconds: 60 * Int.random(in: 0...5, using: &random), rounds: Int.random(in: 1...3, using: &random),
            roundRestSeconds: 30 * Int.random(in: 0...4, using: &random),
            exercises: (0..<exerciseCount).map { _ in Self.exercises.randomElement(using: &random)! })
    }
}
