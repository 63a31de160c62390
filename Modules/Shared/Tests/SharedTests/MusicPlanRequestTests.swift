import Testing

@testable import Shared

/// Music options as typed become a music plan, with the strategy inferred and every misuse named.
@Suite struct MusicPlanRequestTests {
    private func plan(_ request: MusicPlanRequest, sets: Int = 4) throws(MusicPlanProblem) -> MusicPlan? {
        try request.plan(setCount: sets, directory: "/home/ana/train", home: "/home/ana")
    }

    @Test func referencesBecomeSelections() throws {
        let music = try #require(try plan(MusicPlanRequest(work: ["~/Music/run.m3u"], rest: ["../calm/"])))
        #expect(music.strategy == .global)
        #expect(music.work == [MusicSelection(source: .local, reference: "/home/ana/Music/run.m3u")])
        #expect(music.rest == [MusicSelection(source: .local, reference: "/home/ana/calm")])
        let player = try #require(try plan(MusicPlanRequest(work: ["player:spotify"], rest: ["none"])))
        #expect(player.work.first?.source == .player && player.work.first?.reference == "spotify")
        #expect(player.rest == [.silence])
        #expect(try plan(MusicPlanRequest()) == nil, "no option keeps the plan's music")
        #expect(try plan(MusicPlanRequest(none: true)) == .silent)
    }

    @Test func theStrategyIsInferredAndChecked() throws {
        let cycle = try #require(try plan(MusicPlanRequest(work: ["/a", "/b"], mode: .shuffle)))
        #expect(cycle.strategy == .cycle && cycle.work.map(\.mode) == [.shuffle, .shuffle])
        let explicit = try #require(try plan(MusicPlanRequest(work: ["/a"], sets: ["2=/b", " 4 = /c"])))
        #expect(explicit.strategy == .explicit && explicit.perSet.keys.sorted() == [2, 4])
        #expect(explicit.perSet[4]?.reference == "/c")
    }

    @Test func misuseNamesTheOption() {
        let cases: [(MusicPlanRequest, MusicPlanProblem)] = [
            (MusicPlanRequest(work: ["/a"], none: true), .noneWithSelections),
            (MusicPlanRequest(rest: ["  "]), .emptyReference(field: "--rest-music")),
            (MusicPlanRequest(work: ["/a", "/b"], strategy: .global), .oneSelectionOnly(field: "--work-music")),
            (MusicPlanRequest(sets: ["2=/b"], strategy: .cycle), .setMusicNeedsExplicit),
            (MusicPlanRequest(sets: ["two=/b"]), .malformedSetEntry("two=/b")),
            (MusicPlanRequest(sets: ["5=/b"]), .setOutOfRange(5, setCount: 4)),
            (MusicPlanRequest(sets: ["0=/b"]), .setOutOfRange(0, setCount: 4)),
            (MusicPlanRequest(sets: ["2=/b", "2=/c"]), .duplicateSet(2)),
        ]
        for (request, expected) in cases {
            #expect(throws: expected) { try plan(request) }
        }
    }

    @Test func settingsDecideTheSoundtrackAndTheDesktopPlayersPhase() {
        let local = MusicSelection(source: .local, reference: "/m/run.m3u")
        let player = MusicSelection(source: .player, reference: "")
        let plan = MusicPlan(work: [local], rest: [.silence])
        let session = MusicPlan(work: [player], rest: [.silence])
        #expect(MusicSettings().soundtrack(plan: plan, session: nil) == plan)
        #expect(MusicSettings(enabled: false).soundtrack(plan: plan, session: nil) == .silent)
        #expect(MusicSettings(enabled: false).soundtrack(plan: plan, session: session) == session, "the session wins")
        let flipped = MusicSettings(desktopPlayer: .rest).soundtrack(plan: session, session: nil)
        #expect(flipped.work == [.silence] && flipped.rest == [player])
        #expect(MusicSettings(desktopPlayer: .rest).soundtrack(plan: plan, session: nil) == plan, "no player, no swap")
        #expect(
            SettingKey.musicSettings(from: [.music: "off", .desktopPlayer: "REST"])
                == MusicSettings(enabled: false, desktopPlayer: .rest))
        #expect(SettingKey.musicSettings(from: [.desktopPlayer: "sometimes"]) == MusicSettings())
        #expect(throws: SettingKey.InvalidValue.self) { try SettingKey.desktopPlayer.normalize("always") }
        #expect(SettingKey.music.effectiveValue(in: [:]) == "on" && SettingKey.desktopPlayer.defaultValue == "work")
    }
}
