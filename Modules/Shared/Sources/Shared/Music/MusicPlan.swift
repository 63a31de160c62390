/// A plan's soundtrack: strategy, work, rest and per-set music; warm-up, round rest, cool-down default to rest.
/// 计划的配乐：策略、训练、休息与逐组曲目；热身、轮间休息、放松默认使用休息曲目。
public struct MusicPlan: Hashable, Codable, Sendable {
    public var strategy: MusicStrategy
    /// Global: the first is used. Cycle: the list. Explicit: the first is the default for unlisted sets.
    public var work: [MusicSelection]
    public var rest: [MusicSelection]
    /// Explicit: the work selection of set N (1-based within its round).
    public var perSet: [Int: MusicSelection]
    public var warmup: MusicSelection?
    public var roundRest: MusicSelection?
    public var cooldown: MusicSelection?

    public init(
        strategy: MusicStrategy = .global, work: [MusicSelection] = [], rest: [MusicSelection] = [],
        perSet: [Int: MusicSelection] = [:], warmup: MusicSelection? = nil, roundRest: MusicSelection? = nil,
        cooldown: MusicSelection? = nil
    ) {
        self.strategy = strategy
        self.work = work
        self.rest = rest
        self.perSet = perSet
        self.warmup = warmup
        self.roundRest = roundRest
        self.cooldown = cooldown
    }

    /// No music at all.
    public static let silent = MusicPlan()

    /// True when nothing would ever play.
    public var isSilent: Bool {
        (work + rest + Array(perSet.values) + [warmup, roundRest, cooldown].compactMap { $0 }).allSatisfy(\.isNone)
    }

    /// The selection for a segment of `timeline`.
    public func selection(for segment: Segment) -> MusicSelection {
        switch segment.kind {
        case .work:
            if strategy == .explicit, let chosen = perSet[segment.setIndex + 1] { return chosen }
            return pick(work, segment.setIndex)
        case .rest: return pick(rest, segment.setIndex)
        case .warmup: return warmup ?? pick(rest, 0)
        case .roundRest: return roundRest ?? pick(rest, segment.setIndex)
        case .cooldown: return cooldown ?? pick(rest, 0)
        }
    }

    private func pick(_ list: [MusicSelection], _ index: Int) -> MusicSelection {
        guard !list.isEmpty else { return .silence }
        return strategy == .cycle ? list[max(0, index) % list.count] : list[0]
    }

    private enum CodingKeys: String, CodingKey {
        case strategy, work, rest, perSet, warmup, roundRest, cooldown
    }

    /// One explicit set's selection, as stored (`{"set": 3, "selection": {…}}`).
    /// 某个指定组的曲目（存储形式）。
    private struct SetSelection: Codable {
        let set: Int
        let selection: MusicSelection
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        strategy = try container.decodeIfPresent(MusicStrategy.self, forKey: .strategy) ?? .global
        work = try container.decodeIfPresent([MusicSelection].self, forKey: .work) ?? []
        rest = try container.decodeIfPresent([MusicSelection].self, forKey: .rest) ?? []
        let sets = try container.decodeIfPresent([SetSelection].self, forKey: .perSet) ?? []
        perSet = Dictionary(sets.map { ($0.set, $0.selection) }, uniquingKeysWith: { _, last in last })
        warmup = try container.decodeIfPresent(MusicSelection.self, forKey: .warmup)
        roundRest = try container.decodeIfPresent(MusicSelection.self, forKey: .roundRest)
        cooldown = try container.decodeIfPresent(MusicSelection.self, forKey: .cooldown)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strategy, forKey: .strategy)
        try container.encode(work, forKey: .work)
        try container.encode(rest, forKey: .rest)
        try container.encode(
            perSet.sorted { $0.key < $1.key }.map { SetSelection(set: $0.key, selection: $0.value) }, forKey: .perSet)
        try container.encodeIfPresent(warmup, forKey: .warmup)
        try container.encodeIfPresent(roundRest, forKey: .roundRest)
        try container.encodeIfPresent(cooldown, forKey: .cooldown)
    }

    /// The canonical text of the plan for the content hash; empty when silent (old hashes stay valid).
    var canonical: String {
        guard !isSilent else { return "" }
        func text(_ selection: MusicSelection?) -> String {
            guard let selection else { return "-" }
            return [selection.source.rawValue, selection.mode.rawValue, selection.reference].joined(separator: "\u{1F}")
        }
        let sets = perSet.keys.sorted().map { "\($0)=\(text(perSet[$0]))" }.joined(separator: "\u{1E}")
        return [
            "strategy=\(strategy.rawValue)", "work=" + work.map(text).joined(separator: "\u{1E}"),
            "rest=" + rest.map(text).joined(separator: "\u{1E}"), "sets=" + sets, "warmup=" + text(warmup),
            "roundRest=" + text(roundRest), "cooldown=" + text(cooldown),
        ].joined(separator: "\u{1D}")
    }
}
