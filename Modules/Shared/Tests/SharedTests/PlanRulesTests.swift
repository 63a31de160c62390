import Testing

@testable import Shared

@Suite struct PlanRulesTests {
    private let valid = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)

    @Test func validPlanHasNoIssues() {
        #expect(PlanRules.validate(name: "Tabata", content: valid).isEmpty)
    }

    @Test func reportsEveryBadFieldOnceWithItsBound() {
        let content = PlanContent(
            setsCount: 0, workSeconds: 5, restSeconds: 1801, warmupSeconds: -1, cooldownSeconds: 2000, rounds: 21,
            roundRestSeconds: -3)
        let issues = PlanRules.validate(name: "", content: content)
        #expect(
            issues.map(\.field) == [
                .name, .setsCount, .workSeconds, .restSeconds, .warmupSeconds, .cooldownSeconds, .rounds,
                .roundRestSeconds,
            ])
        #expect(issues[1].problem == .outOfRange(allowed: 1...99, actual: 0))
        #expect(issues[2].problem == .outOfRange(allowed: 10...1800, actual: 5))
        #expect(issues[0].problem == .lengthOutOfRange(allowed: 1...80, actual: 0))
    }

    @Test func boundsAreInclusive() {
        let low = PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0, rounds: 1)
        let high = PlanContent(
            setsCount: 99, workSeconds: 1800, restSeconds: 1800, warmupSeconds: 1800, cooldownSeconds: 1800,
            rounds: 20, roundRestSeconds: 1800)
        #expect(PlanRules.validate(name: "x", content: low).isEmpty)
        #expect(PlanRules.validate(name: String(repeating: "x", count: 80), content: high).isEmpty)
        #expect(PlanRules.isLong(high))
        #expect(!PlanRules.isLong(valid))
    }

    @Test func namesMustBePrintableAndShort() {
        #expect(PlanRules.nameProblem("训练 A") == nil)
        #expect(PlanRules.nameProblem("bad\u{7}bell") == .notPrintable)
        #expect(PlanRules.nameProblem("line\nbreak") == .notPrintable)
        #expect(
            PlanRules.nameProblem(String(repeating: "y", count: 81)) == .lengthOutOfRange(allowed: 1...80, actual: 81))
        var content = valid
        content.exercises = ["Squat", ""]
        #expect(
            PlanRules.validate(name: "ok", content: content) == [
                PlanValidationIssue(field: .exercises, index: 1, problem: .lengthOutOfRange(allowed: 1...80, actual: 0))
            ])
    }
}
