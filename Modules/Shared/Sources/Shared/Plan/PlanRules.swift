/// The bounds every plan must respect, and the validator that checks them.
/// 每个计划必须遵守的边界及其校验。
public enum PlanRules {
    public static let setsCount: ClosedRange<Int> = 1...99
    public static let workSeconds: ClosedRange<Int> = 10...1800
    public static let restSeconds: ClosedRange<Int> = 0...1800
    public static let warmupSeconds: ClosedRange<Int> = 0...1800
    public static let cooldownSeconds: ClosedRange<Int> = 0...1800
    public static let rounds: ClosedRange<Int> = 1...20
    public static let roundRestSeconds: ClosedRange<Int> = 0...1800
    /// Length of a plan or exercise name, in characters.
    public static let nameLength: ClosedRange<Int> = 1...80
    /// Size of a plan or exercise name in UTF-8 bytes.
    public static let nameMaximumBytes = 320
    /// How many exercise names a plan may list.
    public static let maximumExercises = 99
    /// Plans longer than this get a warning, never an error.
    public static let longPlanWarningSeconds = 2 * 60 * 60

    /// Every problem of a name and content, at most one per field (one per exercise element).
    public static func validate(name: String, content: PlanContent) -> [PlanValidationIssue] {
        var issues: [PlanValidationIssue] = []
        if let problem = nameProblem(name) { issues.append(PlanValidationIssue(field: .name, problem: problem)) }
        let numbers: [(PlanField, Int, ClosedRange<Int>)] = [
            (.setsCount, content.setsCount, setsCount),
            (.workSeconds, content.workSeconds, workSeconds),
            (.restSeconds, content.restSeconds, restSeconds),
            (.warmupSeconds, content.warmupSeconds, warmupSeconds),
            (.cooldownSeconds, content.cooldownSeconds, cooldownSeconds),
            (.rounds, content.rounds, rounds),
            (.roundRestSeconds, content.roundRestSeconds, roundRestSeconds),
        ]
        for (field, value, range) in numbers where !range.contains(value) {
            issues.append(PlanValidationIssue(field: field, problem: .outOfRange(allowed: range, actual: value)))
        }
        if content.exercises.count > maximumExercises {
            issues.append(
                PlanValidationIssue(
                    field: .exercises,
                    problem: .tooManyItems(maximum: maximumExercises, actual: content.exercises.count)))
            return issues
        }
        for (index, exercise) in content.exercises.enumerated() {
            if let problem = nameProblem(exercise) {
                issues.append(PlanValidationIssue(field: .exercises, index: index, problem: problem))
            }
        }
        return issues
    }

    /// True when the plan runs longer than two hours (a warning only).
    public static func isLong(_ content: PlanContent) -> Bool {
        content.totalSeconds > longPlanWarningSeconds
    }

    /// A name as it is saved: surrounding spaces removed.
    public static func normalizedName(_ name: String) -> String {
        name.trimmingSpaces()
    }

    /// A typed name as the rules check it: trimmed as it will be saved, unless nothing but spaces remains.
    public static func checkedName(_ name: String) -> String {
        let trimmed = normalizedName(name)
        return trimmed.isEmpty ? name : trimmed
    }

    /// The key two names are compared by: trimmed and case-folded ("Legs " and "legs" clash).
    public static func nameKey(_ name: String) -> String {
        normalizedName(name).lowercased()
    }

    /// True when `name` contains `query` ignoring case and the query's surrounding spaces (always for an empty query).
    public static func nameContains(_ name: String, _ query: String) -> Bool {
        let key = nameKey(query)
        return key.isEmpty || name.lowercased().contains(key)
    }

    /// The problem with a plan or exercise name, if any: 1–80 printable characters within 320 UTF-8 bytes.
    public static func nameProblem(_ name: String) -> PlanValidationIssue.Problem? {
        // Emoji sequences (ZWJ, skin tones, flags) are printable; control and escape characters are not.
        let bytes = name.utf8.count
        if bytes > nameMaximumBytes { return .tooManyBytes(maximum: nameMaximumBytes, actual: bytes) }
        if !name.isEmpty && normalizedName(name).isEmpty { return .blank }
        if !nameLength.contains(name.count) {
            return .lengthOutOfRange(allowed: nameLength, actual: name.count)
        }
        return name.unicodeScalars.allSatisfy(isPrintable) ? nil : .notPrintable
    }

    /// Letters, marks, symbols, spaces and the joiners and tags emoji sequences need.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return false
        case .format:
            // Zero-width (non-)joiners build emoji and some scripts; tag characters build subdivision flags.
            return scalar.value == 0x200C || scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
        default:
            return true
        }
    }
}
