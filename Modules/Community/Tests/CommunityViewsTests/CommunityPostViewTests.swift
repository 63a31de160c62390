import CommunityViews
import Foundation
import Shared
import SharedUI
import Testing

/// `community show` as a signed-in reader sees it, as exact text in English and Chinese at 40, 80 and 120 columns:
/// the long change note and notes wrap beside their label, the hints wrap to the width.
@Suite struct CommunityPostViewTests {
    /// The part of the detail every width from 40 columns shows the same: the reader's like, the plan, the timeline.
    private static func planBlock(_ language: AppLanguage) -> String {
        switch language {
        case .english:
            #"""
            You           like it
            Sets          3
            Work          1:00
            Rest          0:30
            Warm-up       0:00
            Cool-down     0:00
            Rounds        1
            Round rest    0:00
            Exercises     Squat, 深蹲跳
            Total         4:00
            Content hash  6ffd3494ce814c0e
            Needs no music.

            Timeline
              0:00  Work · Squat   1:00
              1:00  Rest           0:30
              1:30  Work · 深蹲跳  1:00
              2:30  Rest           0:30
              3:00  Work · Squat   1:00
            """#
        case .simplifiedChinese:
            #"""
            你        赞过
            组数      3
            训练      1:00
            休息      0:30
            热身      0:00
            放松      0:00
            轮数      1
            轮间休息  0:00
            动作      Squat、深蹲跳
            总时长    4:00
            内容哈希  6ffd3494ce814c0e
            无需音乐。

            时间线
              0:00  训练 · Squat   1:00
              1:00  休息           0:30
              1:30  训练 · 深蹲跳  1:00
              2:30  休息           0:30
              3:00  训练 · Squat   1:00
            """#
        }
    }

    /// Language, width, the lines above the plan block and the lines below it (after one blank line).
    static let details: [(AppLanguage, Int, String, String)] = [
        (
            .english, 40,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            by 小明 · 2026-11-22 09:33 · public ·
            comments off
            3×(1:00/30) = 4:00

            Tags          跑步, 健身房
            Counts        12 applied · 5 saved · 3
                          comments · 40 likes
            Change note   longer rest — Longer rest
                          between sets, so a
                          beginner can finish every
                          round of it
            Notes         跑步机坡度设为 2%，速度按
                          自己的节奏调整；最后一组
                          可以走路放松，别勉强。
                          Keep water nearby.
            """#,
            #"""
            Try it: interfit community start
            p9b8c7d6e5f4 · keep it: interfit
            community apply p9b8c7d6e5f4
            """#
        ),
        (
            .english, 80,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            by 小明 · 2026-11-22 09:33 · public · comments off
            3×(1:00/30) = 4:00

            Tags          跑步, 健身房
            Counts        12 applied · 5 saved · 3 comments · 40 likes
            Change note   longer rest — Longer rest between sets, so a beginner can finish
                          every round of it
            Notes         跑步机坡度设为 2%，速度按自己的节奏调整；最后一组可以走路放松，
                          别勉强。
                          Keep water nearby.
            """#,
            #"""
            Try it: interfit community start p9b8c7d6e5f4 · keep it: interfit community
            apply p9b8c7d6e5f4
            """#
        ),
        (
            .english, 120,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            by 小明 · 2026-11-22 09:33 · public · comments off
            3×(1:00/30) = 4:00

            Tags          跑步, 健身房
            Counts        12 applied · 5 saved · 3 comments · 40 likes
            Change note   longer rest — Longer rest between sets, so a beginner can finish every round of it
            Notes         跑步机坡度设为 2%，速度按自己的节奏调整；最后一组可以走路放松，别勉强。
                          Keep water nearby.
            """#,
            #"""
            Try it: interfit community start p9b8c7d6e5f4 · keep it: interfit community apply p9b8c7d6e5f4
            """#
        ),
        (
            .simplifiedChinese, 40,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            作者 小明 · 2026-11-22 09:33 · 公开 ·
            评论关闭
            3×(1:00/30) = 4:00

            标签      跑步、健身房
            统计      应用 12 次 · 收藏 5 次 · 评论
                      3 条 · 赞 40 个
            变更说明  休息更长 — Longer rest between
                      sets, so a beginner can finish
                      every round of it
            作者备注  跑步机坡度设为 2%，速度按
                      自己的节奏调整；最后一组可以
                      走路放松，别勉强。
                      Keep water nearby.
            """#,
            #"""
            试练：interfit community start
            p9b8c7d6e5f4 · 保存：interfit community
            apply p9b8c7d6e5f4
            """#
        ),
        (
            .simplifiedChinese, 80,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            作者 小明 · 2026-11-22 09:33 · 公开 · 评论关闭
            3×(1:00/30) = 4:00

            标签      跑步、健身房
            统计      应用 12 次 · 收藏 5 次 · 评论 3 条 · 赞 40 个
            变更说明  休息更长 — Longer rest between sets, so a beginner can finish every
                      round of it
            作者备注  跑步机坡度设为 2%，速度按自己的节奏调整；最后一组可以走路放松，
                      别勉强。
                      Keep water nearby.
            """#,
            #"""
            试练：interfit community start p9b8c7d6e5f4 · 保存：interfit community apply
            p9b8c7d6e5f4
            """#
        ),
        (
            .simplifiedChinese, 120,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            作者 小明 · 2026-11-22 09:33 · 公开 · 评论关闭
            3×(1:00/30) = 4:00

            标签      跑步、健身房
            统计      应用 12 次 · 收藏 5 次 · 评论 3 条 · 赞 40 个
            变更说明  休息更长 — Longer rest between sets, so a beginner can finish every round of it
            作者备注  跑步机坡度设为 2%，速度按自己的节奏调整；最后一组可以走路放松，别勉强。
                      Keep water nearby.
            """#,
            #"""
            试练：interfit community start p9b8c7d6e5f4 · 保存：interfit community apply p9b8c7d6e5f4
            """#
        ),
    ]

    @Test(arguments: details)
    func detail(language: AppLanguage, width: Int, head: String, tail: String) {
        let view = CommunityPostView(language: language, style: .plain, dates: CommunityFixtures.dates)
        let text = view.render(CommunityFixtures.detailed, signedIn: true, width: width)
        #expect(text == head + "\n" + Self.planBlock(language) + "\n\n" + tail)
    }

    /// Language, width and the whole summary a signed-out reader sees of a kept copy.
    static let summaries: [(AppLanguage, Int, String)] = [
        (
            .english, 40,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            by 小明 · 2026-11-22 09:33 · public ·
            comments on
            10×(1:00/1:00) = 19:00

            Tags    跑步, 健身房
            Counts  12 applied · 5 saved · 3
                    comments · 40 likes

            Sign in to see the change note, the
            notes and every segment: interfit
            community login HANDLE

            Try it: interfit community start
            p9b8c7d6e5f4 · keep it: interfit
            community apply p9b8c7d6e5f4
            Offline copy, fetched 5 min ago.
            """#
        ),
        (
            .english, 120,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            by 小明 · 2026-11-22 09:33 · public · comments on
            10×(1:00/1:00) = 19:00

            Tags    跑步, 健身房
            Counts  12 applied · 5 saved · 3 comments · 40 likes

            Sign in to see the change note, the notes and every segment: interfit community login HANDLE

            Try it: interfit community start p9b8c7d6e5f4 · keep it: interfit community apply p9b8c7d6e5f4
            Offline copy, fetched 5 min ago.
            """#
        ),
        (
            .simplifiedChinese, 40,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            作者 小明 · 2026-11-22 09:33 · 公开 ·
            评论开启
            10×(1:00/1:00) = 19:00

            标签  跑步、健身房
            统计  应用 12 次 · 收藏 5 次 · 评论 3 条
                  · 赞 40 个

            登录后可查看变更说明、作者备注与全部
            分段：interfit community login HANDLE

            试练：interfit community start
            p9b8c7d6e5f4 · 保存：interfit community
            apply p9b8c7d6e5f4
            离线副本，5 分钟前获取。
            """#
        ),
        (
            .simplifiedChinese, 120,
            #"""
            高强度间歇：跑步机二十分钟  p9b8c7d6e5f4
            作者 小明 · 2026-11-22 09:33 · 公开 · 评论开启
            10×(1:00/1:00) = 19:00

            标签  跑步、健身房
            统计  应用 12 次 · 收藏 5 次 · 评论 3 条 · 赞 40 个

            登录后可查看变更说明、作者备注与全部分段：interfit community login HANDLE

            试练：interfit community start p9b8c7d6e5f4 · 保存：interfit community apply p9b8c7d6e5f4
            离线副本，5 分钟前获取。
            """#
        ),
    ]

    @Test(arguments: summaries)
    func summary(language: AppLanguage, width: Int, expected: String) {
        let view = CommunityPostView(language: language, style: .plain, dates: CommunityFixtures.dates)
        let text = view.render(CommunityFixtures.posts[1], signedIn: false, keptAgeSeconds: 300, width: width)
        #expect(text == expected)
    }

    /// A hub's real ids are 36 characters: at 40 columns the title wraps on its own and the id takes the next line.
    @Test func titleAndFullIdAt40Columns() {
        let post = CommunityFixtures.post(
            "96f86815-4def-4868-ad74-2122bffa25f5", "Tabata for busy mornings before work", by: "alice")
        let view = CommunityPostView(language: .english, style: .plain, dates: CommunityFixtures.dates)
        let text = view.render(post, signedIn: false, width: 40)
        #expect(
            text.split(separator: "\n").prefix(3).joined(separator: "\n") == #"""
                Tabata for busy mornings before work
                96f86815-4def-4868-ad74-2122bffa25f5
                by alice · 2026-11-22 09:33 · public ·
                """#)
    }
}
