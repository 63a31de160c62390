import Foundation

/// Storage of the user's plan library.
/// 用户计划库的存储。
public protocol PlanRepository: Sendable {
    /// Plans of one part of the library, in that part's order.
    func fetch(_ filter: PlanListFilter) throws(RepositoryError) -> [Plan]
    func fetch(id: UUID) throws(RepositoryError) -> Plan?
    /// Plans whose training content has this hash (duplicates of an import).
    func fetch(contentHash: ContentHash) throws(RepositoryError) -> [Plan]
    /// Inserts the plan, or replaces the stored plan with the same id.
    func save(_ plan: Plan) throws(RepositoryError)
    /// Saves under the name `pick` chooses from the other plans' names in the same write; nil when `pick` refuses.
    func save(_ plan: Plan, namedBy pick: ([String]) -> String?) throws(RepositoryError) -> String?
    /// Removes the plan and its versions; sessions keep their own snapshot. Returns false if it did not exist.
    @discardableResult func delete(id: UUID) throws(RepositoryError) -> Bool
    /// Stored plans that cannot be read (listed by `doctor`, removable by id).
    func unreadable() throws(RepositoryError) -> [UnreadableRow]
    /// One page: at most `limit` plans of `filter` from `offset`, in its order, named with `query` (any case).
    func fetch(
        _ filter: PlanListFilter, matching query: String, offset: Int, limit: Int
    ) throws(RepositoryError)
        -> [Plan]
    /// How many plans of one part of the library have a name containing `query` ignoring case (all when empty).
    func count(_ filter: PlanListFilter, matching query: String) throws(RepositoryError) -> Int
    /// Every stored plan's name by its id (cheaper than reading the plans: checking a name as it is typed).
    func names() throws(RepositoryError) -> [UUID: String]
}

extension PlanRepository {
    /// Names and saves in two steps; stores that share nothing between processes need no more.
    public func save(_ plan: Plan, namedBy pick: ([String]) -> String?) throws(RepositoryError) -> String? {
        guard let name = pick(try fetch(.all).filter { $0.id != plan.id }.map(\.name)) else { return nil }
        var named = plan
        named.name = name
        try save(named)
        return name
    }

    /// Stored plans that cannot be read (listed by `doctor`, removable by id); none for simple stores.
    public func unreadable() throws(RepositoryError) -> [UnreadableRow] { [] }

    /// One page, cut from the whole listing: simple stores hold little.
    public func fetch(
        _ filter: PlanListFilter, matching query: String, offset: Int, limit: Int
    ) throws(RepositoryError)
        -> [Plan]
    {
        let matching = try fetch(filter).filter { PlanRules.nameContains($0.name, query) }
        return ListPageRequest(offset: offset, limit: limit, count: matching.count).slice(of: matching)
    }

    /// Read from the whole listing: simple stores hold little.
    public func names() throws(RepositoryError) -> [UUID: String] {
        Dictionary(try fetch(.all).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// Counted from the whole listing: simple stores hold little.
    public func count(_ filter: PlanListFilter, matching query: String) throws(RepositoryError) -> Int {
        try fetch(filter).filter { PlanRules.nameContains($0.name, query) }.count
    }
}
