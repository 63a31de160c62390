/// Which known words a mistyped one is closest to, for "did you mean …?" (edit distance with transpositions).
/// 拼错的词最接近哪些已知的词，用于“你是不是想输入……？”（计入相邻换位的编辑距离）。
public enum TextSimilarity {
    /// Up to three candidates nearest to `word` (case and leading dashes ignored); none when nothing is close.
    public static func closest(to word: String, among candidates: [String]) -> [String] {
        // Close: one edit for short words, two from six letters, or `word` starts a candidate.
        let typed = Array(word.lowercased().drop { $0 == "-" })
        guard !typed.isEmpty else { return [] }
        let limit = typed.count >= 6 ? 2 : 1
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates where !scored.contains(where: { $0.candidate == candidate }) {
            let known = Array(candidate.lowercased().drop { $0 == "-" })
            guard known != typed else { continue }
            let prefix = typed.count >= 3 && known.starts(with: typed)
            // Words whose lengths differ by more than the limit are farther apart than it: no table to fill.
            guard prefix || abs(known.count - typed.count) <= limit else { continue }
            let distance = prefix ? 1 : distance(typed, known)
            if distance <= limit { scored.append((candidate, distance)) }
        }
        let best = scored.map(\.distance).min()
        return Array(scored.filter { $0.distance == best }.map(\.candidate).prefix(3))
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost one.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
