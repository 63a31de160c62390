import Plans
import Shared
import SharedUI

/// Every sentence of the plan commands: what an action did, the delete question, and each failure with its fix.
/// 计划命令的所有语句：操作结果、删除确认问题，以及每种失败及其改法。
public struct PlanMessages: Sendable {
    /// How many candidates an ambiguity message lists before counting the rest.
    public static let listedCandidates = 5

    private let text: StringTable
    private let language: AppLanguage
    private let storage: RepositoryErrorText

    public init(language: AppLanguage) {
        text = PlansText.table(language)
        self.language = language
        storage = RepositoryErrorText(language: language)
    }

    /// Which shape options cannot go together or are missing, with the fix.
    public func shapeProblem(_ problem: PlanShapeProblem) -> String {
        switch problem {
        case .conflicting(let first, let second): text("plans.conflictingOptions", first, second)
        case .missing(let options): text("plans.missingOptions", options.joined(separator: ", "))
        }
    }

    // MARK: What an action did

    public func created(_ plan: Plan) -> String {
        text("plans.created", name(plan), plan.content.summary, PlansText.shortID(plan.id))
    }

    public func updated(_ plan: Plan) -> String {
        text("plans.updated", name(plan), plan.content.summary)
    }

    /// `original` was copied to `copy` (whose name may be `Legs (2)`).
    public func copied(_ original: Plan, to copy: Plan) -> String {
        text("plans.copied", name(original), name(copy), PlansText.shortID(copy.id))
    }

    public func deleted(_ plan: Plan) -> String { text("plans.deleted", name(plan)) }

    /// What `plans rm` did.
    public func removal(_ removal: PlanRemoval) -> String {
        switch removal {
        case .deleted(let plan): deleted(plan)
        case .deletedUnreadable(let row): deletedUnreadable(row)
        case .kept: nothingDeleted
        }
    }

    /// A stored plan that could not be read was removed.
    public func deletedUnreadable(_ row: UnreadableRow) -> String { text("plans.deletedUnreadable", row.id) }

    /// What a flag change did to `plan`.
    public func changed(_ change: PlanFlagChange, _ plan: Plan) -> String {
        switch change {
        case .favorite: favorited(plan)
        case .unfavorite: unfavorited(plan)
        case .archive: archived(plan)
        case .unarchive: unarchived(plan)
        }
    }

    public func favorited(_ plan: Plan) -> String { text("plans.favorited", name(plan)) }

    public func unfavorited(_ plan: Plan) -> String { text("plans.unfavorited", name(plan)) }

    public func archived(_ plan: Plan) -> String { text("plans.archived", name(plan)) }

    public func unarchived(_ plan: Plan) -> String { text("plans.unarchived", name(plan)) }

    /// A new version, or that nothing changed since the newest one.
    public func published(_ outcome: PlanPublishOutcome, plan: Plan) -> String {
        switch outcome {
        case .published(let version): text("plans.published", name(plan), String(version.number))
        case .unchanged(let version): text("plans.unchanged", name(plan), String(version.number))
        }
    }

    /// The plan has no versions, and the command that publishes one (by id prefix, safe to paste).
    public func noVersions(_ plan: Plan) -> String {
        text("plans.noVersions", name(plan), PlansText.shortID(plan.id))
    }

    public func exported(_ plan: Plan, to file: String) -> String {
        text("plans.exported", name(plan), TerminalText.sanitized(file))
    }

    /// `Exported Legs (version 2) to legs.json.`
    public func exported(_ version: PlanVersion, to file: String) -> String {
        text(
            "plans.exported", text("plans.versionName", PlansText.name(version.name), String(version.number)),
            TerminalText.sanitized(file))
    }

    /// A new plan, or the one already holding this content.
    public func imported(_ outcome: PlanImportOutcome) -> String {
        switch outcome {
        case .added(let plan): text("plans.imported", name(plan), plan.content.summary, PlansText.shortID(plan.id))
        case .alreadyInLibrary(let plan): text("plans.alreadyThere", name(plan), PlansText.shortID(plan.id))
        }
    }

