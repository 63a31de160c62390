import Observation
import Shared

/// The adjust screen: a workout's shape, cues, voice and music changed for this session only, the total live.
/// 调整界面：仅为本次训练修改训练结构、提示、语音与音乐，总时长实时更新。
@MainActor
@Observable
public final class TrainAdjustViewModel {
    /// Seconds a step adds to or takes from a duration.
    public nonisolated static let durationStep = 5

    /// What is being adjusted: its name and content as saved.
    public let name: String
    public let base: PlanContent
    /// The changes to its shape for this session (nil fields unchanged).
    public private(set) var shape = TrainShapeOverride()
    public private(set) var cues: TrainCuePreset = .settings
    /// The voice language for this session; nil keeps the settings'.
    public private(set) var voiceLanguage: VoiceLanguage?
    /// False to train without the plan's music this time.
    public private(set) var musicOn = true
    public private(set) var focus: TrainAdjustField = .sets
    /// What is being typed into the focused field, until Enter (or a move) commits it.
    public private(set) var entry: TextEntry?
    /// What was typed but is no duration (shown with the flags' own message).
    public private(set) var entryProblem: DurationText.ParseError?
    /// Why the workout could not start, after Enter.
    public private(set) var setupError: TrainSetupError?
    /// The plan saved from these adjustments, once asked for.
    public private(set) var savedPlan: Plan?
    /// Why saving failed, when it did.
    public private(set) var saveFailure: RepositoryError?

    @ObservationIgnored private let reference: String
    @ObservationIgnored private let setup: TrainSetupViewModel
    @ObservationIgnored private let plans: (any PlanRepository)?
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let ids: any IDProvider
    @ObservationIgnored private let language: AppLanguage

    /// Adjusts what `reference` names for `start` (a template id, a plan id or a version id), shown as `name`.
    public init(
        reference: String, name: String, content: PlanContent, setup: TrainSetupViewModel,
        plans: (any PlanRepository)?, clock: any WallClock, ids: any IDProvider, language: AppLanguage
    ) {
        self.reference = reference
        self.name = name
        base = content
        self.setup = setup
        self.plans = plans
        self.clock = clock
        self.ids = ids
        self.language = language
    }

    /// Adjusts one of the Train list's workouts.
    public convenience init(
        choice: TrainChoice, setup: TrainSetupViewModel, plans: (any PlanRepository)?, clock: any WallClock,
        ids: any IDProvider, language: AppLanguage
    ) {
        let name =
            switch choice {
            case .template(let template): template.name(in: language)
            case .plan(let plan): plan.name
            }
        self.init(
            reference: choice.reference, name: name, content: choice.content, setup: setup, plans: plans,
            clock: clock, ids: ids, language: language)
    }

    /// The rows shown: round rest only with more than one round, music only when the plan has some.
    public var fields: [TrainAdjustField] {
        TrainAdjustField.allCases.filter { field in
            switch field {
            case .roundRest: content.rounds > 1 || base.rounds > 1
            case .music: !base.music.isSilent
            default: true
            }
        }
    }

    /// The content this session would run, what is being typed included when it reads.
    public var content: PlanContent {
        var shape = shape
        if let entry, let value = Self.value(entry.text, field: focus) { Self.set(value, focus, in: &shape) }
        if !musicOn { shape.music = .silent }
        return shape.applied(to: base)
    }

    /// Every rule the adjusted workout breaks (the name is not adjusted here).
    public var issues: [PlanValidationIssue] {
        PlanRules.validate(name: name, content: content).filter { $0.field != .name }
    }

    /// The problem to show beside `field`: what was typed, else a broken rule.
    public func problem(for field: TrainAdjustField) -> PlanValidationIssue? {
        guard let planField = field.planField else { return nil }
        return issues.first { $0.field == planField }
    }

    /// True when anything differs from the workout as saved.
    public var isAdjusted: Bool { !shape.isEmpty || cues != .settings || voiceLanguage != nil || !musicOn }

    /// What `start` is asked for: the workout, these changes, these cues.
    public var request: TrainSetupRequest {
        var session = shape
        if !musicOn { session.music = .silent }
        var cueLayer = cues.override
        cueLayer.voiceLanguage = voiceLanguage
        return TrainSetupRequest(reference: reference, shape: session, cues: cueLayer)
    }

    /// The value `field` shows: the adjusted one.
    public func value(of field: TrainAdjustField) -> Int? {
        let content = content
        switch field {
        case .sets: return content.setsCount
        case .work: return content.workSeconds
        case .rest: return content.restSeconds
        case .warmup: return content.warmupSeconds
        case .cooldown: return content.cooldownSeconds
        case .rounds: return content.rounds
        case .roundRest: return content.roundRestSeconds
        case .cues, .voiceLanguage, .music: return nil
        }
    }

    /// True when `field` differs from the workout as saved.
    public func isChanged(_ field: TrainAdjustField) -> Bool {
        switch field {
        case .cues: cues != .settings
        case .voiceLanguage: voiceLanguage != nil
        case .music: !musicOn
        default: value(of: field) != Self.value(of: field, in: base)
        }
    }

