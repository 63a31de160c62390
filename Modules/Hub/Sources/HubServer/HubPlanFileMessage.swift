import Shared

/// Says in one sentence why the `plan` of a post is not a usable plan file.
/// 用一句话说明帖子的 `plan` 为何不是可用的计划文件。
enum HubPlanFileMessage {
    /// The refusal (400 `invalid_plan`) with the field at fault.
    static func refusal(_ error: PlanFileError) -> HubHTTPError {
        let (field, message) = describe(error)
        return HubHTTPError(.badRequest, .invalidPlan, message, field: field)
    }

    private static func describe(_ error: PlanFileError) -> (String, String) {
        switch error {
        case .newerFormat(let found, let supported):
            return ("plan.formatVersion", "plan has format version \(found); this hub reads up to \(supported)")
        case .unreadable(let problem):
            switch problem {
            case .notJSON: return ("plan", "plan is not JSON")
            case .notAnObject: return ("plan", "plan must be the object `interfit plans export` writes")
            case .missingField(let path): return ("plan.\(path)", "plan.\(path) is missing")
            case .wrongType(let path): return ("plan.\(path)", "plan.\(path) has the wrong type")
            case .invalidValue(let path):
                return (path.isEmpty ? "plan" : "plan.\(path)", "plan.\(path) has a value that cannot be used")
            case .duplicateKey(let path): return ("plan.\(path)", "plan.\(path) appears twice")
            case .tooLarge(let maximum, _): return ("plan", "plan is larger than \(maximum) bytes")
            }
        case .invalidPlan(let issues):
            guard let issue = issues.first else { return ("plan", "plan breaks the plan rules") }
            // The case name is the plan file's key (`setsCount`), the raw value the CLI's word (`sets`).
            let field = "plan.\(issue.field)" + (issue.index.map { "[\($0)]" } ?? "")
            return (field, "\(field) " + problem(issue.problem))
        }
    }

    private static func problem(_ problem: PlanValidationIssue.Problem) -> String {
        switch problem {
        case .outOfRange(let allowed, let actual):
            return "is \(actual); allowed \(allowed.lowerBound)–\(allowed.upperBound)"
        case .lengthOutOfRange(let allowed, let actual):
            return "has \(actual) characters; allowed \(allowed.lowerBound)–\(allowed.upperBound)"
        case .tooManyBytes(let maximum, let actual): return "has \(actual) bytes; at most \(maximum)"
        case .notPrintable: return "contains control characters"
        case .blank: return "is blank"
        case .nameTaken(let existing): return "is taken by \(existing)"
        case .tooManyItems(let maximum, let actual): return "has \(actual) entries; at most \(maximum)"
        case .totalTooShort, .totalTooLong, .invalidRatio: return "breaks the plan rules"
        }
    }
}
