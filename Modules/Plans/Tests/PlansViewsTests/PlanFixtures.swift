import Foundation
import Shared
import SharedUI

/// Plans and dates with fixed ids and times, for exact-text view tests.
/// 编号与时间固定的计划和日期，用于逐字比较的视图测试。
enum PlanFixtures {
    /// Dates in UTC, so outputs do not depend on the machine.
    static let dates = DateText(timeZone: TimeZone(identifier: "UTC")!)
    /// 2026-11-22 09:33:20 UTC.
    static let created = Date(timeIntervalSince1970: 1_795_340_000)
    static let tabata = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)

    /// Plan `n` (1–9) with id `abcdef1n-0000-0000-0000-00000000000n`, created 09:33, updated an hour later.
    static func plan(
        _ number: Int, _ name: String, _ content: PlanContent = tabata, favorite: Bool = false,
        archived: Bool = false, used: Bool = false
    ) -> Plan {
        Plan(
            id: UUID(uuidString: "ABCDEF1\(number)-0000-0000-0000-00000000000\(number)")!, name: name,
            content: content, isFavorite: favorite, isArchived: archived, createdAt: created,
            updatedAt: created.addingTimeInterval(3600),
            lastUsedAt: used ? created.addingTimeInterval(10_000) : nil)
    }

    /// Version 2 of plan 1, published at 09:33.
    static let version = PlanVersion(
        id: UUID(uuidString: "ABCDEF19-0000-0000-0000-000000000009")!, planId: plan(1, "Legs").id, number: 2,
        status: .published, name: "Legs", content: tabata, createdAt: created)
}
