import Testing

@testable import Shared

@Suite struct TimelineTests {
    @Test func tabataHasRestOnlyBetweenSets() {
        let timeline = Timeline(content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10))
        #expect(timeline.segments.count == 15)
        #expect(timeline.segments.first?.kind == .work)
        #expect(timeline.segments.last?.kind == .work)
        #expect(timeline.segments.filter { $0.kind == .rest }.count == 7)
        #expect(timeline.totalSeconds == 230)
        #expect(timeline.totalSets == 8)
    }

    @Test func offsetsAreContiguous() {
        let content = PlanContent(
            setsCount: 3, workSeconds: 30, restSeconds: 15, warmupSeconds: 60, cooldownSeconds: 45, rounds: 2,
            roundRestSeconds: 90)
        let segments = Timeline(content: content).segments
        for (previous, next) in zip(segments, segments.dropFirst()) {
            #expect(next.startOffsetSeconds == previous.endOffsetSeconds)
            #expect(next.index == previous.index + 1)
        }
        #expect(
            segments.map(\.kind) == [
                .warmup, .work, .rest, .work, .rest, .work, .roundRest, .work, .rest, .work, .rest, .work, .cooldown,
            ])
        #expect(segments.filter { $0.kind == .work }.map(\.roundIndex) == [0, 0, 0, 1, 1, 1])
        #expect(Timeline(content: content).totalSeconds == content.totalSeconds)
        #expect(content.totalSeconds == 60 + 2 * (90 + 30) + 90 + 45)
    }

    @Test func zeroLengthSegmentsAreLeftOut() {
        let content = PlanContent(setsCount: 3, workSeconds: 30, restSeconds: 0, rounds: 2, roundRestSeconds: 0)
        #expect(Timeline(content: content).segments.allSatisfy { $0.kind == .work })
    }

    @Test func exerciseLabelsCycleBySet() {
        let content = PlanContent(setsCount: 5, workSeconds: 20, restSeconds: 10, exercises: ["Squat", "Push-up"])
        let labels = Timeline(content: content).segments.filter { $0.kind == .work }.map(\.label)
        #expect(labels == ["Squat", "Push-up", "Squat", "Push-up", "Squat"])
        #expect(Timeline(content: content).segments[1].label == "Rest")
    }

    @Test func derivedQueries() {
        let timeline = Timeline(
            content: PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10, exercises: ["A", "B", "C"]))
        #expect(timeline.segment(after: 0)?.kind == .rest)
        #expect(timeline.nextWork(after: 0)?.label == "B")
        #expect(timeline.setsCompleted(before: 2) == 1)
        #expect(timeline.isLastSet(timeline.segments[4]))
        #expect(!timeline.isLastSet(timeline.segments[2]))
    }

    @Test func summaryUsesRealTotal() {
        #expect(PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10).summary == "8×(20/10) = 3:50")
        #expect(PlanContent(setsCount: 10, workSeconds: 120, restSeconds: 60).summary == "10×(2:00/1:00) = 29:00")
        let rounds = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, rounds: 2, roundRestSeconds: 60)
        #expect(rounds.summary == "2×[8×(20/10)] = 8:40")
    }
}
