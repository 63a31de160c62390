import Foundation
import Shared
import SharedUI
import Testing
import Train

@testable import TrainViews

/// The help overlay with the time left in sight, messages in full or short, and the answers to control lines.
@Suite struct TrainSessionOverlayTests {
    private func frame(
        _ state: TrainScreenState, _ width: Int, _ height: Int, _ language: AppLanguage = .english
    )
        -> String
    {
        TrainSessionView(language: language, style: .plain).render(state, width: width, height: height)
            .joined(separator: "\n")
    }

    @Test func theHelpKeepsTheTimeLeftInSight40x12() throws {
        #expect(
            frame(try FrameFixtures.state(at: 5, help: true), 40, 12) == """
                0:15  ■ WORK

                Keys

                space   pause / resume
                n       skip ahead (asks)
                p       previous segment
                +       rest +15 s
                r       end the rest now
                e       end the workout (asks)
                Ctrl-Z  suspend (fg returns)
                ? Esc   close this help
                """)
        #expect(
            frame(try FrameFixtures.state(at: 5, help: true), 40, 12, .simplifiedChinese) == """
                0:15  ■ 训练

                按键

                空格    暂停 / 继续
                n       跳到下一段（会先确认）
                p       回到上一段
                +       当前休息延长 15 秒
                r       立即结束当前休息
                e       结束训练（会先确认；会保存）
                Ctrl-Z  暂停并挂起；`fg` 恢复
                ? Esc   关闭帮助
                """)
    }

    @Test func theHelpWhilePausedKeepsTheHint60x20() throws {
        #expect(
            frame(try FrameFixtures.state(at: 25, pause: true, help: true), 60, 20) == """



                0:05  ❚❚ PAUSED

                Keys

                space   pause / resume
                n       skip to the next segment (asks first)
                p       back to the previous segment
                +       extend the current rest by 15 seconds
                r       end the current rest now
                e       end the workout (asks first; it is saved)
                Ctrl-Z  pause and suspend; `fg` brings it back
                ? Esc   close this help




                Paused — press space to resume
                """)
    }

    @Test func atTheSmallestSizeTheHelpStillShowsTheTime() throws {
        #expect(
            frame(try FrameFixtures.state(at: 5, help: true), 12, 4) == """
                0:15  ■ WORK
                space pause…
                n   skip ah…
                p   previou…
                """)
        for (width, height) in [(4, 1), (20, 3), (100, 5), (200, 60)] {
            for language in AppLanguage.allCases {
                let lines = TrainSessionView(language: language, style: .plain)
                    .render(try FrameFixtures.state(at: 5, help: true), width: width, height: height)
                #expect(lines.count == height && lines.allSatisfy { TextWidth.of($0) <= width })
                #expect(lines.contains { $0.hasPrefix("0:15") }, "\(language) \(width)×\(height): \(lines)")
            }
        }
    }

    @Test func aMessageShowsAboveTheKeys40x12() throws {
        #expect(
            frame(try FrameFixtures.state(at: 5, message: .refused(.notInRest)), 40, 12) == """
                Legs                    8×(20/10) = 3:50
                ■■■ WORK ■■■  Squat
                           ████      █  ████
                           █  █ ██  ██  █
                           █  █      █  ████
                           █  █ ██   █     █
                           ████     ███ ████
                Set 1/8   Done 0/8
                Next: Rest (0:10)
                Only a rest can be extended or ended
                early.
                space · n · p · + · r · e · ? help
                """)
        #expect(
            frame(try FrameFixtures.state(at: 25, message: .restExtended(seconds: 15)), 40, 12).split(separator: "\n")
                .suffix(2) == ["Rest extended by 15 s.", "space · n · p · + · r · e · ? help"])
    }

    @Test func messagesFit12x4InFullOrInShort() throws {
        #expect(
            frame(try FrameFixtures.state(at: 25, message: .restExtended(seconds: 15)), 12, 4) == """
                    0:05
                Rest
                extended by
                15 s.
                """)
        #expect(
            frame(try FrameFixtures.state(at: 5, message: .refused(.notInRest)), 12, 4) == """
                    0:15
                Rests only
                space · n ·
                p · + · r ·
                """, "the sentence takes four lines at 12 columns: the short form instead of its tail")
        #expect(
            frame(try FrameFixtures.state(at: 25, message: .restExtended(seconds: 15)), 12, 4, .simplifiedChinese)
                == """
                    0:05
                休息已延长
                15 秒。
                空格 · n · p
                """)
        #expect(
            frame(try FrameFixtures.state(at: 5, message: .refused(.invalidExtension(seconds: 900))), 12, 3) == """
                    0:15
                1–600 s only
                space · n ·
                """)
    }

    @Test func controlAnswersSayWhatIsAcceptedAndWhatIsHappening() throws {
        let snapshot = PlanSnapshot(
            planId: nil, templateId: "tabata", name: "Tabata", content: FrameFixtures.content,
            takenAt: Date(timeIntervalSince1970: 0))
        let work = try FrameFixtures.state(at: 45).progress
        let paused = try FrameFixtures.state(at: 25, pause: true).progress
        let first = try FrameFixtures.state(at: 5).progress
        let english = TrainEventView(snapshot: snapshot, language: .english)
        #expect(english.notice(for: .done, command: "pause", progress: work) == nil)
        #expect(
            english.notice(for: .unknown(" dance "), command: " dance ", progress: work)
                == "Unknown command \"dance\"; the commands are pause, resume, skip, back, extend N "
                + "(N = 1–600 seconds, e.g. extend 20 or +20), end-rest and end.")
        #expect(
            english.notice(for: .refused(.notInRest), command: " extend 15 ", progress: work)
                == "\"extend 15\" was not carried out: extend and end-rest work during a rest; now: work (set 2/8).")
        #expect(
            english.notice(for: .refused(.invalidExtension(seconds: 900)), command: "extend 900", progress: paused)
                == "\"extend 900\" was not carried out: extend takes 1–600 seconds (e.g. extend 20 or +20); "
                + "now: paused, rest (set 1/8).")
        #expect(
            english.notice(
                for: .refused(.invalidTransition(from: .paused(.user), action: .pause)), command: "pause",
                progress: paused)
                == "\"pause\" was not carried out: not possible at this moment; now: paused, rest (set 1/8).")
        #expect(
            english.notice(for: .refused(.noPreviousSegment), command: "back", progress: first)
                == "\"back\" was not carried out: there is no segment before this one; now: work (set 1/8).")
        let chinese = TrainEventView(snapshot: snapshot, language: .simplifiedChinese)
        #expect(
            chinese.notice(for: .unknown("dance"), command: "dance", progress: work)
                == "未知命令“dance”；可用命令：pause、resume、skip、back、extend N（N 为 1–600 秒，例如 extend 20 或 +20）、end-rest、end。")
        #expect(
            chinese.notice(for: .refused(.notInRest), command: "extend 15", progress: work)
                == "“extend 15”未执行：extend 与 end-rest 只在休息时有效；现在：训练（第 2/8 组）。")
        #expect(
            chinese.notice(for: .refused(.invalidExtension(seconds: 900)), command: "extend 900", progress: paused)
                == "“extend 900”未执行：extend 的秒数须在 1–600 之间（例如 extend 20 或 +20）；现在：已暂停，休息（第 1/8 组）。")
    }
}
