import Foundation

/// The frozen plan a session runs: editing the plan mid-workout never changes it.
public struct PlanSnapshot: Hashable, Codable, Sendable {
    /// The library plan it came from; nil for templates and ad-hoc workouts.
    public let planId: UUID?
    /// The template key it came from, if any.
    public let templateId: String?
    public let name: String
    public let content: PlanContent
    public let takenAt: Date

    public init(planId: UUID?, templateId: String?, name: String, content: PlanContent, takenAt: Date) {
        self.planId = planId
        self.templateId = templateId
        self.name = name
        self.content = content
        self.takenAt = takenAt
    }
}
