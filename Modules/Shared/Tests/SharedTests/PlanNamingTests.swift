import Foundation
import Testing

@testable import Shared

@Suite struct PlanNamingTests {
    private func plan(_ name: String, id: String) -> Plan {
        Plan(
            id: UUID(uuidString: id)!, name: name,
            content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
            createdAt: Date(timeIntervalSince1970: 0),
            updatedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func namesAreTrimmedAndComparedIgnoringCase() {
        #expect(PlanRules.normalizedName("  Legs  ") == "Legs")
        #expect(PlanRules.nameKey(" LEGS ") == PlanRules.nameKey("legs"))
        #expect(PlanRules.nameProblem("   ") == .blank)
        #expect(PlanRules.nameProblem("") == .lengthOutOfRange(allowed: 1...80, actual: 0))
    }

    @Test func emojiSequencesArePrintableButControlsAndEscapesAreNot() {
        for name in ["👨‍👩‍👧 Family", "🏃🏽‍♀️ Run", "🇨🇳 训练", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland", "café", "Ｆｕｌｌ"] {
            #expect(PlanRules.nameProblem(name) == nil, "\(name)")
        }
        for name in [
            "bad\u{1B}[31mred", "tab\there", "bidi\u{202E}evil", "del\u{7F}", "c1\u{85}x", "zero\u{200B}width",
        ] {
            #expect(PlanRules.nameProblem(name) == .notPrintable, "\(name.debugDescription)")
        }
    }

    @Test func oneCharacterOfTenMegabytesIsRefusedByBytes() {
        let heavy = "a" + String(repeating: "\u{301}", count: 5_000_000)
        #expect(heavy.count == 1)
        #expect(PlanRules.nameProblem(heavy) == .tooManyBytes(maximum: 320, actual: heavy.utf8.count))
    }

    @Test func exercisesAreCappedAt99() {
        var content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        content.exercises = Array(repeating: "Squat", count: 100)
        #expect(
            PlanRules.validate(name: "x", content: content) == [
                PlanValidationIssue(field: .exercises, problem: .tooManyItems(maximum: 99, actual: 100))
            ])
        content.exercises = Array(repeating: "Squat", count: 99)
        #expect(PlanRules.validate(name: "x", content: content).isEmpty)
    }

    @Test func freeNamesCountUpAndFit() {
        #expect(PlanNaming.freeName(for: "Legs", taken: ["Arms"]) == "Legs")
        #expect(PlanNaming.freeName(for: "Legs", taken: ["legs"]) == "Legs (2)")
        #expect(PlanNaming.freeName(for: "Legs", taken: ["Legs", "LEGS (2)"]) == "Legs (3)")
        let long = String(repeating: "x", count: 80)
        let free = PlanNaming.freeName(for: long, taken: [long])
        #expect(free.count == 80 && free.hasSuffix(" (2)"))
        #expect(PlanRules.nameProblem(free) == nil)
    }

    @Test func exactNamesWinOverPrefixesAndIds() {
        let legs = plan("Legs", id: "aaaaaaaa-0000-0000-0000-000000000001")
        let legsDay = plan("Legs day", id: "bbbbbbbb-0000-0000-0000-000000000002")
        let bad = plan("bad", id: "cccccccc-0000-0000-0000-000000000003")
        let byBad = plan("Other", id: "bad00000-0000-0000-0000-000000000004")
        let all = [legs, legsDay, bad, byBad]
        #expect(PlanReference.resolve("legs", in: all) == .found(legs))
        #expect(PlanReference.resolve(" LEGS ", in: all) == .found(legs))
        #expect(PlanReference.resolve("legs d", in: all) == .found(legsDay))
        #expect(PlanReference.resolve("bad", in: all) == .found(bad), "an exact name beats an id prefix")
        #expect(PlanReference.resolve("bad0", in: all) == .found(byBad))
        #expect(PlanReference.resolve("bbbbbbbb", in: all) == .found(legsDay))
        #expect(PlanReference.resolve("l", in: all) == .ambiguous([legs, legsDay]))
        #expect(PlanReference.resolve("zzz", in: all) == .none)
        #expect(PlanReference.resolve("  ", in: all) == .none)
    }

    @Test func aTemplateIdWinsOverNamePrefixesButNotOverAnExactName() {
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        let date = Date(timeIntervalSince1970: 0)
        let legs = Plan(
            id: UUID(uuidString: "aaaaaaaa-0000-0000-0000-000000000001")!, name: "Tabata legs", content: content,
            createdAt: date, updatedAt: date)
        let exact = Plan(
            id: UUID(uuidString: "aaaaaaaa-0000-0000-0000-000000000002")!, name: "tabata", content: content,
            createdAt: date, updatedAt: date)
        let tabata = PlanTemplate.find("tabata")!
        let templates = PlanTemplate.builtIn
        #expect(PlanReference.resolve("tabata", in: [legs], templates: templates) == .template(tabata))
        #expect(PlanReference.resolve("Tabata", in: [legs, exact], templates: templates) == .plan(exact))
        #expect(PlanReference.resolve("tabata l", in: [legs], templates: templates) == .plan(legs))
        #expect(
            PlanReference.resolve("aaaaaaaa-0000-0000-0000-000000000001", in: [legs], templates: templates)
                == .plan(legs))
        #expect(PlanReference.resolve("stretch & recover", in: [legs], templates: templates) == .template(templates[4]))
        #expect(PlanReference.resolve("nothing", in: [legs], templates: templates) == .none)
    }

    @Test func templatesHaveNamesInBothLanguages() {
        let hiit = PlanTemplate.find("hiit")!
        #expect(hiit.name(in: .english) == "HIIT starter")
        #expect(hiit.name(in: .simplifiedChinese) == "HIIT 入门")
        #expect(PlanTemplate.find("跑步间歇")?.id == "running")
        #expect(PlanTemplate.find(" Tabata ")?.id == "tabata")
        #expect(PlanSnapshot.adHocName(in: .simplifiedChinese) == "快速训练")
    }

    @Test func checkedTotalsNeverTrap() {
        let huge = PlanContent(setsCount: Int.max, workSeconds: Int.max, restSeconds: Int.max, rounds: Int.max)
        #expect(huge.checkedTotalSeconds == nil)
        #expect(huge.totalSeconds == Int.max)
        #expect(CheckedMath.product(Int.max, 2) == nil)
        #expect(CheckedMath.sum(1, 2, 3) == 6)
        #expect(CheckedMath.sum(Int.max, 1) == nil)
    }
}

@Suite struct CueDegradationTests {
    @Test(arguments: [
        CueDegradation.noPlayer, .noVoice, .toneFilesUnavailable, .playerFailed(name: "paplay", .exitStatus(1)),
        .voiceFailed(name: "espeak-ng", .timedOut(seconds: 3)),
        .noUsablePlayer(["paplay": .exitStatus(1), "aplay": .couldNotStart]), .music(.noMPV),
        .music(.missing("/music/a b.mp3")), .music(.loadFailed("/m.m3u")), .music(.playerDied),
    ])
    func codesRoundTrip(degradation: CueDegradation) {
        #expect(CueDegradation(code: degradation.code) == degradation)
    }

    @Test func olderFreeTextStaysAsIs() {
        #expect(CueDegradation(code: "no audio player found (pw-play)") == .other("no audio player found (pw-play)"))
        #expect(CueDegradation(code: "player-failed paplay exit=x") == .other("player-failed paplay exit=x"))
    }
}
