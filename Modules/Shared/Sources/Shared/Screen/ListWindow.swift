/// A selection in a list too long to load: the rows around the selection are loaded a page at a time.
/// 对无法全部加载的长列表的选择：只按页加载选中项附近的行。
public struct ListWindow<Item: Sendable>: Sendable {
    /// Loads the rows a request asks for, in list order.
    public typealias Loader = (ListPageRequest<Item>) throws(RepositoryError) -> [Item]

    /// Rows loaded per page; the selection is kept at least this far from an edge of what is loaded.
    public static var pageSize: Int { 100 }
    /// The most rows kept loaded at once.
    public static var maximumLoaded: Int { 4 * pageSize }

    /// The loaded rows, in list order; `items[0]` is row `start`.
    public private(set) var items: [Item] = []
    /// The position of the first loaded row.
    public private(set) var start = 0
    /// How many rows the list has in all.
    public private(set) var count = 0
    /// The position of the selected row (0 when the list is empty).
    public private(set) var selected = 0
    /// Rows a page key moves by: as many as are on screen.
    public var pageRows = 10

    public init() {}

    /// The selected row, when loaded.
    public var selectedItem: Item? { item(at: selected) }

    public var isEmpty: Bool { count == 0 }

    /// The row at `position`, when it is loaded.
    public func item(at position: Int) -> Item? {
        let index = position - start
        return items.indices.contains(index) ? items[index] : nil
    }

    /// The first row shown when `rows` rows fit: whole pages, so what is shown depends on the selection alone.
    public func top(rows: Int) -> Int {
        guard rows > 0 else { return selected }
        return selected - selected % rows
    }

    /// The loaded rows from `top(rows:)` on, at most `rows`, with their positions.
    public func visible(rows: Int) -> [(position: Int, item: Item)] {
        let first = top(rows: rows)
        return (first..<min(count, first + max(0, rows))).compactMap { position in
            item(at: position).map { (position, $0) }
        }
    }

    /// Starts over with `count` rows, selecting `position` (kept within the list) and loading around it.
    public mutating func reset(count: Int, selecting position: Int = 0, load: Loader) throws(RepositoryError) {
        self.count = max(0, count)
        selected = min(max(0, position), max(0, self.count - 1))
        items = []
        start = 0
        guard self.count > 0 else { return }
        let size = Self.pageSize
        let offset = max(0, min(selected - size, self.count - 2 * size))
        start = offset
        items = try load(ListPageRequest(offset: offset, limit: 2 * size, count: self.count))
        // Fewer rows than asked for: the list shrank since it was counted.
        if items.count < min(2 * size, self.count - offset) { self.count = offset + items.count }
        guard !items.isEmpty else { (self.count, start, selected) = (0, 0, 0); return }
        selected = min(selected, start + items.count - 1)
    }

    /// Moves the selection as `intent` asks, loading the rows that come near it.
    public mutating func move(_ intent: ListIntent, load: Loader) throws(RepositoryError) {
        guard count > 0 else { return }
        let step = max(1, pageRows)
        let target: Int
        switch intent {
        case .up: target = selected - 1
        case .down: target = selected + 1
        case .pageUp: target = selected - step
        case .pageDown: target = selected + step
        case .first: target = 0
        case .last: target = count - 1
        }
        try select(target, load: load)
    }

    /// Selects the row at `position` (kept within the list), loading the rows around it.
    public mutating func select(_ position: Int, load: Loader) throws(RepositoryError) {
        let target = min(max(0, position), count - 1)
        let size = Self.pageSize
        // Far from what is loaded (a jump to an end): load afresh around the target.
        guard target >= start - size, target < start + items.count + size else {
            try reset(count: count, selecting: target, load: load)
            return
        }
        selected = target
        while selected - start < size, start > 0, !items.isEmpty {
            let limit = min(size, start)
            let rows = try load(ListPageRequest(offset: start - limit, limit: limit, count: count, after: items))
            guard !rows.isEmpty else { break }
            items.insert(contentsOf: rows, at: 0)
            start -= rows.count
        }
        while start + items.count - selected <= size, start + items.count < count, !items.isEmpty {
            let rows = try load(ListPageRequest(offset: start + items.count, limit: size, count: count, before: items))
            guard !rows.isEmpty else {
                count = start + items.count
                break
            }
            items += rows
        }
        trim()
        selected = min(selected, max(start, start + items.count - 1))
    }

    /// Drops loaded rows far from the selection, so memory stays bounded however far one scrolls.
    private mutating func trim() {
        let limit = Self.maximumLoaded
        guard items.count > limit else { return }
        let keepFrom = max(start, min(selected - limit / 2, start + items.count - limit))
        let dropFront = keepFrom - start
        items.removeFirst(dropFront)
        start = keepFrom
        if items.count > limit { items.removeLast(items.count - limit) }
    }
}
