import Testing

@testable import Plans

/// Which plan shape options go together: mode A, mode B, and what an edit may leave out.
/// 哪些计划形状选项可以一起使用：模式 A、模式 B，以及编辑时可以省略什么。
@Suite struct PlanShapeRequestTests {
    @Test func aNewPlanNeedsAllOfModeAOrAllOfModeB() {
        #expect(PlanShapeRequest(sets: true, work: true, rest: true).problem(isNew: true) == nil)
        #expect(PlanShapeRequest(sets: true).problem(isNew: true) == .missing(["--work", "--rest"]))
        #expect(PlanShapeRequest(sets: true, total: true, intensity: true).problem(isNew: true) == nil)
        #expect(
            PlanShapeRequest(ratio: true).problem(isNew: true) == .missing(["--total", "--sets"]),
            "a ratio alone is mode B: it still needs a total and sets")
    }

    @Test func conflictsNameOnlyOptionsTheUserGave() {
        #expect(
            PlanShapeRequest(work: true, intensity: true).problem(isNew: false) == .conflicting("--work", "--intensity")
        )
        #expect(PlanShapeRequest(rest: true, total: true).problem(isNew: false) == .conflicting("--rest", "--total"))
        #expect(
            PlanShapeRequest(sets: true, total: true, ratio: true, intensity: true).problem(isNew: true)
                == .conflicting("--ratio", "--intensity"))
    }

    @Test func anEditMayChangeOneThingButModeBNeedsItsTotalAndARatio() {
        #expect(PlanShapeRequest().problem(isNew: false) == nil)
        #expect(PlanShapeRequest(work: true).problem(isNew: false) == nil)
        #expect(PlanShapeRequest(total: true).problem(isNew: false) == .missing(["--ratio | --intensity"]))
        #expect(PlanShapeRequest(total: true, ratio: true).problem(isNew: false) == nil)
    }
}
