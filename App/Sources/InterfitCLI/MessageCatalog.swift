import Persistence
import Plans
import Shared

/// Turns domain and storage errors into localized messages that name the problem and the fix.
struct MessageCatalog {
    let text: Localizer

    func failure(_ error: PersistenceError) -> CLIFailure {
        let message =
            switch error {
            case .notADatabase(let path): text("db.notADatabase", path)
            case .corrupt(let path, let detail): text("db.corrupt", path, detail)
            case .unreadable(let path, let detail): text("db.unreadable", path, detail)
            case .newerSchema(let path): text("db.newerSchema", path)
            case .cannotCreateDirectory(let path, let detail): text("db.cannotCreateFolder", path, detail)
            case .storage(let detail): text("db.storage", detail)
            }
        return CLIFailure(message: message, status: .ioError)
    }

    /// Storage errors from repositories arrive untyped; anything else is still an I/O failure.
    func failure(storage error: any Error) -> CLIFailure {
        if let persistence = error as? PersistenceError { return failure(persistence) }
        return CLIFailure(message: text("db.storage", String(describing: error)), status: .ioError)
    }

    /// `file` names the plan file for import errors.
    func failure(_ error: PlanLibraryError, file: String? = nil) -> CLIFailure {
        switch error {
        case .notFound(let reference):
            return CLIFailure(message: text("plan.notFound", reference), status: .usage)
        case .ambiguous(let reference, let candidates):
            let names = candidates.prefix(5).map { "\($0.name) (\($0.id.uuidString.lowercased().prefix(8)))" }
            return CLIFailure(message: text("plan.ambiguous", reference, names.joined(separator: ", ")), status: .usage)
        case .unreadableFile(let detail):
            return CLIFailure(message: text("file.unreadable", file ?? "-", detail), status: .badInputFile)
        case .newerFormat(let found, let supported):
            return CLIFailure(
                message: text("file.newerFormat", file ?? "-", String(found), String(supported)), status: .badInputFile)
        case .invalidPlanInFile(let issues):
            let lines = [text("file.invalidPlan", file ?? "-")] + issues.map { "  " + describe($0) }
            return CLIFailure(message: lines.joined(separator: "\n"), status: .badInputFile)
        case .storage(let underlying):
            return failure(storage: underlying)
        }
    }

    func failure(_ error: PlanEditorError) -> CLIFailure {
        switch error {
        case .invalid(let issues):
            let lines = [text("plan.invalid")] + issues.map { "  " + describe($0) }
            return CLIFailure(message: lines.joined(separator: "\n"), status: .usage)
        case .storage(let underlying):
            return failure(storage: underlying)
        }
    }

    /// One line per issue: the field as the user types it, the rule, and the value given.
    func describe(_ issue: PlanValidationIssue) -> String {
        let field = fieldName(issue)
        let isDuration = Self.durationFields.contains(issue.field)
        func value(_ number: Int) -> String { isDuration ? DurationText.clock(number) : String(number) }
        switch issue.problem {
        case .outOfRange(let allowed, let actual):
            return text("issue.range", field, value(allowed.lowerBound), value(allowed.upperBound), value(actual))
        case .lengthOutOfRange(let allowed, let actual):
            return text("issue.length", field, String(allowed.lowerBound), String(allowed.upperBound), String(actual))
        case .notPrintable:
            return text("issue.printable", field)
        case .totalTooShort(let minimum, let actual):
            return text("issue.totalTooShort", field, DurationText.clock(minimum), DurationText.clock(actual))
        case .invalidRatio:
            return text("issue.ratio", field)
        }
    }

    /// The field as typed on the command line (`--sets`, `NAME`, `--exercise #2`).
    func fieldName(_ issue: PlanValidationIssue) -> String {
        switch issue.field {
        case .name: return "NAME"
        case .exercises: return "--exercise #\((issue.index ?? 0) + 1)"
        default: return "--" + issue.field.rawValue
        }
    }

    private static let durationFields: Set<PlanField> = [
        .workSeconds, .restSeconds, .warmupSeconds, .cooldownSeconds, .roundRestSeconds, .totalSeconds,
    ]
}
