import Shared

/// How a bundle's `schemaVersion` relates to this build's migrations: known, later, or not one of ours.
/// 备份包的 `schemaVersion` 与本版本迁移的关系：已知、更新，或并非本应用的标识。
enum BundleSchema {
    /// Accepts a migration of `known`; a later one of ours is `newerSchema`, anything else a malformed value.
    static func check(_ version: String, known: [String]) throws {
        if known.contains(version) { return }
        // Migrations are named `v<N>-<words>` and N never goes down: a bigger N, or an unknown name in the
        // newest series, can only come from a later build. Older series are all known, so anything else
        // (another case, spaces, no series) is not a schema version at all.
        guard let found = series(version), let newest = known.last, let current = series(newest),
            !isLower(found, than: current)
        else { throw BundleProblem("schemaVersion", .unknownSchema) }
        throw BackupError.newerSchema(found: version, supported: newest)
    }

    /// The digits of N in a name shaped like ours (`v4-compact-log`), or nil.
    private static func series(_ name: String) -> Substring? {
        let bytes = Array(name.utf8)
        guard bytes.first == UInt8(ascii: "v"), bytes.count > 2 else { return nil }
        let digits = bytes.dropFirst().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.first != UInt8(ascii: "0") else { return nil }
        let words = bytes[(digits.endIndex)...]
        guard words.first == UInt8(ascii: "-") else { return nil }
        // `-word` pieces of lower-case letters and digits, none empty.
        let pieces = words.dropFirst().split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        let wordByte = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(wordByte) }) else { return nil }
        return name.dropFirst().prefix(digits.count)
    }

    /// True when the number written `left` is smaller than `right` (no leading zeros, any length).
    private static func isLower(_ left: Substring, than right: Substring) -> Bool {
        left.count != right.count ? left.count < right.count : left < right
    }
}
