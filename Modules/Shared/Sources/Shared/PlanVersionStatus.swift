/// Whether a version is a work in progress or a published, immutable release.
public enum PlanVersionStatus: String, Codable, Sendable {
    case draft
    case published
}
