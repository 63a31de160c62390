import Shared

/// The first thing wrong with a bundle: where (a JSON path such as `sessions[3].activeSeconds`) and why.
/// 备份包中的第一个问题：位置（如 `sessions[3].activeSeconds` 的 JSON 路径）与原因。
struct BundleProblem: Error, Hashable {
    /// Why a bundle was refused, as the short English code `BackupError.malformed` carries for the App to localize.
    /// 备份包被拒绝的原因，即 `BackupError.malformed` 携带、由应用本地化的简短英文代码。
    enum Reason: String, CaseIterable {
        /// Not JSON: a stray character, a missing comma, an unterminated string.
        case invalidJSON
        /// The input ended in the middle of the bundle.
        case truncated
        /// A value of the wrong kind (text for a number, null for a required value, an array for an object).
        case wrongType
        /// A required key is absent.
        case missingKey
        /// The same key twice in one object.
        case duplicateKey
        /// Two rows of one kind with the same id.
        case duplicateId
        /// An id that is not a UUID.
        case invalidId
        /// A date that is not an ISO 8601 date-time.
        case invalidDate
        /// A value outside its allowed set (a status, a tag, a setting's value, a number too large to read).
        case invalidValue
        /// A setting key this version does not know.
        case unknownSetting
        /// A number outside its bounds (plan numbers, negative durations, more sets done than planned).
        case outOfRange
        /// A date the app never writes: before 1970 or after 9999.
        case dateOutOfRange
        /// A `schemaVersion` that is no migration name of ours (not merely a later one).
        case unknownSchema
        /// A plan or exercise name that is empty, too long or holds control characters.
        case invalidName
        /// More exercise names than a plan may list.
        case tooManyItems
        /// A plan version whose plan is neither in the bundle nor in the database.
        case unknownPlan
        /// Two versions of one plan with the same number.
        case duplicateVersionNumber
        /// One element larger than a bundle row can be (16 MiB).
        case tooLarge
    }

    /// Where: `$` for the whole document, else a path such as `plans[0].content.workSeconds`.
    let path: String
    let reason: Reason

    init(_ path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    var backupError: BackupError { .malformed(path: path, reason: reason.rawValue) }
}
