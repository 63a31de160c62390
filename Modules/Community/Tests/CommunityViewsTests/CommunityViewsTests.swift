import Community
import CommunityViews
import Foundation
import HubAPI
import Shared
import SharedUI
import Testing

/// The community views as exact text in English and Chinese at 40, 80 and 120 columns; text from a hub shown
/// with its escapes visible.
@Suite struct CommunityViewsTests {
    private static let hub = "http://127.0.0.1:8787"

    @Test func searchEnglishAt40Columns() {
        let text = CommunitySearchView(language: .english, style: .plain).render(
            CommunityFixtures.posts, source: .search, hasMore: true, width: 40)
        #expect(
            text == #"""
                ID        TITLE                    TOTAL
                p7a1c2d3  Tabata for busy mornin…  3:50
                p9b8c7d6  高强度间歇：跑步机二十…  19:00
                p0000000  Clear\u{1B}[2J screen    2:30
                More: interfit community search --more
                """#)
    }

    @Test func searchEnglishAt80Columns() {
        let text = CommunitySearchView(language: .english, style: .plain).render(
            CommunityFixtures.posts, source: .search, hasMore: true, width: 80)
        #expect(
            text == #"""
                ID        TITLE                       AUTHOR   SETS            TOTAL  APPLY
                p7a1c2d3  Tabata for busy mornings    alice    8×(20/10)       3:50   12
                p9b8c7d6  高强度间歇：跑步机二十分钟  小明     10×(1:00/1:00)  19:00  12
                p0000000  Clear\u{1B}[2J screen       mallory  3×(30/30)       2:30   12
                More: interfit community search --more
                """#)
    }

    @Test func searchEnglishAt120Columns() {
        let text = CommunitySearchView(language: .english, style: .plain).render(
            CommunityFixtures.posts, source: .search, hasMore: true, width: 120)
        #expect(
            text == #"""
                ID        TITLE                       AUTHOR   SETS            TOTAL  APPLY  SAVE  CMT  LIKE  TAGS
                p7a1c2d3  Tabata for busy mornings    alice    8×(20/10)       3:50   12     5     3    40    home, quiet
                p9b8c7d6  高强度间歇：跑步机二十分钟  小明     10×(1:00/1:00)  19:00  12     5     3    40    跑步, 健身房
                p0000000  Clear\u{1B}[2J screen       mallory  3×(30/30)       2:30   12     5     3    40
                More: interfit community search --more
                """#)
    }

    /// The comments under their heading: the heading is the only line the language changes.
    @Test(arguments: AppLanguage.allCases, [40, 80, 120])
    func comments(language: AppLanguage, width: Int) {
        let text = CommunityCommentsView(language: language, style: .plain, dates: CommunityFixtures.dates).render(
            CommunityFixtures.comments, postId: "p7a1c2d3e4f5", hasMore: false, width: width)
        let heading =
            switch language {
            case .english: "Comments on post p7a1c2d3e4f5"
            case .simplifiedChinese: "帖子 p7a1c2d3e4f5 的评论"
            }
        #expect(text == heading + "\n\n" + Self.commentBodies[width, default: ""])
    }

    /// The three comments at 40, 80 and 120 columns, the same in both languages (they are the hub's text).
    private static let commentBodies: [Int: String] = [
        40: #"""
        bob · 2026-11-22 09:33 · c1a2b3c4
          Nice and short.

        carol · 2026-11-22 10:03 · c9d8e7f6
          Did this twice this week before work.
          The rest between sets felt short at
          first, but by the third round it was
          just right. See
          https://example.org/a-rather-long-address-that-never-breaks-anywhere

        小红 · 2026-11-22 10:33 · c5d6e7f8
          第三组有点难，但值得。休息时间刚好够喘
          口气，下周我会试试更长的版本，再来告诉
          大家感受。
        """#,
        80: #"""
        bob · 2026-11-22 09:33 · c1a2b3c4
          Nice and short.

        carol · 2026-11-22 10:03 · c9d8e7f6
          Did this twice this week before work. The rest between sets felt short at
          first, but by the third round it was just right. See
          https://example.org/a-rather-long-address-that-never-breaks-anywhere

        小红 · 2026-11-22 10:33 · c5d6e7f8
          第三组有点难，但值得。休息时间刚好够喘口气，下周我会试试更长的版本，再来告诉
          大家感受。
        """#,
        120: #"""
        bob · 2026-11-22 09:33 · c1a2b3c4
          Nice and short.

        carol · 2026-11-22 10:03 · c9d8e7f6
          Did this twice this week before work. The rest between sets felt short at first, but by the third round it was just
          right. See https://example.org/a-rather-long-address-that-never-breaks-anywhere

        小红 · 2026-11-22 10:33 · c5d6e7f8
          第三组有点难，但值得。休息时间刚好够喘口气，下周我会试试更长的版本，再来告诉大家感受。
        """#,
    ]

    @Test func reportsEnglishAt40Columns() {
        let text = CommunityGovernanceView(language: .english, style: .plain, dates: CommunityFixtures.dates).reports(
            CommunityFixtures.reports, width: 40)
        #expect(
            text == #"""
                RECEIPT  ABOUT    STATUS
                r-0001   post p…  received
                r-0002   user m…  resolved: action taken
                Note from the hub on r-0002: Account suspended.
                """#)
    }

    @Test func reportsEnglishAt80Columns() {
        let text = CommunityGovernanceView(language: .english, style: .plain, dates: CommunityFixtures.dates).reports(
            CommunityFixtures.reports, width: 80)
        #expect(
            text == #"""
                RECEIPT  ABOUT          REASON  STATUS                  FILED
                r-0001   post p0000000  spam    received                2026-11-22 09:33
                r-0002   user mallory   abuse   resolved: action taken  2026-11-23 09:33
                Note from the hub on r-0002: Account suspended.
                """#)
    }

    @Test func reportsEnglishAt120Columns() {
        let text = CommunityGovernanceView(language: .english, style: .plain, dates: CommunityFixtures.dates).reports(
            CommunityFixtures.reports, width: 120)
        #expect(
            text == #"""
                RECEIPT  ABOUT          REASON  STATUS                  FILED
                r-0001   post p0000000  spam    received                2026-11-22 09:33
                r-0002   user mallory   abuse   resolved: action taken  2026-11-23 09:33
                Note from the hub on r-0002: Account suspended.
                """#)
    }

    @Test func keptSavedListingEnglish() {
        let text = CommunitySearchView(language: .english, style: .plain).render(
            [], source: .saved, hasMore: false, kept: (hub: Self.hub, ageSeconds: 7300), width: 80)
        #expect(
            text == #"""
                Offline copy of your saved posts on http://127.0.0.1:8787, fetched 2 h ago.
                You have saved no posts yet. Save one with: interfit community save POST
                """#)
    }

    @Test func postSummaryEnglish() {
        let view = CommunityPostView(language: .english, style: .plain, dates: CommunityFixtures.dates)
        let text = view.render(CommunityFixtures.posts[1], signedIn: false, keptAgeSeconds: 300)
        #expect(
            text == #"""
                高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
                by 小明 · 2026-11-22 09:33 · public · comments on
                10×(1:00/1:00) = 19:00

                Tags    跑步, 健身房
                Counts  12 applied · 5 saved · 3 comments · 40 likes

                Sign in to see the change note, the notes and every segment: interfit community
                login HANDLE

                Try it: interfit community start p9b8c7d6e5f4 · keep it: interfit community
                apply p9b8c7d6e5f4
                Offline copy, fetched 5 min ago.
                """#)
    }

    @Test func hubFailuresEnglish() {
        let errors = CommunityErrorText(language: .english)
        let text = [
            errors.hub(.unreachable(hub: Self.hub, .refused), hub: Self.hub),
            errors.hub(.notAnswering(hub: Self.hub), hub: Self.hub),
            errors.hub(
                .rateLimited(message: "Too many comments: at most 10 in 10 minutes.", retryAfterSeconds: 120),
                hub: Self.hub),
        ].joined(separator: "\n")
        #expect(
            text == #"""
                Cannot reach the hub at http://127.0.0.1:8787: nothing answers there.
                Fix: start it (interfit-hub serve), or check the address: --hub URL, or interfit settings set community.hub URL.
                The hub at http://127.0.0.1:8787 accepted the connection but did not answer within 2 seconds.
                Fix: check that the address is an interfit hub that is running (interfit-hub serve); try again later.
                The hub at http://127.0.0.1:8787 refused: too many requests. It says: Too many comments: at most 10 in 10 minutes.
                Try again in 2 minutes.
                """#)
    }

    @Test func searchChineseAt40Columns() {
        let text = CommunitySearchView(language: .simplifiedChinese, style: .plain).render(
            CommunityFixtures.posts, source: .search, hasMore: true, width: 40)
        #expect(
            text == #"""
                编号      标题                    总时长
                p7a1c2d3  Tabata for busy morni…  3:50
                p9b8c7d6  高强度间歇：跑步机二…   19:00
                p0000000  Clear\u{1B}[2J screen   2:30
                更多：interfit community search --more
                """#)
    }

    @Test func searchChineseAt80Columns() {
        let text = CommunitySearchView(language: .simplifiedChinese, style: .plain).render(
            CommunityFixtures.posts, source: .search, hasMore: true, width: 80)
        #expect(
            text == #"""
                编号      标题                        作者     组数            总时长  应用  赞
                p7a1c2d3  Tabata for busy mornings    alice    8×(20/10)       3:50    12    40
                p9b8c7d6  高强度间歇：跑步机二十分钟  小明     10×(1:00/1:00)  19:00   12    40
                p0000000  Clear\u{1B}[2J screen       mallory  3×(30/30)       2:30    12    40
                更多：interfit community search --more
                """#)
    }

    @Test func searchChineseAt120Columns() {
        let text = CommunitySearchView(language: .simplifiedChinese, style: .plain).render(
            CommunityFixtures.posts, source: .search, hasMore: true, width: 120)
        #expect(
            text == #"""
                编号      标题                        作者     组数            总时长  应用  收藏  评论  赞  标签
                p7a1c2d3  Tabata for busy mornings    alice    8×(20/10)       3:50    12    5     3     40  home、quiet
                p9b8c7d6  高强度间歇：跑步机二十分钟  小明     10×(1:00/1:00)  19:00   12    5     3     40  跑步、健身房
                p0000000  Clear\u{1B}[2J screen       mallory  3×(30/30)       2:30    12    5     3     40
                更多：interfit community search --more
                """#)
    }

    @Test func reportsChineseAt40Columns() {
        let text = CommunityGovernanceView(language: .simplifiedChinese, style: .plain, dates: CommunityFixtures.dates)
            .reports(
                CommunityFixtures.reports, width: 40)
        #expect(
            text == #"""
                回执    对象          状态
                r-0001  帖子 p00000…  已收到
                r-0002  用户 mallory  已处理：已采取措施
                社区中心对 r-0002 的说明：Account suspended.
                """#)
    }

    @Test func reportsChineseAt80Columns() {
        let text = CommunityGovernanceView(language: .simplifiedChinese, style: .plain, dates: CommunityFixtures.dates)
            .reports(
                CommunityFixtures.reports, width: 80)
        #expect(
            text == #"""
                回执    对象           原因      状态                提交时间
                r-0001  帖子 p0000000  垃圾信息  已收到              2026-11-22 09:33
                r-0002  用户 mallory   辱骂      已处理：已采取措施  2026-11-23 09:33
                社区中心对 r-0002 的说明：Account suspended.
                """#)
    }

    @Test func reportsChineseAt120Columns() {
        let text = CommunityGovernanceView(language: .simplifiedChinese, style: .plain, dates: CommunityFixtures.dates)
            .reports(
                CommunityFixtures.reports, width: 120)
        #expect(
            text == #"""
                回执    对象           原因      状态                提交时间
                r-0001  帖子 p0000000  垃圾信息  已收到              2026-11-22 09:33
                r-0002  用户 mallory   辱骂      已处理：已采取措施  2026-11-23 09:33
                社区中心对 r-0002 的说明：Account suspended.
                """#)
    }

    @Test func keptSavedListingChinese() {
        let text = CommunitySearchView(language: .simplifiedChinese, style: .plain).render(
            [], source: .saved, hasMore: false, kept: (hub: Self.hub, ageSeconds: 7300), width: 80)
        #expect(
            text == #"""
                你在 http://127.0.0.1:8787 上收藏的帖子的离线副本，2 小时前获取。
                你还没有收藏帖子。收藏一篇：interfit community save POST
                """#)
    }

    @Test func postSummaryChinese() {
        let view = CommunityPostView(language: .simplifiedChinese, style: .plain, dates: CommunityFixtures.dates)
        let text = view.render(CommunityFixtures.posts[1], signedIn: false, keptAgeSeconds: 300)
        #expect(
            text == #"""
                高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
                作者 小明 · 2026-11-22 09:33 · 公开 · 评论开启
                10×(1:00/1:00) = 19:00

                标签  跑步、健身房
                统计  应用 12 次 · 收藏 5 次 · 评论 3 条 · 赞 40 个

                登录后可查看变更说明、作者备注与全部分段：interfit community login HANDLE

                试练：interfit community start p9b8c7d6e5f4 · 保存：interfit community apply
                p9b8c7d6e5f4
                离线副本，5 分钟前获取。
                """#)
    }

    @Test func hubFailuresChinese() {
        let errors = CommunityErrorText(language: .simplifiedChinese)
        let text = [
            errors.hub(.unreachable(hub: Self.hub, .refused), hub: Self.hub),
            errors.hub(.notAnswering(hub: Self.hub), hub: Self.hub),
            errors.hub(
                .rateLimited(message: "Too many comments: at most 10 in 10 minutes.", retryAfterSeconds: 120),
                hub: Self.hub),
        ].joined(separator: "\n")
        #expect(
            text == #"""
                无法连接位于 http://127.0.0.1:8787 的社区中心：那里没有服务在应答。
                解决办法：启动它（interfit-hub serve），或检查地址：--hub URL，或 interfit settings set community.hub URL。
                位于 http://127.0.0.1:8787 的社区中心接受了连接，但 2 秒内没有答复。
                解决办法：确认该地址是正在运行的 interfit 社区中心（interfit-hub serve）；稍后重试。
                位于 http://127.0.0.1:8787 的社区中心拒绝了请求：请求过于频繁。它的说明：Too many comments: at most 10 in 10 minutes.
                请在 2 分钟后重试。
                """#)
    }
}
