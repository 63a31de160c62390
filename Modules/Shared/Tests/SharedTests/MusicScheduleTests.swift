import Foundation
import Testing

@testable import Shared

@Suite struct MusicScheduleTests {
    private let drums = MusicSelection(source: .local, reference: "/music/drums", title: "Drums")
    private let calm = MusicSelection(source: .local, reference: "/music/calm.m3u")
    private let rock = MusicSelection(source: .local, reference: "/music/rock.mp3")
    private let desktop = MusicSelection(source: .player, reference: "spotify")

    private func schedule(_ plan: MusicPlan, _ content: PlanContent) -> [MusicDirective] {
        MusicDirective.schedule(plan, over: Timeline(content: content))
    }

    @Test func equalityIgnoresTheTitleOnly() {
        #expect(drums == MusicSelection(source: .local, reference: "/music/drums", title: "Other"))
        #expect(drums != MusicSelection(source: .local, reference: "/music/drums", mode: .restart))
        #expect(drums != MusicSelection(source: .player, reference: "/music/drums"))
        #expect(Set([drums, MusicSelection(source: .local, reference: "/music/drums")]).count == 1)
        #expect(MusicSelection(source: .none, reference: "ignored") == .silence)
        #expect(drums.displayTitle == "Drums" && calm.displayTitle == "calm.m3u")
    }

    @Test func globalSwitchesAtBoundariesAndContinuesEqualSelections() {
        let plan = MusicPlan(strategy: .global, work: [drums], rest: [calm])
        let content = PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10)
        #expect(schedule(plan, content) == [.play(drums), .play(calm), .play(drums), .play(calm), .play(drums)])
        let same = MusicPlan(strategy: .global, work: [drums], rest: [drums])
        #expect(schedule(same, content) == [.play(drums)] + Array(repeating: .continue(drums), count: 4))
    }

    @Test func restOfZeroSecondsHasNoSegmentSoWorkContinues() {
        let plan = MusicPlan(strategy: .global, work: [drums], rest: [calm])
        let content = PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 0)
        #expect(schedule(plan, content) == [.play(drums), .continue(drums), .continue(drums)])
    }

    @Test func cycleTakesListIModuloN() {
        let plan = MusicPlan(strategy: .cycle, work: [drums, rock], rest: [calm])
        let content = PlanContent(setsCount: 4, workSeconds: 20, restSeconds: 10)
        #expect(
            schedule(plan, content) == [
                .play(drums), .play(calm), .play(rock), .play(calm), .play(drums), .play(calm), .play(rock),
            ])
    }

    @Test func explicitUsesPerSetSelectionsAndTheDefault() {
        let plan = MusicPlan(strategy: .explicit, work: [drums], rest: [.silence], perSet: [2: rock, 3: rock])
        let content = PlanContent(setsCount: 4, workSeconds: 20, restSeconds: 10)
        #expect(
            schedule(plan, content) == [
                .play(drums), .pause, .play(rock), .pause, .play(rock), .pause, .play(drums),
            ])
    }

    @Test func warmUpCoolDownAndRoundRestUseRestUnlessGivenTheirOwn() {
        let content = PlanContent(
            setsCount: 2, workSeconds: 20, restSeconds: 10, warmupSeconds: 60, cooldownSeconds: 60, rounds: 2,
            roundRestSeconds: 30)
        let plan = MusicPlan(strategy: .global, work: [drums], rest: [calm])
        #expect(
            schedule(plan, content) == [
                .play(calm), .play(drums), .play(calm), .play(drums), .play(calm), .play(drums), .play(calm),
                .play(drums), .play(calm),
            ])
        var own = plan
        own.warmup = desktop
        own.cooldown = .silence
        own.roundRest = calm
        let directives = schedule(own, content)
        #expect(directives.first == .play(desktop) && directives.last == .pause)
        #expect(directives[4] == .play(calm), "the round rest")
    }

    @Test func silencePausesAndAQuietPlanIsSilent() {
        #expect(MusicPlan.silent.isSilent)
        #expect(
            schedule(.silent, PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10)) == [.pause, .pause, .pause])
        #expect(!MusicPlan(work: [drums]).isSilent)
    }

    @Test func contentWithMusicRoundTripsAndHashesOnlyWhenItPlays() throws {
        var content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        let silentHash = ContentHash(content: content)
        let old =
            #"{"setsCount":8,"workSeconds":20,"restSeconds":10,"warmupSeconds":0,"cooldownSeconds":0,"rounds":1,"roundRestSeconds":0,"exercises":[]}"#
        #expect(try JSONDecoder().decode(PlanContent.self, from: Data(old.utf8)) == content, "older JSON reads")
        #expect(!String(decoding: try JSONEncoder().encode(content), as: UTF8.self).contains("music"))
        content.music = MusicPlan(strategy: .explicit, work: [drums], rest: [calm], perSet: [3: rock])
        let decoded = try JSONDecoder().decode(PlanContent.self, from: try JSONEncoder().encode(content))
        #expect(decoded == content)
        #expect(ContentHash(content: content) != silentHash)
        var retitled = content
        retitled.music.work = [MusicSelection(source: .local, reference: "/music/drums", title: "Renamed")]
        #expect(ContentHash(content: retitled) == ContentHash(content: content), "titles take no part")
    }
}
