import Foundation
import Shared
import SharedTesting
import Testing

@testable import Train

/// The home's Train tab driven through its key maps: pick, adjust, start, as a person's keys would.
@MainActor
@Suite struct TrainHomeViewModelTests {
    private let wallClock = ManualWallClock()

    private func picker(plans: (any PlanRepository)? = nil) -> TrainPickerViewModel {
        let picker = TrainPickerViewModel(
            setup: TrainSetupViewModel(plans: plans, settings: nil, clock: wallClock, language: .english))
        picker.load()
        return picker
    }

    private func adjust(_ choice: TrainChoice, plans: (any PlanRepository)? = nil) -> TrainAdjustViewModel {
        TrainAdjustViewModel(
            choice: choice,
            setup: TrainSetupViewModel(plans: plans, settings: nil, clock: wallClock, language: .english),
            plans: plans, clock: wallClock, ids: SequentialIDProvider(), language: .english)
    }

    /// Presses `keys` on the picker; the workout the last Enter opened, if any.
    private func press(_ keys: [KeyPress], on picker: TrainPickerViewModel) -> TrainChoice? {
        var opened: TrainChoice?
        for key in keys {
            guard let intent = TrainPickerKeyMap.intent(for: key, filtering: picker.isFiltering) else { continue }
            opened = picker.perform(intent)
        }
        return opened
    }

    /// Presses `keys` on the adjust screen; the last outcome, if any.
    private func press(_ keys: [KeyPress], on adjust: TrainAdjustViewModel) -> TrainAdjustOutcome? {
        var outcome: TrainAdjustOutcome?
        for key in keys {
            let typing = adjust.entry != nil
            guard let intent = TrainAdjustKeyMap.intent(for: key, field: adjust.focus, typing: typing) else {
                continue
            }
            outcome = adjust.perform(intent)
        }
        return outcome
    }

    @Test func theListHoldsEveryTemplateAndDownEnterOpensTheSecond() {
        let picker = picker()
        #expect(picker.list.count == 5)
        #expect(picker.selected?.reference == "hiit")
        let opened = press([.down, .enter], on: picker)
        #expect(opened?.reference == "tabata")
        #expect(opened?.content.summary == "8×(20/10) = 3:50")
    }

    @Test func homeKeysAreLeftToTheHome() {
        for key: KeyPress in [.tab, .character("1"), .character("q"), .character("?"), .escape] {
            #expect(TrainPickerKeyMap.intent(for: key, filtering: false) == nil, "\(key)")
        }
    }

    @Test func slashFiltersAsYouTypeEnterKeepsEscClears() {
        let picker = picker()
        #expect(press([.character("/"), .character("t"), .character("A"), .character("b")], on: picker) == nil)
        #expect(picker.isFiltering)
        #expect(picker.filter.text == "tAb")
        #expect(picker.list.count == 1)
        #expect(picker.selected?.reference == "tabata")
        _ = press([.enter], on: picker)
        #expect(!picker.isFiltering && picker.filter.text == "tAb" && picker.list.count == 1)
        #expect(press([.enter], on: picker)?.reference == "tabata")
        _ = press([.character("/"), .escape], on: picker)
        #expect(picker.filter.text == "" && picker.list.count == 5)
        _ = press([.character("/"), .character("z"), .character("z")], on: picker)
        #expect(picker.list.isEmpty && picker.selected == nil)
        #expect(press([.enter, .enter], on: picker) == nil)
    }

    @Test func enterOnTheAdjustScreenStartsTheWorkoutAsSaved() throws {
        let opened = try #require(press([.down, .enter], on: picker()))
        let adjust = adjust(opened)
        guard case .start(let setup)? = press([.enter], on: adjust) else {
            Issue.record("Enter did not start")
            return
        }
        #expect(setup.snapshot.templateId == "tabata")
        #expect(setup.snapshot.content == opened.content)
        #expect(!adjust.isAdjusted)
    }

    @Test func plusMinusAndTypedValuesChangeThisSessionOnly() throws {
        let opened = try #require(press([.down, .enter], on: picker()))
        let adjust = adjust(opened)
        _ = press([.character("+"), .character("+")], on: adjust)
        #expect(adjust.value(of: .sets) == 10)
        #expect(adjust.content.summary == "10×(20/10) = 4:50")
        #expect(adjust.isChanged(.sets))
        _ = press([.down, .character("4"), .character("5")], on: adjust)
        #expect(adjust.focus == .work)
        #expect(adjust.entry?.text == "45")
        #expect(adjust.content.summary == "10×(45/10) = 9:00", "the total follows what is typed")
        _ = press([.enter], on: adjust)
        #expect(adjust.entry == nil && adjust.value(of: .work) == 45)
        _ = press([.down, .character("-")], on: adjust)
        #expect(adjust.value(of: .rest) == 5)
        _ = press([.down, .character("1"), .character("x")], on: adjust)
        #expect(adjust.entry?.text == "1", "a letter that is no unit is not typed")
        _ = press([.escape], on: adjust)
        #expect(adjust.entry == nil && adjust.value(of: .warmup) == 0)
        guard case .start(let setup)? = press([.enter], on: adjust) else {
            Issue.record("Enter did not start")
            return
        }
        #expect(setup.snapshot.content.summary == "10×(45/5) = 8:15")
        #expect(opened.content.summary == "8×(20/10) = 3:50", "the template itself is unchanged")
    }

    @Test func aDurationThatDoesNotReadKeepsTheWorkoutFromStarting() throws {
        let adjust = adjust(try #require(picker().selected))
        _ = press([.down, .character("9"), .character(":"), .character(":")], on: adjust)
        #expect(adjust.entryProblem != nil)
        #expect(press([.enter], on: adjust) == nil)
        #expect(adjust.entry?.text == "9::", "Enter keeps what was typed to be fixed")
        #expect(press([.enter], on: adjust) == nil)
        _ = press([.backspace, .backspace], on: adjust)
        #expect(adjust.entryProblem == nil)
    }

    @Test func cuesVoiceAndRoundsStepThroughTheirValues() throws {
        let adjust = adjust(try #require(picker().selected))
        #expect(!adjust.fields.contains(.roundRest) && !adjust.fields.contains(.music))
        _ = press([.end], on: adjust)
        #expect(adjust.focus == .voiceLanguage)
        _ = press([.character("+")], on: adjust)
        #expect(adjust.voiceLanguage == VoiceLanguage.allCases.first)
        _ = press([.up, .character("+")], on: adjust)
        #expect(adjust.cues != .settings && adjust.isChanged(.cues))
        _ = press([.up, .character("+")], on: adjust)
        #expect(adjust.focus == .rounds && adjust.value(of: .rounds) == 2)
        #expect(adjust.fields.contains(.roundRest), "round rest shows once there is more than one round")
    }

    @Test func saveAsANewPlanKeepsTheAdjustmentsUnderAFreeName() throws {
        let plans = InMemoryPlans()
        let opened = try #require(press([.down, .enter], on: picker(plans: plans)))
        let adjust = adjust(opened, plans: plans)
        _ = press([.character("+"), .character("s")], on: adjust)
        let saved = try #require(adjust.savedPlan)
        #expect(saved.name == "Tabata (adjusted)")
        #expect(saved.content.summary == "9×(20/10) = 4:20")
        _ = press([.character("s")], on: adjust)
        #expect(adjust.savedPlan?.name == "Tabata (adjusted) (2)")
        #expect(plans.fetch(.all).count == 2)
    }
}
