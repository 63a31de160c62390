import Foundation
import Shared
import Testing
import Train

@testable import TrainViews

/// The live page's state and notice messages, exactly, in English and Chinese.
/// 实时页面的状态与通知消息，逐字比对，中英文各一。
@Suite struct TrainLiveViewTests {
    private static let legs = PlanSnapshot(
        planId: nil, templateId: nil, name: "Legs", content: FrameFixtures.content,
        takenAt: Date(timeIntervalSince1970: 0)
    )

    private static func view(_ language: AppLanguage, snapshot: PlanSnapshot = legs) -> TrainLiveView {
        TrainLiveView(snapshot: snapshot, language: language)
    }

    @Test func aWorkSegmentInEnglishAndChinese() throws {
        let state = try FrameFixtures.state(at: 5)
        #expect(
            Self.view(.english).state(state, serverTime: 12.5)
                == #"{"type":"state","serverTime":12.500,"status":"running","kind":"work","shape":"■","kindName":"Work","#
                + #""label":"Work · Squat","exercise":"Squat","remaining":15.000,"segmentLength":20.000,"set":1,"sets":8,"#
                + #""round":1,"rounds":1,"next":"□ Rest (0:10)","elapsed":5.000,"total":230.000,"totalFraction":0.022,"#
                + #""plan":"Legs"}"#)
        #expect(
            Self.view(.simplifiedChinese).state(state, serverTime: 12.5)
                == #"{"type":"state","serverTime":12.500,"status":"running","kind":"work","shape":"■","kindName":"训练","#
                + #""label":"训练 · Squat","exercise":"Squat","remaining":15.000,"segmentLength":20.000,"set":1,"sets":8,"#
                + #""round":1,"rounds":1,"next":"□ 休息（0:10）","elapsed":5.000,"total":230.000,"totalFraction":0.022,"#
                + #""plan":"Legs"}"#)
    }

    @Test func aPausedRestKeepsItsRemainingTime() throws {
        let state = try FrameFixtures.state(at: 25, pause: true)
        #expect(
            Self.view(.english).state(state, serverTime: 40.25)
                == #"{"type":"state","serverTime":40.250,"status":"paused","kind":"rest","shape":"□","kindName":"Rest","#
                + #""label":"Rest","exercise":null,"remaining":5.000,"segmentLength":10.000,"set":1,"sets":8,"round":1,"#
                + #""rounds":1,"next":"■ Work · Row (0:20)","elapsed":25.000,"total":230.000,"totalFraction":0.109,"#
                + #""plan":"Legs"}"#)
        #expect(
            Self.view(.simplifiedChinese).state(state, serverTime: 40.25)
                == #"{"type":"state","serverTime":40.250,"status":"paused","kind":"rest","shape":"□","kindName":"休息","#
                + #""label":"休息","exercise":null,"remaining":5.000,"segmentLength":10.000,"set":1,"sets":8,"round":1,"#
                + #""rounds":1,"next":"■ 训练 · Row（0:20）","elapsed":25.000,"total":230.000,"totalFraction":0.109,"#
                + #""plan":"Legs"}"#)
    }

    @Test func theFinishedStateHasNothingLeftAndNoNext() throws {
        let state = try FrameFixtures.state(at: 231)
        #expect(state.progress.state == .completed)
        #expect(
            Self.view(.english).state(state, serverTime: 300)
                == #"{"type":"state","serverTime":300.000,"status":"completed","kind":"work","shape":"■","#
                + #""kindName":"Work","label":"Work · Row","exercise":"Row","remaining":0.000,"segmentLength":20.000,"#
                + #""set":8,"sets":8,"round":1,"rounds":1,"next":null,"elapsed":230.000,"total":230.000,"#
                + #""totalFraction":1.000,"plan":"Legs"}"#)
        #expect(
            Self.view(.simplifiedChinese).state(state, serverTime: 300)
                == #"{"type":"state","serverTime":300.000,"status":"completed","kind":"work","shape":"■","#
                + #""kindName":"训练","label":"训练 · Row","exercise":"Row","remaining":0.000,"segmentLength":20.000,"#
                + #""set":8,"sets":8,"round":1,"rounds":1,"next":null,"elapsed":230.000,"total":230.000,"#
                + #""totalFraction":1.000,"plan":"Legs"}"#)
    }

    @Test func aWarmUpBelongsToNoSetAndRoundsAreCounted() throws {
        let content = PlanContent(
            setsCount: 2, workSeconds: 10, restSeconds: 0, warmupSeconds: 30, rounds: 2, roundRestSeconds: 20)
        var engine = TrainEngine(timeline: Timeline(content: content))
        _ = try engine.start(at: .zero)
        _ = engine.advance(to: .milliseconds(4_250))
        let state = TrainScreenState(
            planName: "Mix", summary: content.summary, progress: engine.progress(at: .milliseconds(4_250)))
        let snapshot = PlanSnapshot(
            planId: nil, templateId: nil, name: "Mix", content: content, takenAt: Date(timeIntervalSince1970: 0))
        #expect(
            Self.view(.english, snapshot: snapshot).state(state, serverTime: 4.25)
                == #"{"type":"state","serverTime":4.250,"status":"running","kind":"warmup","shape":"▲","#
                + #""kindName":"Warm-up","label":"Warm-up","exercise":null,"remaining":25.750,"segmentLength":30.000,"#
                + #""set":null,"sets":2,"round":1,"rounds":2,"next":"■ Work (0:10)","elapsed":4.250,"total":90.000,"#
                + #""totalFraction":0.047,"plan":"Mix"}"#)
    }

    @Test func namesFromOutsideAreEscapedAndCannotBreakOut() throws {
        let hostile = "Legs \"day\" </script><b>\n\r\t\u{01}\u{1F}\\"
        let snapshot = PlanSnapshot(
            planId: nil, templateId: nil, name: hostile, content: FrameFixtures.content,
            takenAt: Date(timeIntervalSince1970: 0))
        let line = Self.view(.english, snapshot: snapshot).state(try FrameFixtures.state(at: 5), serverTime: 1)
        #expect(line.hasSuffix(#""plan":"Legs \"day\" </script><b>\n\r\t\u0001\u001f\\"}"#))
        #expect(!line.contains("\n") && !line.contains("\r"), "one line, whatever the name holds")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "the line is valid JSON")
        #expect(object["plan"] as? String == hostile, "the name comes back intact, as text")
        #expect(object.count == 19, "no field was injected")
    }

    @Test func aNoticeIsOneJSONLine() {
        #expect(
            Self.view(.english).notice("Only a rest can be \"extended\".\n")
                == #"{"type":"notice","text":"Only a rest can be \"extended\".\n"}"#)
        #expect(Self.view(.simplifiedChinese).notice("只有休息可以延长。") == #"{"type":"notice","text":"只有休息可以延长。"}"#)
    }
}