    /// Carries out `intent`; returns a workout to start or a saved plan when that is what happened.
    @discardableResult
    public func perform(_ intent: TrainAdjustIntent) -> TrainAdjustOutcome? {
        setupError = nil
        switch intent {
        case .move(let move):
            if !commitEntry() { (entry, entryProblem) = (nil, nil) }
            let rows = fields
            let index = rows.firstIndex(of: focus) ?? 0
            let target =
                switch move {
                case .up: index - 1
                case .down: index + 1
                case .pageUp, .first: 0
                case .pageDown, .last: rows.count - 1
                }
            focus = rows[min(max(0, target), rows.count - 1)]
        case .step(let direction):
            guard commitEntry() else { return nil }
            step(focus, by: direction)
        case .type(let key):
            var typed = entry ?? TextEntry(maximumLength: 12)
            _ = typed.edit(key)
            entry = typed
            entryProblem = Self.parseProblem(typed.text, field: focus)
        case .cancelTyping:
            (entry, entryProblem) = (nil, nil)
        case .enter:
            guard entry == nil else {
                commitEntry()
                return nil
            }
            return start()
        case .saveAsPlan:
            guard commitEntry() else { return nil }
            return saveAsPlan().map(TrainAdjustOutcome.saved)
        }
        return nil
    }

    /// The workout as adjusted, ready to run; nil with `setupError` set when it cannot start.
    private func start() -> TrainAdjustOutcome? {
        guard entryProblem == nil else { return nil }
        do {
            return .start(try setup.prepare(request))
        } catch {
            setupError = error
            return nil
        }
    }

    /// Saves the adjusted content as a new plan named "<name> (adjusted)" (localized), or the next free name.
    @discardableResult
    public func saveAsPlan() -> Plan? {
        guard let plans, issues.isEmpty, entryProblem == nil else { return nil }
        let suffix = StringTable(TrainStrings.catalog, language: language)("plan.adjustedSuffix")
        let base = PlanNaming.shortened(name, leaving: suffix) + suffix
        let now = clock.now()
        var plan = Plan(id: ids.makeID(), name: base, content: content, createdAt: now, updatedAt: now)
        do {
            plan.name = try plans.save(plan) { PlanNaming.freeName(for: base, taken: $0) } ?? base
            (savedPlan, saveFailure) = (plan, nil)
            return plan
        } catch {
            saveFailure = error
            return nil
        }
    }

    /// True when a plan library is there to save a copy into.
    public var canSave: Bool { plans != nil }

    /// Puts what was typed into the shape when it reads (nothing typed: nothing changes); false when it does not.
    @discardableResult
    private func commitEntry() -> Bool {
        guard let entry, !entry.text.isEmpty else {
            (self.entry, entryProblem) = (nil, nil)
            return true
        }
        guard let value = Self.value(entry.text, field: focus) else {
            entryProblem = Self.parseProblem(entry.text, field: focus)
            return false
        }
        assign(value, to: focus)
        (self.entry, entryProblem) = (nil, nil)
        return true
    }

    /// Changes `field` for this session; back to the saved value, it counts as unchanged.
    private func assign(_ value: Int, to field: TrainAdjustField) {
        Self.set(value == Self.value(of: field, in: base) ? nil : value, field, in: &shape)
    }

    private func step(_ field: TrainAdjustField, by direction: Int) {
        switch field {
        case .cues:
            let all = TrainCuePreset.allCases
            cues = all[((all.firstIndex(of: cues) ?? 0) + direction + all.count) % all.count]
        case .voiceLanguage:
            let all: [VoiceLanguage?] = [nil] + VoiceLanguage.allCases.map { $0 }
            let index = all.firstIndex(of: voiceLanguage) ?? 0
            voiceLanguage = all[(index + direction + all.count) % all.count]
        case .music:
            musicOn.toggle()
        default:
            guard let current = value(of: field), let range = Self.range(field) else { return }
            let size = field.isDuration ? Self.durationStep : 1
            // A step lands on a multiple of its size, inside the rule's range.
            let next = direction > 0 ? (current / size + 1) * size : ((current + size - 1) / size - 1) * size
            assign(min(range.upperBound, max(range.lowerBound, next)), to: field)
        }
    }

    /// The seconds or count `text` means for `field`, nil when it does not read.
    private static func value(_ text: String, field: TrainAdjustField) -> Int? {
        guard !text.isEmpty else { return nil }
        if field.isDuration { return try? DurationText.parse(text) }
        return Int(text)
    }

    /// Why `text` is no duration, for a duration field (numbers of any size read; the rules judge them).
    private static func parseProblem(_ text: String, field: TrainAdjustField) -> DurationText.ParseError? {
        guard field.isDuration, !text.isEmpty else { return nil }
        do {
            _ = try DurationText.parse(text)
            return nil
        } catch {
            return error
        }
    }

    private static func range(_ field: TrainAdjustField) -> ClosedRange<Int>? {
        switch field {
        case .sets: PlanRules.setsCount
        case .work: PlanRules.workSeconds
        case .rest: PlanRules.restSeconds
        case .warmup: PlanRules.warmupSeconds
        case .cooldown: PlanRules.cooldownSeconds
        case .rounds: PlanRules.rounds
        case .roundRest: PlanRules.roundRestSeconds
        case .cues, .voiceLanguage, .music: nil
        }
    }

    private static func value(of field: TrainAdjustField, in content: PlanContent) -> Int? {
        switch field {
        case .sets: content.setsCount
        case .work: content.workSeconds
        case .rest: content.restSeconds
        case .warmup: content.warmupSeconds
        case .cooldown: content.cooldownSeconds
        case .rounds: content.rounds
        case .roundRest: content.roundRestSeconds
        case .cues, .voiceLanguage, .music: nil
        }
    }

    private static func set(_ value: Int?, _ field: TrainAdjustField, in shape: inout TrainShapeOverride) {
        switch field {
        case .sets: shape.sets = value
        case .work: shape.workSeconds = value
        case .rest: shape.restSeconds = value
        case .warmup: shape.warmupSeconds = value
        case .cooldown: shape.cooldownSeconds = value
        case .rounds: shape.rounds = value
        case .roundRest: shape.roundRestSeconds = value
        case .cues, .voiceLanguage, .music: break
        }
    }
}
