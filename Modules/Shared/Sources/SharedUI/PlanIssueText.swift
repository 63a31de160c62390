import Shared

/// Sentences for plan validation problems, naming the field as the user typed it and the fix.
/// 计划校验问题的说明：按用户输入的方式指出字段，并给出改法。
public struct PlanIssueText: Sendable {
    private let text: StringTable
    /// How a field is named to the user (`--sets`, `NAME`, `--exercise #2`).
    private let fieldName: @Sendable (PlanValidationIssue) -> String

    public init(
        language: AppLanguage, fieldName: @escaping @Sendable (PlanValidationIssue) -> String = PlanIssueText.optionName
    ) {
        text = StringTable(SharedUIStrings.catalog, language: language)
        self.fieldName = fieldName
    }

    /// Issues named as `source` gave the fields: options, JSON paths, or the form's labels.
    public init(language: AppLanguage, source: PlanInputSource) {
        switch source {
        case .commandLine(let nameArgument):
            self.init(language: language) { $0.field == .name ? nameArgument : Self.optionName($0) }
        case .file: self.init(language: language, fieldName: Self.jsonPath)
        case .form:
            let labels = StringTable(SharedUIStrings.catalog, language: language)
            self.init(language: language) { issue in
                let label = labels("field." + issue.field.rawValue)
                return issue.index.map { "\(label) #\($0 + 1)" } ?? label
            }
        }
    }

    /// The JSON path of an issue's field in a plan file: `$.setsCount`, `$.exercises[2]`.
    public static func jsonPath(_ issue: PlanValidationIssue) -> String {
        let key =
            switch issue.field {
            case .name: "name"
            case .setsCount: "setsCount"
            case .workSeconds: "workSeconds"
            case .restSeconds: "restSeconds"
            case .warmupSeconds: "warmupSeconds"
            case .cooldownSeconds: "cooldownSeconds"
            case .rounds: "rounds"
            case .roundRestSeconds: "roundRestSeconds"
            case .exercises: "exercises"
            case .totalSeconds: "totalSeconds"
            case .ratio: "ratio"
            }
        return "$." + key + (issue.index.map { "[\($0)]" } ?? "")
    }

    /// The command-line name of an issue's field.
    public static func optionName(_ issue: PlanValidationIssue) -> String {
        switch issue.field {
        case .name: "NAME"
        case .exercises: issue.index.map { "--exercise #\($0 + 1)" } ?? "--exercise"
        default: "--" + issue.field.rawValue
        }
    }

    /// One line per issue, e.g. `--sets: must be between 1 and 99 (got 0).`
    public func describe(_ issue: PlanValidationIssue) -> String {
        text("issue.field", fieldName(issue), reason(issue))
    }

    /// What is wrong, without naming the field: `must be between 1 and 99 (got 0).`
    public func reason(_ issue: PlanValidationIssue) -> String {
        let isDuration = Self.durationFields.contains(issue.field)
        func value(_ number: Int) -> String { isDuration ? DurationText.clock(number) : String(number) }
        switch issue.problem {
        case .outOfRange(let allowed, let actual):
            return text("issue.range", value(allowed.lowerBound), value(allowed.upperBound), value(actual))
        case .lengthOutOfRange(let allowed, let actual):
            return text("issue.length", String(allowed.lowerBound), String(allowed.upperBound), String(actual))
        case .tooManyBytes(let maximum, let actual):
            return text("issue.bytes", String(maximum), String(actual))
        case .notPrintable:
            return text("issue.printable")
        case .blank:
            return text("issue.blank")
        case .nameTaken(let existing):
            return text("issue.nameTaken", TerminalText.sanitized(existing))
        case .tooManyItems(let maximum, let actual):
            return text("issue.tooMany", String(maximum), String(actual))
        case .totalTooShort(let minimum, let actual):
            return text("issue.totalTooShort", DurationText.clock(minimum), DurationText.clock(actual))
        case .totalTooLong(let maximum, let actual):
            return text("issue.totalTooLong", DurationText.clock(maximum), DurationText.clock(actual))
        case .invalidRatio(let problem):
            switch problem {
            case .notTwoNumbers: return text("issue.ratio.form")
            case .zeroWork: return text("issue.ratio.zeroWork")
            case .partOutOfRange: return text("issue.ratio.range")
            }
        }
    }

    /// A heading line followed by one indented line per issue.
    public func block(heading: String, _ issues: [PlanValidationIssue]) -> String {
        ([heading] + issues.map { "  " + describe($0) }).joined(separator: "\n")
    }

    /// Why a duration could not be read, for the option it was given to.
    public func duration(_ error: DurationText.ParseError, option: String) -> String {
        text("issue.field", option, durationReason(error))
    }

    /// Why a duration could not be read, without naming the option.
    public func durationReason(_ error: DurationText.ParseError) -> String {
        let shown = TerminalText.sanitized(error.text)
        switch error.reason {
        case .notADuration: return text("issue.duration", shown, DurationText.acceptedForms)
        case .componentTooLarge: return text("issue.durationComponent", shown)
        case .tooLarge:
            return text("issue.durationTooLarge", shown, DurationText.clock(DurationText.maximumSeconds))
        }
    }

    private static let durationFields: Set<PlanField> = [
        .workSeconds, .restSeconds, .warmupSeconds, .cooldownSeconds, .roundRestSeconds, .totalSeconds,
    ]
}
