import Shared

extension PlanEditorViewModel {
    /// Seconds a step adds to or takes from a duration row, and from the total.
    public nonisolated static let durationStep = 5
    public nonisolated static let totalStep = 30

    /// The form's rows for the current mode.
    public var rows: [PlanEditorRow] { PlanEditorRow.rows(mode) }

    /// Marks the form as opened: from here on, changes count as unsaved until saved.
    public func beginEditing() {
        baseline = (PlanRules.normalizedName(name), content, mode)
        (focus, drafts, exerciseFocus, isAskingToLeave, saveFailure) = (.name, [:], nil, false, nil)
        replacesOnType = true
    }

    /// True when the name, the content or a typed value differs from what was opened (or last saved).
    public var hasUnsavedChanges: Bool {
        guard let baseline else { return false }
        return PlanRules.normalizedName(name) != baseline.name || content != baseline.content
            || drafts.keys.contains { typedProblem(for: $0) != nil }
    }

    /// What `row` shows: what was typed into it, else its value (durations as `m:ss`).
    public func text(for row: PlanEditorRow) -> String {
        if let draft = drafts[row] { return draft }
        switch row {
        case .name: return name
        case .mode: return mode.rawValue
        case .sets: return String(setsCount)
        case .work: return DurationText.clock(mode == .totalTime ? designed?.work ?? 0 : workSeconds)
        case .rest: return DurationText.clock(mode == .totalTime ? designed?.rest ?? 0 : restSeconds)
        case .total: return DurationText.clock(totalSeconds)
        case .ratio: return ratioText
        case .intensity: return intensity?.rawValue ?? ""
        case .warmup: return DurationText.clock(warmupSeconds)
        case .cooldown: return DurationText.clock(cooldownSeconds)
        case .rounds: return String(rounds)
        case .roundRest: return DurationText.clock(roundRestSeconds)
        case .exercises: return String(exercises.count)
        }
    }

    /// The preset the ratio matches, if any.
    public var intensity: Intensity? {
        Intensity.allCases.first { $0.ratio.description == ratioText.trimmingSpaces() }
    }

    /// Why what was typed into `row` is no duration, with the same reasons as the flags give.
    public func typedProblem(for row: PlanEditorRow) -> DurationText.ParseError? {
        guard row.isDuration, let draft = drafts[row] else { return nil }
        do {
            _ = try DurationText.parse(draft)
            return nil
        } catch {
            return error
        }
    }

    /// True when the form can be saved: every rule holds and everything typed reads.
    public var canSave: Bool { isValid && !drafts.keys.contains { typedProblem(for: $0) != nil } }

    /// Switches mode keeping what can be kept: B starts from A's total and ratio, A from B's work and rest.
    public func switchMode(to newMode: PlanEditorMode) {
        guard newMode != mode else { return }
        if newMode == .totalTime {
            if let total = inputs.checkedTotalSeconds, total <= DurationText.maximumSeconds { totalSeconds = total }
            ratioText = Self.ratio(work: workSeconds, rest: restSeconds).description
        } else if let designed {
            (workSeconds, restSeconds) = designed
        }
        mode = newMode
        drafts = [:]
    }

    /// The work:rest ratio closest to `work`/`rest` in parts of at most 100 (20/10 → 2:1).
    nonisolated static func ratio(work: Int, rest: Int) -> WorkRestRatio {
        var (parts, other) = (max(1, work), max(0, rest))
        let largest = max(parts, other)
        if largest > WorkRestRatio.parts.upperBound {
            parts = max(1, Int((Double(parts) * 100 / Double(largest)).rounded()))
            other = Int((Double(other) * 100 / Double(largest)).rounded())
        }
        var (a, b) = (parts, other)
        while b != 0 { (a, b) = (b, a % b) }
        return WorkRestRatio(work: parts / a, rest: other / a) ?? Intensity.medium.ratio
    }

    /// Carries out `intent`; returns `.save` when the form should be saved, `.leave` when it should close.
    @discardableResult
    public func perform(_ intent: PlanEditorIntent) -> PlanEditorOutcome? {
        if isAskingToLeave {
            isAskingToLeave = false
            return intent == .confirm ? .leave : nil
        }
        switch intent {
        case .move(let move): moveFocus(move)
        case .type(let key): type(key)
        case .step(let direction): step(direction)
        case .enter: return enter()
        case .leave:
            if exerciseFocus != nil {
                closeExercises()
            } else if hasUnsavedChanges {
                isAskingToLeave = true
            } else {
                return .leave
            }
        case .removeExercise:
            if let index = exerciseFocus, exercises.indices.contains(index) {
                exercises.remove(at: index)
                exerciseFocus = min(index, exercises.count)
            }
        case .confirm, .cancel: break
        }
        return nil
    }

    /// The caller's save failed: keep the reason, and put the focus on the first row with a problem.
    public func saveFailed(_ error: PlanEditorError) {
        saveFailure = error
        if case .invalid(let issues, _) = error, let first = issues.first,
            let row = rows.first(where: { $0.field == first.field })
        {
            focus = row
        }
    }

    /// The caller saved the form: what is on it now is what was saved.
    public func saved() {
        beginEditing()
    }

