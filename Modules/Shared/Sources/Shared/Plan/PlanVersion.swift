import Foundation

/// An immutable copy of a plan's content, numbered per plan from 1; publishing never edits an old one.
/// 计划内容不可变的副本，每个计划从 1 开始编号；发布从不修改旧版本。
public struct PlanVersion: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let planId: UUID
    public let number: Int
    public let status: PlanVersionStatus
    public let name: String
    public let content: PlanContent
    public let createdAt: Date

    public init(
        id: UUID, planId: UUID, number: Int, status: PlanVersionStatus, name: String, content: PlanContent,
        createdAt: Date
    ) {
        self.id = id
        self.planId = planId
        self.number = number
        self.status = status
        self.name = name
        self.content = content
        self.createdAt = createdAt
    }

    public var contentHash: ContentHash { ContentHash(content: content) }
}
