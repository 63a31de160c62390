import Shared
import Testing
import Train

@testable import InterfitCLI

/// The training screen is a pure function of state: checked as text.
@Suite struct TrainScreenRendererTests {
    private let renderer = TrainScreenRenderer(
        text: Localizer(language: .english), style: TerminalStyle(isEnabled: false))

    private func state(
        at seconds: Int64, pause: Bool = false, confirm: TrainConfirmation? = nil, help: Bool = false
    )
        throws -> TrainScreenState
    {
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, exercises: ["Squat", "Row"])
        var engine = TrainEngine(timeline: Timeline(content: content))
        _ = try engine.start(at: .zero)
        _ = engine.advance(to: .seconds(seconds))
        if pause { _ = try engine.pause(at: .seconds(seconds)) }
        return TrainScreenState(
            planName: "Legs", summary: content.summary, progress: engine.progress(at: .seconds(seconds)),
            pendingConfirmation: confirm, isHelpVisible: help)
    }

    @Test func workScreenShowsEverythingAPersonNeeds() throws {
        let lines = renderer.render(try state(at: 5), width: 80, height: 24)
        let screen = lines.joined(separator: "\n")
        #expect(lines.count == 24)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
        #expect(screen.contains("■■■ WORK ■■■  Squat"))
        #expect(screen.contains("████"), "big digits")
        #expect(screen.contains("Set 1/8") && screen.contains("Done 0/8"))
        #expect(screen.contains("0:05 / 3:50"))
        #expect(screen.contains("Next: Rest (0:10)"))
        #expect(lines.last?.contains("space pause") == true)
    }

    @Test func restAndPauseUseDifferentShapesNotOnlyColours() throws {
        let rest = renderer.render(try state(at: 22), width: 80, height: 24).joined(separator: "\n")
        #expect(rest.contains("□□□ REST □□□") && rest.contains("Next: Work · Row (0:20)"))
        let paused = renderer.render(try state(at: 22, pause: true), width: 80, height: 24).joined(separator: "\n")
        #expect(paused.contains("❚❚ PAUSED ❚❚") && paused.contains("press space to resume"))
    }

    @Test func confirmationsAndHelp() throws {
        let skip = renderer.render(try state(at: 3, confirm: .skip), width: 80, height: 24)
        #expect(skip[22].contains("Skip to the next segment? y = yes"))
        let end = renderer.render(try state(at: 3, confirm: .end), width: 80, height: 24)
        #expect(end[22].contains("End the workout now?"))
        let help = renderer.render(try state(at: 3, help: true), width: 80, height: 24).joined(separator: "\n")
        #expect(help.contains("extend the current rest by 15 seconds") && !help.contains("████"))
    }

    @Test func narrowAndShortTerminalsStillFit() throws {
        for (width, height) in [(30, 12), (20, 8), (45, 10)] {
            let lines = renderer.render(try state(at: 5), width: width, height: height)
            #expect(lines.count == height)
            #expect(lines.allSatisfy { TextWidth.of($0) <= max(20, width) }, "\(width)x\(height)")
            #expect(lines.joined().contains("0:15"), "time left shown as text when digits do not fit")
        }
    }

    @Test func coloursOnlyWhenAllowed() throws {
        let coloured = TrainScreenRenderer(text: Localizer(language: .english), style: TerminalStyle(isEnabled: true))
        #expect(coloured.render(try state(at: 5), width: 80, height: 24).joined().contains("\u{1B}["))
        #expect(!renderer.render(try state(at: 5), width: 80, height: 24).joined().contains("\u{1B}["))
        #expect(!TerminalStyle.forStream(isTTY: true, environment: ["NO_COLOR": "1"]).isEnabled)
        #expect(TerminalStyle.forStream(isTTY: true, environment: [:]).isEnabled)
        #expect(!TerminalStyle.forStream(isTTY: false, environment: [:]).isEnabled)
    }

    @Test func keysMapToIntents() {
        #expect(
            TrainKey.parse(Array(" npr+e?y".utf8)) == [
                .togglePause, .skip, .back, .endRest, .extendRest, .end, .help, .confirm,
            ])
        #expect(TrainKey.parse([0x1B, 0x5B, 0x41]) == [.other], "arrow keys are ignored")
    }
}

/// Event lines for other programs and for pipes.
@Suite struct TrainEventFormatterTests {
    private let snapshot = PlanSnapshot(
        planId: nil, templateId: "tabata", name: "Tabata \"quoted\"",
        content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10), takenAt: .init(timeIntervalSince1970: 0))

    @Test func segmentLineHasTheDocumentedShape() {
        let formatter = TrainEventFormatter(snapshot: snapshot, text: Localizer(language: .english))
        #expect(
            formatter.json(SessionEvent(t: 0, kind: .segmentChanged(index: 0)))
                == #"{"type":"segment","kind":"work","set":1,"sets":8,"round":1,"rounds":1,"label":"Work","duration":20,"index":0,"t":0.000}"#
        )
        #expect(
            formatter.json(SessionEvent(t: 0, kind: .started))
                == #"{"type":"started","plan":"Tabata \"quoted\"","sets":8,"totalSeconds":230,"t":0.000}"#)
        #expect(
            formatter.json(.countdown(3), t: 17.0004) == #"{"type":"cue","cue":"countdown","value":3,"t":17.000}"#)
        #expect(
            formatter.json(SessionEvent(t: 4.5, kind: .paused(reason: .safety)))
                == #"{"type":"paused","reason":"safety","t":4.500}"#)
    }

    @Test func plainLinesAreOnePerEvent() {
        let formatter = TrainEventFormatter(snapshot: snapshot, text: Localizer(language: .english))
        #expect(
            formatter.plain(SessionEvent(t: 20, kind: .segmentChanged(index: 1))) == "0:20   □ Rest · Set 1/8 · 0:10")
        #expect(formatter.plain(SessionEvent(t: 230, kind: .completed)) == "3:50   ✓ completed")
        #expect(!formatter.plain(SessionEvent(t: 3, kind: .paused(reason: .user))).contains("\n"))
    }
}
