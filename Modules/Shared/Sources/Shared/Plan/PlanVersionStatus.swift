/// Whether a version is a work in progress or a published, immutable release.
/// 版本是草稿，还是已发布且不可变。
public enum PlanVersionStatus: String, Codable, Sendable {
    case draft
    case published
}