    /// The two-hour note for a valid plan that runs long (see `PlanEditorViewModel.isLong`).
    public func longWarning(_ content: PlanContent) -> String {
        text("plans.longWarning", DurationText.clock(content.totalSeconds))
    }

    /// `plans rm` on a terminal: "Delete Legs and its 2 versions? y = yes, any other key = no".
    public func deleteQuestion(_ plan: Plan, versionCount: Int) -> String {
        switch versionCount {
        case ...0: text("plans.delete.none", name(plan))
        case 1: text("plans.delete.one", name(plan))
        default: text("plans.delete.many", name(plan), String(versionCount))
        }
    }

    /// The answer to any key but `y`.
    public var nothingDeleted: String { text("plans.notDeleted") }

    // MARK: Failures

    /// A library failure, naming the plan file as the user gave it when the file is the trouble.
    public func message(_ error: PlanLibraryError) -> String {
        switch error {
        case .notFound(let reference):
            return text("error.notFound", TerminalText.sanitized(reference))
        case .ambiguous(let reference, let candidates):
            var listed = candidates.prefix(Self.listedCandidates).map { plan in
                text(
                    "error.candidate", PlansText.name(plan.name, columns: PlansText.nameColumns),
                    PlansText.shortID(plan.id))
            }
            if candidates.count > Self.listedCandidates {
                listed.append(text("error.moreCandidates", String(candidates.count - Self.listedCandidates)))
            }
            return text(
                "error.ambiguous", TerminalText.sanitized(reference), listed.joined(separator: text("list.separator")))
        case .badFile(.unreadable(let problem), let file):
            return text("error.unreadableFile", fileName(file), reason(problem))
        case .badFile(.newerFormat(let found, let supported), let file):
            return text("error.newerFormat", fileName(file), String(found), String(supported))
        case .badFile(.invalidPlan(let problems), let file):
            return block(heading: text("error.invalidPlanInFile", fileName(file)), problems, source: .file)
        case .storage(let underlying):
            return storage.message(underlying)
        }
    }

    /// An editor failure: the heading and one line per issue, or the storage trouble.
    public func message(_ error: PlanEditorError) -> String {
        switch error {
        case .invalid(let problems, let source): block(heading: text("error.invalidPlan"), problems, source: source)
        case .storage(let underlying): storage.message(underlying)
        }
    }

    /// Why a file is not a plan file, in a few words: `not valid JSON`.
    public func reason(_ problem: PlanFileProblem) -> String {
        switch problem {
        case .notJSON: text("file.notJSON")
        case .notAnObject: text("file.notAnObject")
        case .missingField(let field): text("file.missingField", TerminalText.sanitized(field))
        case .wrongType(let path): text("file.wrongType", TerminalText.sanitized(path))
        case .invalidValue(let path) where path.isEmpty: text("file.invalidSomewhere")
        case .invalidValue(let path): text("file.invalidValue", TerminalText.sanitized(path))
        case .duplicateKey(let path): text("file.duplicateKey", TerminalText.sanitized(path))
        case .tooLarge(let maximum, let actual): text("file.tooLarge", String(actual), String(maximum))
        }
    }

    /// The heading, then each issue indented, its own later lines (a `Fix:`) indented alike.
    private func block(heading: String, _ problems: [PlanValidationIssue], source: PlanInputSource) -> String {
        let issues = PlanIssueText(language: language, source: source)
        let lines = problems.flatMap { issue in
            issues.describe(issue).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        return ([heading] + lines).joined(separator: "\n")
    }

    private func fileName(_ file: String) -> String {
        guard file != "-" else { return text("file.standardInput") }
        return TerminalText.sanitized(file)
    }

    private func name(_ plan: Plan) -> String { PlansText.name(plan.name) }
}
