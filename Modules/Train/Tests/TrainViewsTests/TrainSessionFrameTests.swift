import Foundation
import Shared
import SharedUI
import Testing

@testable import TrainViews

/// Whole training-screen frames, exactly, at three sizes in English and Chinese (plain style, 5 s into Legs).
@Suite struct TrainSessionFrameTests {
    @Test func english100x30() throws {
        let view = TrainSessionView(language: .english, style: .plain)
        let frame = view.render(try FrameFixtures.state(at: 5), width: 100, height: 30)
        #expect(
            frame.joined(separator: "\n") == """

                Legs                                                                                8×(20/10) = 3:50


                ■■■ WORK ■■■  Squat

                                        ████████████                  ███      ████████████
                                        ████████████                  ███      ████████████
                                        ████████████                  ███      ████████████
                                        ███      ███   ██████      ██████      ███
                                        ███      ███   ██████      ██████      ███
                                        ███      ███   ██████      ██████      ███
                                        ███      ███                  ███      ████████████
                                        ███      ███                  ███      ████████████
                                        ███      ███                  ███      ████████████
                                        ███      ███   ██████         ███               ███
                                        ███      ███   ██████         ███               ███
                                        ███      ███   ██████         ███               ███
                                        ████████████               █████████   ████████████
                                        ████████████               █████████   ████████████
                                        ████████████               █████████   ████████████

                Set 1/8   Done 0/8
                Segment   [████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                Total     [█░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  0:05 / 3:50

                Next: Rest (0:10)


                space pause · n skip · p back · + rest +15s · r end rest · e end · ? help
                """)
    }

    @Test func english60x20() throws {
        let view = TrainSessionView(language: .english, style: .plain)
        let frame = view.render(try FrameFixtures.state(at: 5), width: 60, height: 20)
        #expect(
            frame.joined(separator: "\n") == """

                Legs                                        8×(20/10) = 3:50


                ■■■ WORK ■■■  Squat

                                     ████      █  ████
                                     █  █ ██  ██  █
                                     █  █      █  ████
                                     █  █ ██   █     █
                                     ████     ███ ████

                Set 1/8   Done 0/8
                Segment   [████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                Total     [░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  0:05 / 3:50

                Next: Rest (0:10)


                space · n · p · + · r · e · ? help
                """)
    }

    @Test func english40x12() throws {
        let view = TrainSessionView(language: .english, style: .plain)
        let frame = view.render(try FrameFixtures.state(at: 5), width: 40, height: 12)
        #expect(
            frame.joined(separator: "\n") == """
                Legs                    8×(20/10) = 3:50
                ■■■ WORK ■■■  Squat
                           ████      █  ████
                           █  █ ██  ██  █
                           █  █      █  ████
                           █  █ ██   █     █
                           ████     ███ ████
                Set 1/8   Done 0/8
                Segment   [███████░░░░░░░░░░░░░░░░░░░░░]
                Total     [░░░░░░░░░░░░░░░]  0:05 / 3:50
                Next: Rest (0:10)
                space · n · p · + · r · e · ? help
                """)
    }

    @Test func chinese100x30() throws {
        let view = TrainSessionView(language: .simplifiedChinese, style: .plain)
        let frame = view.render(try FrameFixtures.state(at: 5), width: 100, height: 30)
        #expect(
            frame.joined(separator: "\n") == """

                Legs                                                                                8×(20/10) = 3:50


                ■■■ 训练 ■■■  Squat

                                        ████████████                  ███      ████████████
                                        ████████████                  ███      ████████████
                                        ████████████                  ███      ████████████
                                        ███      ███   ██████      ██████      ███
                                        ███      ███   ██████      ██████      ███
                                        ███      ███   ██████      ██████      ███
                                        ███      ███                  ███      ████████████
                                        ███      ███                  ███      ████████████
                                        ███      ███                  ███      ████████████
                                        ███      ███   ██████         ███               ███
                                        ███      ███   ██████         ███               ███
                                        ███      ███   ██████         ███               ███
                                        ████████████               █████████   ████████████
                                        ████████████               █████████   ████████████
                                        ████████████               █████████   ████████████

                第 1/8 组   完成 0/8
                本段      [████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                全程      [█░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  0:05 / 3:50

                下一段：休息（0:10）


                空格 暂停 · n 跳过 · p 返回 · + 休息+15秒 · r 结束休息 · e 结束 · ? 帮助
                """)
    }

    @Test func chinese60x20() throws {
        let view = TrainSessionView(language: .simplifiedChinese, style: .plain)
        let frame = view.render(try FrameFixtures.state(at: 5), width: 60, height: 20)
        #expect(
            frame.joined(separator: "\n") == """

                Legs                                        8×(20/10) = 3:50


                ■■■ 训练 ■■■  Squat

                                     ████      █  ████
                                     █  █ ██  ██  █
                                     █  █      █  ████
                                     █  █ ██   █     █
                                     ████     ███ ████

                第 1/8 组   完成 0/8
                本段      [████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                全程      [░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]  0:05 / 3:50

                下一段：休息（0:10）


                空格 · n · p · + · r · e · ? 帮助
                """)
    }

    @Test func chinese40x12() throws {
        let view = TrainSessionView(language: .simplifiedChinese, style: .plain)
        let frame = view.render(try FrameFixtures.state(at: 5), width: 40, height: 12)
        #expect(
            frame.joined(separator: "\n") == """
                Legs                    8×(20/10) = 3:50
                ■■■ 训练 ■■■  Squat
                           ████      █  ████
                           █  █ ██  ██  █
                           █  █      █  ████
                           █  █ ██   █     █
                           ████     ███ ████
                第 1/8 组   完成 0/8
                本段      [███████░░░░░░░░░░░░░░░░░░░░░]
                全程      [░░░░░░░░░░░░░░░]  0:05 / 3:50
                下一段：休息（0:10）
                空格 · n · p · + · r · e · ? 帮助
                """)
    }
}
