import Foundation
import Plans
import Shared
import SharedTesting
import Train
import TrainViews

// Builds a plan from a built-in template with the Plans editor, runs the Train engine to completion on a
// manual clock, prints every event and one frame of the training screen, and fails loudly if the result is not
// exactly the planned workout or the frame does not show it.

let wallClock = ManualWallClock()
let editor = PlanEditorViewModel(repository: MemoryPlanRepository(), clock: wallClock, ids: SequentialIDProvider())
guard let template = PlanTemplate.find("tabata") else { fatalError("the Tabata template is missing") }
editor.name = "My \(template.name)"
editor.setsCount = template.content.setsCount
editor.workSeconds = template.content.workSeconds
editor.restSeconds = template.content.restSeconds
editor.exercises = ["Burpee", "Squat"]
let plan = try editor.save()
print("plan: \(plan.name) \(plan.content.summary)")

let clock = ManualMonotonicClock()
var engine = TrainEngine(timeline: Timeline(content: plan.content))
var cues: [CueEvent] = []
cues += try engine.start(at: clock.now()).cues
while let deadline = engine.nextDeadline(after: clock.now()) {
    clock.advance(by: deadline - clock.now())
    cues += engine.advance(to: clock.now()).cues
}
for event in engine.events {
    print(String(format: "%7.3f  %@", event.t, String(describing: event.kind)))
}
print("cues: \(cues.count), last: \(cues.last.map { $0.name } ?? "none")")

// One frame of the training screen, 25 seconds in (the first rest), as a terminal of 60×16 would show it.
var shown = TrainEngine(timeline: Timeline(content: plan.content))
_ = try shown.start(at: .zero)
_ = shown.advance(to: .seconds(25))
let state = TrainScreenState(
    planName: plan.name, isAdjusted: false, summary: plan.content.summary, progress: shown.progress(at: .seconds(25)))
let frame = TrainSessionView(language: .english, style: .plain).render(state, width: 60, height: 16)
print(frame.joined(separator: "\n"))
guard frame.count == 16, frame.contains(where: { $0.contains("REST") }), frame.contains(where: { $0.contains("█") })
else {
    print("reuse-consumer: FAILED (the frame does not show the rest with its big digits)")
    exit(1)
}

let expected = Duration.seconds(plan.content.totalSeconds)
guard engine.state == .completed, engine.activeTime(at: clock.now()) == expected,
    engine.completedSets == plan.content.totalSets, cues.last == .completed
else {
    print("reuse-consumer: FAILED (state \(engine.state), active \(engine.activeTime(at: clock.now())))")
    exit(1)
}
print("reuse-consumer: OK — \(engine.completedSets) sets in exactly \(DurationText.clock(plan.content.totalSeconds))")
