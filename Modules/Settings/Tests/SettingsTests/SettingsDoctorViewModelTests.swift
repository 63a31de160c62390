import Shared
import Testing

@testable import Settings

/// A database inspection with a fixed result (the real one is tested in Persistence).
struct FixedInspector: DatabaseInspecting {
    let health: DatabaseHealth
    func inspect(full: Bool) -> DatabaseHealth {
        var result = health
        result.isFullCheck = full
        return result
    }
}

/// A cue probe with a fixed result (the real one is tested in AudioCue).
struct FixedProbe: CueEnvironmentProbing {
    let report: CueEnvironmentReport
    func probe() -> CueEnvironmentReport { report }
}

@MainActor
@Suite struct SettingsDoctorViewModelTests {
    private let terminal = TerminalFacts(
        isTTY: false, columns: nil, rows: nil, term: nil, colours: false, language: .english)
    private let noSound = CueEnvironmentReport(players: [], voices: [])

    @Test func healthyDatabaseIsNoProblemEvenWithoutSound() async {
        let doctor = SettingsDoctorViewModel(
            database: FixedInspector(health: DatabaseHealth(path: "/x", exists: true, integrity: ["ok"])),
            cues: FixedProbe(report: noSound), terminal: terminal)
        await doctor.run(full: false)
        #expect(doctor.database?.isFullCheck == false)
        #expect(!doctor.hasProblem)
        await doctor.run(full: true)
        #expect(doctor.database?.isFullCheck == true)
    }

    @Test func damagedOrUnusableDatabasesAreProblems() async {
        for health in [
            DatabaseHealth(path: "/x", exists: true, integrity: ["*** in database main ***"]),
            DatabaseHealth(path: "/x", exists: true, problem: .notADatabase(path: "/x")),
        ] {
            let doctor = SettingsDoctorViewModel(
                database: FixedInspector(health: health), cues: FixedProbe(report: noSound), terminal: terminal)
            await doctor.run(full: false)
            #expect(doctor.hasProblem)
        }
    }

    @Test func theScreenNeedsATerminalThatIsNotDumb() {
        #expect(
            TerminalFacts(isTTY: true, columns: 80, rows: 24, term: "xterm", colours: true, language: .english)
                .supportsScreen)
        #expect(
            !TerminalFacts(isTTY: true, columns: 80, rows: 24, term: "dumb", colours: true, language: .english)
                .supportsScreen)
        #expect(
            !TerminalFacts(isTTY: true, columns: 80, rows: 24, term: nil, colours: true, language: .english)
                .supportsScreen)
    }
}
