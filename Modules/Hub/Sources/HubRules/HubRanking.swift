import Foundation

/// The ranking: weighted interactions decayed by age and upheld reports, as a log-domain key fixed at write time.
/// 排名：按年龄与成立的举报衰减的加权互动数，以写入时确定的对数域键表示。
public enum HubRanking {
    /// How long a post takes to lose half its weight: three days.
    public static let halfLifeSeconds: Double = 3 * 86_400

    /// The weighted count of interactions.
    public static func score(applies: Int, saves: Int, comments: Int, likes: Int) -> Double {
        Double(applies) * 3 + Double(saves) * 2 + Double(comments) + Double(likes) * 0.5
    }

    /// `log2(1 + score) + created/halfLife − upheld`: sorts as `(1 + score) × 2^(−age/halfLife − upheld)` does.
    public static func hot(score: Double, createdAt: Date, upheldReports: Int) -> Double {
        // `now/halfLife` is the same for every post at any instant, so it drops out of the order.
        log2(1 + max(0, score)) + createdAt.timeIntervalSince1970 / halfLifeSeconds - Double(upheldReports)
    }

    /// The decayed score at `now`, for showing or testing: `(1 + score) × 2^(−age/halfLife − upheld) − 1`.
    public static func decayedScore(hot: Double, now: Date) -> Double {
        exp2(hot - now.timeIntervalSince1970 / halfLifeSeconds) - 1
    }
}
