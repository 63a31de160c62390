import HubAPI
import Shared

/// What search filters on, derived once from a published version's content.
/// 搜索所依据的事实，由已发布版本的内容一次性推导。
public struct HubPostFacts: Hashable, Sendable {
    public let totalSeconds: Int
    public let totalSets: Int
    public let duration: HubDurationBucket
    public let sets: HubSetsBucket
    public let ratio: HubRatioBucket
    public let noMusic: Bool
    public let contentHash: String

    public init(content: PlanContent) {
        totalSeconds = content.totalSeconds
        totalSets = content.totalSets
        duration = HubDurationBucket(totalSeconds: content.totalSeconds)
        sets = HubSetsBucket(totalSets: content.totalSets)
        ratio = HubRatioBucket(
            setsCount: content.setsCount, workSeconds: content.workSeconds, restSeconds: content.restSeconds)
        noMusic = content.music.isSilent
        contentHash = ContentHash(content: content).value
    }

    /// The text search reads: title, tags and exercise names.
    public static func searchText(title: String, tags: [String], exercises: [String]) -> String {
        ([title] + tags + exercises).joined(separator: " ")
    }
}
