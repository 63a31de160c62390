import Testing

@testable import Shared

@Suite struct IntervalDesignerTests {
    /// The designed work and rest, failing the test on any other outcome.
    private func designed(_ outcome: IntervalDesigner.Outcome) throws -> (work: Int, rest: Int) {
        guard case .designed(let work, let rest) = outcome else {
            Issue.record("not designed: \(outcome)")
            throw CancellationError()
        }
        return (work, rest)
    }

    @Test func presetsHaveTheirRatios() {
        #expect(Intensity.light.ratio.description == "1:2")
        #expect(Intensity.medium.ratio.description == "1:1")
        #expect(Intensity.hard.ratio.description == "2:1")
    }

    @Test func exactFitUsesWholeBudget() throws {
        // 8 sets, 2:1, 230 s: 8w + 7r = 230 with w = 2r → r = 10, w = 20.
        let result = try designed(IntervalDesigner.design(totalSeconds: 230, sets: 8, ratio: Intensity.hard.ratio))
        #expect(result.work == 20 && result.rest == 10)
    }

    @Test(arguments: [(600, 10), (1000, 7), (1234, 9), (301, 4), (2000, 13)])
    func effectiveTotalNeverExceedsRequest(total: Int, sets: Int) throws {
        for intensity in Intensity.allCases {
            let result = try designed(IntervalDesigner.design(totalSeconds: total, sets: sets, ratio: intensity.ratio))
            let content = PlanContent(setsCount: sets, workSeconds: result.work, restSeconds: result.rest)
            #expect(content.totalSeconds <= total)
            #expect(content.totalSeconds > total - sets * 3, "rounding should lose little: \(content.totalSeconds)")
        }
    }

    @Test func fixedPartsAreSubtracted() throws {
        let result = try designed(
            IntervalDesigner.design(
                totalSeconds: 600, sets: 4, ratio: Intensity.medium.ratio, warmupSeconds: 60, cooldownSeconds: 60,
                rounds: 2, roundRestSeconds: 60))
        let content = PlanContent(
            setsCount: 4, workSeconds: result.work, restSeconds: result.rest, warmupSeconds: 60, cooldownSeconds: 60,
            rounds: 2, roundRestSeconds: 60)
        #expect(content.totalSeconds <= 600)
        #expect(result.work == result.rest)
    }

    @Test func impossibleBudgetsSayWhichWay() {
        // 10 sets of at least 10 s work at 2:1 need 10·10 + 9·5 = 145 s.
        #expect(
            IntervalDesigner.design(totalSeconds: 5, sets: 10, ratio: Intensity.hard.ratio)
                == .tooShort(minimumSeconds: 145))
        #expect(IntervalDesigner.design(totalSeconds: 100, sets: 0, ratio: Intensity.hard.ratio) == .invalidShape)
        #expect(
            IntervalDesigner.design(totalSeconds: 100, sets: 2, ratio: Intensity.hard.ratio, warmupSeconds: 100)
                == .tooShort(minimumSeconds: 125))
        // 12 sets at 2:1: work 30:00 and rest 15:00 at most → 12·1800 + 11·900 = 31 500 s.
        #expect(
            IntervalDesigner.design(totalSeconds: 100 * 3600, sets: 12, ratio: Intensity.hard.ratio)
                == .tooLong(maximumSeconds: 31_500))
    }

    @Test func extremeInputsNeverTrap() {
        for total in [Int.max, Int.min, 0, -1, 9_223_372_036_854_775_807] {
            for sets in [Int.max, Int.min, 1, 99] {
                _ = IntervalDesigner.design(totalSeconds: total, sets: sets, ratio: Intensity.light.ratio)
            }
        }
        #expect(
            IntervalDesigner.design(totalSeconds: Int.max, sets: 1, ratio: WorkRestRatio(work: 1, rest: 1)!)
                == .tooLong(maximumSeconds: 1800))
    }

    @Test func parsesRatiosAndSaysWhyNot() throws {
        #expect(WorkRestRatio(parsing: "3:1") == WorkRestRatio(work: 3, rest: 1))
        #expect(try WorkRestRatio.parse(" 2:0 ") == WorkRestRatio(work: 2, rest: 0))
        #expect(throws: PlanValidationIssue.RatioProblem.zeroWork) { try WorkRestRatio.parse("0:1") }
        #expect(throws: PlanValidationIssue.RatioProblem.notTwoNumbers) { try WorkRestRatio.parse("2") }
        #expect(throws: PlanValidationIssue.RatioProblem.notTwoNumbers) { try WorkRestRatio.parse("a:b") }
        #expect(throws: PlanValidationIssue.RatioProblem.notTwoNumbers) { try WorkRestRatio.parse("-1:2") }
        #expect(throws: PlanValidationIssue.RatioProblem.partOutOfRange) { try WorkRestRatio.parse("101:1") }
        #expect(throws: PlanValidationIssue.RatioProblem.partOutOfRange) {
            try WorkRestRatio.parse("9223372036854775807:9223372036854775807")
        }
        #expect(throws: PlanValidationIssue.RatioProblem.notTwoNumbers) { try WorkRestRatio.parse("３:１") }
        #expect(Character("8").isASCIIDigit && !Character("８").isASCIIDigit && !Character("٣").isASCIIDigit)
    }
}
