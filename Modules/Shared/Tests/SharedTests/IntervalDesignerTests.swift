import Testing

@testable import Shared

@Suite struct IntervalDesignerTests {
    @Test func presetsHaveTheirRatios() {
        #expect(Intensity.light.ratio.description == "1:2")
        #expect(Intensity.medium.ratio.description == "1:1")
        #expect(Intensity.hard.ratio.description == "2:1")
    }

    @Test func exactFitUsesWholeBudget() throws {
        // 8 sets, 2:1, 230 s: 8w + 7r = 230 with w = 2r → r = 10, w = 20.
        let result = try #require(IntervalDesigner.design(totalSeconds: 230, sets: 8, ratio: Intensity.hard.ratio))
        #expect(result.work == 20 && result.rest == 10)
    }

    @Test(arguments: [(600, 10), (1000, 7), (1234, 9), (301, 4), (2000, 13)])
    func effectiveTotalNeverExceedsRequest(total: Int, sets: Int) throws {
        for intensity in Intensity.allCases {
            let result = try #require(IntervalDesigner.design(totalSeconds: total, sets: sets, ratio: intensity.ratio))
            let content = PlanContent(setsCount: sets, workSeconds: result.work, restSeconds: result.rest)
            #expect(content.totalSeconds <= total)
            #expect(content.totalSeconds > total - sets * 3, "rounding should lose little: \(content.totalSeconds)")
        }
    }

    @Test func fixedPartsAreSubtracted() throws {
        let result = try #require(
            IntervalDesigner.design(
                totalSeconds: 600, sets: 4, ratio: Intensity.medium.ratio, warmupSeconds: 60, cooldownSeconds: 60,
                rounds: 2, roundRestSeconds: 60))
        let content = PlanContent(
            setsCount: 4, workSeconds: result.work, restSeconds: result.rest, warmupSeconds: 60, cooldownSeconds: 60,
            rounds: 2, roundRestSeconds: 60)
        #expect(content.totalSeconds <= 600)
        #expect(result.work == result.rest)
    }

    @Test func impossibleBudgetsGiveNil() {
        #expect(IntervalDesigner.design(totalSeconds: 5, sets: 10, ratio: Intensity.hard.ratio) == nil)
        #expect(IntervalDesigner.design(totalSeconds: 100, sets: 0, ratio: Intensity.hard.ratio) == nil)
        #expect(
            IntervalDesigner.design(totalSeconds: 100, sets: 2, ratio: Intensity.hard.ratio, warmupSeconds: 100) == nil)
    }

    @Test func parsesRatios() {
        #expect(WorkRestRatio(parsing: "3:1") == WorkRestRatio(work: 3, rest: 1))
        #expect(WorkRestRatio(parsing: "0:1") == nil)
        #expect(WorkRestRatio(parsing: "2") == nil)
        #expect(WorkRestRatio(parsing: "a:b") == nil)
    }
}
