/// Why a plan file is not a readable plan, as data: the views phrase it in the user's language.
/// 计划文件为何无法读取（仅为数据，由视图用用户的语言表述）。
public enum PlanFileProblem: Hashable, Sendable {
    /// The bytes are not JSON at all.
    case notJSON
    /// Valid JSON, but not an object (an array, a string, a number).
    case notAnObject
    /// A required field is absent, e.g. `setsCount`.
    case missingField(String)
    /// A field holds the wrong kind of value (text where a number belongs), e.g. `setsCount` or `exercises[2]`.
    case wrongType(path: String)
    /// A field's value cannot be used, e.g. a malformed id (`path` is empty when the decoder does not say).
    case invalidValue(path: String)
    /// A key appears twice in one object, e.g. `setsCount` (which one counts would be a guess).
    case duplicateKey(String)
    /// The file is larger than a plan file may be.
    case tooLarge(maximumBytes: Int, actual: Int)
}
