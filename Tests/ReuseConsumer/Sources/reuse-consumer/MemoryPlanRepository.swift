import Foundation
import Shared
import Synchronization

/// The consumer's own plan storage: any type conforming to `PlanRepository` will do.
final class MemoryPlanRepository: PlanRepository {
    private let plans = Mutex<[Plan]>([])

    func fetch(_ filter: PlanListFilter) throws(RepositoryError) -> [Plan] { plans.withLock { $0 } }
    func fetch(id: UUID) throws(RepositoryError) -> Plan? { plans.withLock { $0.first { $0.id == id } } }
    func fetch(contentHash: ContentHash) throws(RepositoryError) -> [Plan] {
        plans.withLock { $0.filter { $0.contentHash == contentHash } }
    }
    func save(_ plan: Plan) throws(RepositoryError) {
        plans.withLock { list in
            list.removeAll { $0.id == plan.id }
            list.append(plan)
        }
    }
    func delete(id: UUID) throws(RepositoryError) -> Bool {
        plans.withLock { list in
            let before = list.count
            list.removeAll { $0.id == id }
            return list.count != before
        }
    }
}
