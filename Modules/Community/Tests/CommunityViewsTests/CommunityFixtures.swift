import Foundation
import HubAPI
import Shared
import SharedUI

/// Posts, comments and reports with fixed ids and times, for exact-text view tests.
/// 编号与时间固定的帖子、评论与举报，用于逐字比较的视图测试。
enum CommunityFixtures {
    /// Dates in UTC, so outputs do not depend on the machine.
    static let dates = DateText(timeZone: TimeZone(identifier: "UTC")!)
    /// 2026-11-22 09:33:20 UTC.
    static let created = Date(timeIntervalSince1970: 1_795_340_000)

    /// A public post with fixed counts; `title`, `author` and `tags` as given.
    static func post(
        _ id: String, _ title: String, by author: String, tags: [String] = [], sets: Int = 8, work: Int = 20,
        rest: Int = 10
    ) -> HubPost {
        HubPost(
            id: id, title: title, author: author, createdAt: created, setsCount: sets, rounds: 1, workSeconds: work,
            restSeconds: rest, totalSeconds: sets * (work + rest) - rest, summary: "", tags: tags, applyCount: 12,
            saveCount: 5, commentCount: 3, likeCount: 40, commentsEnabled: true, visibility: .public, noMusic: false,
            detail: nil)
    }

    /// An English post, a Chinese one (CJK title, author and tags) and one whose title carries a terminal escape.
    static let posts = [
        post("p7a1c2d3e4f5", "Tabata for busy mornings", by: "alice", tags: ["home", "quiet"]),
        post("p9b8c7d6e5f4", "高强度间歇：跑步机二十分钟", by: "小明", tags: ["跑步", "健身房"], sets: 10, work: 60, rest: 60),
        post("p0000000bad1", "Clear\u{1B}[2J screen", by: "mallory", sets: 3, work: 30, rest: 30),
    ]

    /// A short comment, a long English one and a long Chinese one: the long ones wrap to the width.
    static let comments = [
        HubComment(id: "c1a2b3c4", postId: "p7a1c2d3e4f5", author: "bob", text: "Nice and short.", createdAt: created),
        HubComment(
            id: "c9d8e7f6", postId: "p7a1c2d3e4f5", author: "carol",
            text:
                "Did this twice this week before work. The rest between sets felt short at first, but by the third "
                + "round it was just right. See https://example.org/a-rather-long-address-that-never-breaks-anywhere",
            createdAt: created.addingTimeInterval(1800)),
        HubComment(
            id: "c5d6e7f8", postId: "p7a1c2d3e4f5", author: "小红",
            text: "第三组有点难，但值得。休息时间刚好够喘口气，下周我会试试更长的版本，再来告诉大家感受。",
            createdAt: created.addingTimeInterval(3600)),
    ]

    /// The Chinese post as a signed-in reader gets it: a long change note and notes, the reader's marks, the version.
    static let detailed: HubPost = {
        let summary = posts[1]
        let content = PlanContent(setsCount: 3, workSeconds: 60, restSeconds: 30, exercises: ["Squat", "深蹲跳"])
        let detail = HubPostDetail(
            plan: PlanExchangeDocument(name: summary.title, content: content, versionId: nil),
            versionId: "v1", contentHash: ContentHash(content: content).value,
            changeNote: HubChangeNote(
                chips: [.longerRest], line: "Longer rest between sets, so a beginner can finish every round of it"),
            notes: "跑步机坡度设为 2%，速度按自己的节奏调整；最后一组可以走路放松，别勉强。\nKeep water nearby.")
        return HubPost(
            id: summary.id, title: summary.title, author: summary.author, createdAt: created, setsCount: 3, rounds: 1,
            workSeconds: 60, restSeconds: 30, totalSeconds: 240, summary: "", tags: summary.tags, applyCount: 12,
            saveCount: 5, commentCount: 3, likeCount: 40, commentsEnabled: false, visibility: .public, noMusic: true,
            liked: true, saved: false, detail: detail)
    }()

    static let reports = [
        HubReport(
            receipt: "r-0001", status: .received, targetKind: .post, targetId: "p0000000bad1", reason: .spam,
            createdAt: created, outcome: nil, resolutionNote: nil),
        HubReport(
            receipt: "r-0002", status: .resolved, targetKind: .user, targetId: "mallory", reason: .abuse,
            createdAt: created.addingTimeInterval(86_400), outcome: .actionTaken, resolutionNote: "Account suspended."),
    ]
}
