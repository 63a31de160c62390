import Testing

@testable import SharedUI

/// Help pages laid out at 80 and 40 columns in English and Chinese, and the "did you mean" distance.
@Suite struct HelpPageTests {
    private static let english = HelpPage([
        .headed(
            "OVERVIEW: ",
            text:
                "Run a workout from a template, a saved plan, or ad-hoc options.\n\nExamples:\n  interfit start tabata --no-tui --cues none --events ndjson"
        ),
        .hanging(
            "USAGE: ",
            lines: ["interfit start [--sets\u{A0}<sets>] [--work\u{A0}<duration>] [--rest\u{A0}<duration>] [<plan>]"]),
        .rows(
            "OPTIONS:",
            [
                HelpPage.Row(label: "--work <duration>", text: "Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30)."),
                HelpPage.Row(label: "--music-strategy <strategy>", text: "How selections go to sets."),
                HelpPage.Row(label: "-h, --help", text: ""),
            ]),
    ])

    private static let chinese = HelpPage([
        .headed("概述：", text: "按模板、已保存的计划或临时选项开始一次训练。"),
        .hanging("用法：", lines: ["interfit start [--sets\u{A0}<sets>] [--work\u{A0}<duration>] [<plan>]"]),
        .rows("选项：", [HelpPage.Row(label: "--work <duration>", text: "每组训练时长，10 秒–30 分（45、45s、2m、1m30s、1:30）。")]),
        .text("  查看 'interfit help <子命令>' 获取详细帮助。"),
    ])

    @Test func englishBesideItsLabelsAtEightyColumns() {
        #expect(
            Self.english.render(width: 80) == """
                OVERVIEW: Run a workout from a template, a saved plan, or ad-hoc options.

                Examples:
                  interfit start tabata --no-tui --cues none --events ndjson

                USAGE: interfit start [--sets <sets>] [--work <duration>] [--rest <duration>]
                         [<plan>]

                OPTIONS:
                  --work <duration>       Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).
                  --music-strategy <strategy>
                                          How selections go to sets.
                  -h, --help

                """)
    }

    @Test func englishUnderItsLabelsAtFortyColumns() {
        #expect(
            Self.english.render(width: 40) == """
                OVERVIEW: Run a workout from a template,
                a saved plan, or ad-hoc options.

                Examples:
                  interfit start tabata --no-tui --cues
                    none --events ndjson

                USAGE: interfit start [--sets <sets>]
                         [--work <duration>]
                         [--rest <duration>] [<plan>]

                OPTIONS:
                  --work <duration>
                      Work interval, 10s–30m (45, 45s,
                      2m, 1m30s, 1:30).
                  --music-strategy <strategy>
                      How selections go to sets.
                  -h, --help

                """)
    }

    @Test func chineseWrapsBetweenPhrases() {
        // The option's text takes 55 columns beside a 26-column label: one more than 80, so it wraps after a 、.
        #expect(
            Self.chinese.render(width: 80) == """
                概述：按模板、已保存的计划或临时选项开始一次训练。

                用法：interfit start [--sets <sets>] [--work <duration>] [<plan>]

                选项：
                  --work <duration>       每组训练时长，10 秒–30 分（45、45s、2m、1m30s、
                                          1:30）。

                  查看 'interfit help <子命令>' 获取详细帮助。

                """)
        #expect(
            Self.chinese.render(width: 40) == """
                概述：按模板、已保存的计划或临时选项开始
                一次训练。

                用法：interfit start [--sets <sets>]
                        [--work <duration>] [<plan>]

                选项：
                  --work <duration>
                      每组训练时长，10 秒–30 分（45、
                      45s、2m、1m30s、1:30）。

                  查看 'interfit help <子命令>' 获取详细
                    帮助。

                """)
    }

    @Test func theClosestNamesAreSuggested() {
        #expect(TextSimilarity.closest(to: "strat", among: ["start", "stats", "plans"]) == ["start"])
        #expect(TextSimilarity.closest(to: "stat", among: ["start", "stats", "plans"]) == ["start", "stats"])
        #expect(TextSimilarity.closest(to: "--sest", among: ["--sets", "--rest", "--work"]) == ["--sets", "--rest"])
        #expect(TextSimilarity.closest(to: "temp", among: ["templates", "start"]) == ["templates"], "a prefix")
        #expect(TextSimilarity.closest(to: "histroy", among: ["history", "stats"]) == ["history"])
        #expect(TextSimilarity.closest(to: "xyz", among: ["start", "stats"]) == [])
        #expect(TextSimilarity.closest(to: "start", among: ["start"]) == [], "the name itself is no suggestion")
    }

    @Test func aHugeWordIsComparedWithoutFillingATable() {
        // 100,000 × 8 cells per candidate took most of the time refusing a 100 KB mistyped command.
        let began = ContinuousClock.now
        let huge = String(repeating: "a", count: 100_000)
        #expect(TextSimilarity.closest(to: huge, among: Array(repeating: "history", count: 50)) == [])
        #expect(ContinuousClock.now - began < .seconds(2), "no distance table for words of very different lengths")
        #expect(TextSimilarity.closest(to: "histor", among: ["history"]) == ["history"], "still close: one letter off")
    }
}
