import Foundation
import Shared
import SharedUI
import Testing
import Train

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

    /// A view keeps the lines that do not follow the clock from frame to frame: each frame of a run, with every
    /// field and size changing in turn, must be the frame a new view draws for that state.
    @Test(arguments: [AppLanguage.english, .simplifiedChinese])
    func aViewDrawingFrameAfterFrameDrawsWhatANewViewDraws(language: AppLanguage) throws {
        let drums = MusicSelection(source: .local, reference: "/m/drums.mp3", title: "Drums")
        let calm = MusicSelection(source: .local, reference: "/m/calm.m3u")
        var states: [(TrainScreenState, Int, Int)] = []
        for second in Int64(0)...235 {
            let size = [(100, 30), (100, 30), (60, 20), (40, 12), (12, 4), (100, 30)][Int(second / 3) % 6]
            let plain = try FrameFixtures.state(at: second)
            let varied: TrainScreenState =
                switch second % 11 {
                case 1: try FrameFixtures.state(at: second, pause: second < 230)
                case 2: try FrameFixtures.state(at: second, confirm: second % 2 == 0 ? .skip : .end)
                case 3: try FrameFixtures.state(at: second, help: true)
                case 4: try FrameFixtures.state(at: second, message: .restExtended(seconds: Int(second)))
                case 5: try FrameFixtures.state(at: second, adjusted: true)
                case 6: try FrameFixtures.state(at: second, music: drums, next: second % 2 == 0 ? calm : drums)
                case 8:
                    // The same music under another title (`MusicSelection`'s equality leaves the title out).
                    try FrameFixtures.state(
                        at: second,
                        music: MusicSelection(source: .local, reference: "/m/drums.mp3", title: "Drums \(second % 3)"))
                case 7:
                    TrainScreenState(
                        planName: "Legs \(second)", summary: plain.summary, progress: plain.progress,
                        audioDegraded: true,
                        music: calm, isMusicMuted: second % 2 == 0, liveURL: "http://127.0.0.1:8080/\(second)")
                default: plain
                }
            states.append((varied, size.0, size.1))
            if second % 11 == 8 {
                // Right after it, the same music under yet another title: only the title tells the frames apart.
                let other = MusicSelection(source: .local, reference: "/m/drums.mp3", title: "Other \(second)")
                states.append((try FrameFixtures.state(at: second, music: other), size.0, size.1))
            }
            states.append((plain, size.0, size.1))
        }
        let view = TrainSessionView(language: language, style: TextStyle(isEnabled: true))
        for (state, width, height) in states {
            let fresh = TrainSessionView(language: language, style: TextStyle(isEnabled: true))
            #expect(
                view.render(state, width: width, height: height) == fresh.render(state, width: width, height: height))
        }
    }
}
