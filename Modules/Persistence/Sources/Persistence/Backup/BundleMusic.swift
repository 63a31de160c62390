import Shared

/// The checks of a bundle's `music` object: only the keys the app writes, and selections that can play.
/// 备份包 `music` 对象的检查：只允许应用写入的键，且每个曲目都能播放。
enum BundleMusic {
    /// Any key of a JSON object, to list the keys an object really has.
    /// JSON 对象中的任意键，用于列出对象实际拥有的键。
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) {
            stringValue = name
        }

        init?(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }

    private static let planKeys: Set<String> = [
        "strategy", "work", "rest", "perSet", "warmup", "roundRest", "cooldown",
    ]
    private static let selectionKeys: Set<String> = ["source", "reference", "mode", "title"]
    private static let setKeys: Set<String> = ["set", "selection"]

    /// Throws at the first unknown key, impossible or repeated set number, or local selection without a file.
    static func check(_ decoder: any Decoder) throws {
        // `MusicPlan` ignores keys it does not know: a damaged object would silently become silence.
        let container = try decoder.container(keyedBy: Key.self)
        try onlyKnown(container, planKeys)
        for name in ["work", "rest"] where try isPresent(container, name) {
            var list = try container.nestedUnkeyedContainer(forKey: Key(name))
            while !list.isAtEnd { try selection(list.superDecoder()) }
        }
        if try isPresent(container, "perSet") {
            var list = try container.nestedUnkeyedContainer(forKey: Key("perSet"))
            var seen: Set<Int> = []
            while !list.isAtEnd {
                let entry = try list.superDecoder().container(keyedBy: Key.self)
                try onlyKnown(entry, setKeys)
                let set = try entry.decode(Int.self, forKey: Key("set"))
                guard PlanRules.setsCount.contains(set), seen.insert(set).inserted else {
                    throw refusal(entry.codingPath + [Key("set")], .outOfRange)
                }
                try selection(entry.superDecoder(forKey: Key("selection")))
            }
        }
        for name in ["warmup", "roundRest", "cooldown"] where try isPresent(container, name) {
            try selection(container.superDecoder(forKey: Key(name)))
        }
    }

    /// One selection: known keys only, and a file, folder or playlist named when the source is local.
    private static func selection(_ decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        try onlyKnown(container, selectionKeys)
        let source = try container.decode(MusicSource.self, forKey: Key("source"))
        let reference = try container.decode(String.self, forKey: Key("reference"))
        if source == .local && reference.isEmpty {
            throw refusal(container.codingPath + [Key("reference")], .invalidValue)
        }
    }

    private static func isPresent(_ container: KeyedDecodingContainer<Key>, _ name: String) throws -> Bool {
        try container.contains(Key(name)) && !container.decodeNil(forKey: Key(name))
    }

    private static func onlyKnown(_ container: KeyedDecodingContainer<Key>, _ known: Set<String>) throws {
        if let unknown = container.allKeys.filter({ !known.contains($0.stringValue) }).min(by: {
            $0.stringValue < $1.stringValue
        }) {
            throw refusal(container.codingPath + [unknown], .invalidValue)
        }
    }

    /// The decoding error `BundleCoding.problem` turns into `reason` at `path`.
    private static func refusal(_ path: [any CodingKey], _ reason: BundleProblem.Reason) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: reason.rawValue))
    }
}