    private func moveFocus(_ move: ListIntent) {
        if let index = exerciseFocus {
            let last = exercises.count
            let target =
                switch move {
                case .up: index - 1
                case .down: index + 1
                case .pageUp, .first: 0
                case .pageDown, .last: last
                }
            exerciseFocus = min(max(0, target), last)
            return
        }
        // Leaving a row: what was typed and reads shows as its value again.
        if typedProblem(for: focus) == nil { drafts[focus] = nil }
        let rows = rows
        let index = rows.firstIndex(of: focus) ?? 0
        let target =
            switch move {
            case .up: index - 1
            case .down: index + 1
            case .pageUp, .first: 0
            case .pageDown, .last: rows.count - 1
            }
        focus = rows[min(max(0, target), rows.count - 1)]
        replacesOnType = true
    }

    private func type(_ key: KeyPress) {
        saveFailure = nil
        if let index = exerciseFocus {
            typeExercise(key, at: index)
            return
        }
        switch focus {
        case .name:
            var entry = TextEntry(name, maximumLength: 400)
            if entry.edit(key) { name = entry.text }
        case .ratio:
            var entry = TextEntry(replacesOnType && key.character != nil ? "" : ratioText, maximumLength: 12)
            guard entry.edit(key) else { return }
            ratioText = entry.text
            replacesOnType = false
        case .sets, .rounds, .work, .rest, .total, .warmup, .cooldown, .roundRest:
            let current = replacesOnType && key.character != nil ? "" : text(for: focus)
            var entry = TextEntry(current, maximumLength: 12)
            guard entry.edit(key) else { return }
            replacesOnType = false
            drafts[focus] = entry.text
            if focus.isDuration {
                if let seconds = try? DurationText.parse(entry.text) { set(seconds, focus) }
            } else {
                set(Int(entry.text) ?? 0, focus)
            }
        case .mode, .intensity, .exercises:
            break
        }
    }

    private func typeExercise(_ key: KeyPress, at index: Int) {
        if index == exercises.count {
            guard case .character = key else { return }
            exercises.append("")
        }
        var entry = TextEntry(exercises[index], maximumLength: 400)
        if entry.text.isEmpty, key == .backspace {
            exercises.remove(at: index)
            exerciseFocus = max(0, index - 1)
            return
        }
        if entry.edit(key) { exercises[index] = entry.text }
    }

    private func step(_ direction: Int) {
        saveFailure = nil
        drafts[focus] = nil
        replacesOnType = true
        switch focus {
        case .mode:
            switchMode(to: mode == .setsAndDurations ? .totalTime : .setsAndDurations)
        case .intensity:
            let all = Intensity.allCases
            let index = intensity.flatMap(all.firstIndex(of:)) ?? (direction > 0 ? -1 : 0)
            apply(all[(index + direction + all.count) % all.count])
        case .sets: setsCount = clamp(setsCount + direction, PlanRules.setsCount)
        case .rounds: rounds = clamp(rounds + direction, PlanRules.rounds)
        case .work: workSeconds = stepped(workSeconds, direction, PlanRules.workSeconds)
        case .rest: restSeconds = stepped(restSeconds, direction, PlanRules.restSeconds)
        case .warmup: warmupSeconds = stepped(warmupSeconds, direction, PlanRules.warmupSeconds)
        case .cooldown: cooldownSeconds = stepped(cooldownSeconds, direction, PlanRules.cooldownSeconds)
        case .roundRest: roundRestSeconds = stepped(roundRestSeconds, direction, PlanRules.roundRestSeconds)
        case .total:
            let size = Self.totalStep
            let next = direction > 0 ? (totalSeconds / size + 1) * size : ((totalSeconds + size - 1) / size - 1) * size
            totalSeconds = clamp(next, 0...DurationText.maximumSeconds)
        case .name, .ratio, .exercises:
            break
        }
    }

    private func enter() -> PlanEditorOutcome? {
        if let index = exerciseFocus {
            // A new exercise after this one (the last one, from the row that adds).
            let position = min(index + 1, exercises.count)
            if index < exercises.count, exercises[index].isEmpty { return nil }
            exercises.insert("", at: position)
            exerciseFocus = position
            return nil
        }
        if focus == .exercises {
            exerciseFocus = 0
            if exercises.isEmpty { exercises.append("") }
            return nil
        }
        if typedProblem(for: focus) == nil { drafts[focus] = nil }
        guard canSave else {
            saveFailed(.invalid(issues, source: .form))
            if let row = drafts.keys.first(where: { typedProblem(for: $0) != nil }) { focus = row }
            return nil
        }
        return .save
    }

    /// Leaves the exercise list, dropping names left empty.
    private func closeExercises() {
        exercises.removeAll { $0.trimmingSpaces().isEmpty }
        exerciseFocus = nil
    }

    private func set(_ value: Int, _ row: PlanEditorRow) {
        switch row {
        case .sets: setsCount = value
        case .work: workSeconds = value
        case .rest: restSeconds = value
        case .total: totalSeconds = value
        case .warmup: warmupSeconds = value
        case .cooldown: cooldownSeconds = value
        case .rounds: rounds = value
        case .roundRest: roundRestSeconds = value
        case .name, .mode, .ratio, .intensity, .exercises: break
        }
    }

    /// A step to the next multiple of the step size, kept inside `range`.
    private func stepped(_ value: Int, _ direction: Int, _ range: ClosedRange<Int>) -> Int {
        let size = Self.durationStep
        let next = direction > 0 ? (value / size + 1) * size : ((value + size - 1) / size - 1) * size
        return clamp(next, range)
    }

    private func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(range.upperBound, max(range.lowerBound, value))
    }
}
