/// The bounds every plan must respect, and the validator that checks them.
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

    /// The problem with a plan or exercise name, if any: 1–80 printable characters.
    public static func nameProblem(_ name: String) -> PlanValidationIssue.Problem? {
        if !nameLength.contains(name.count) {
            return .lengthOutOfRange(allowed: nameLength, actual: name.count)
        }
        let printable = name.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
                return false
            default:
                return true
            }
        }
        return printable ? nil : .notPrintable
    }
}
