import Foundation
import HubAPI
import HubRules
import HubStore
import PostgresNIO

/// COPY's text format: fields escaped, tab-separated, one row per line; and the post columns in that form.
/// COPY 的文本格式：字段转义、以制表符分隔、每行一条记录；以及帖子各列的该格式表示。
enum PostgresCopyText {
    /// The columns `post(_:authorHandle:)` fills, in its order.
    static let postColumns = [
        "id", "author_id", "author_handle", "title", "tags", "notes", "plan_json", "version_id", "content_hash",
        "change_chips", "change_line", "visibility", "comments_enabled", "created_at", "sets_count", "rounds",
        "work_seconds", "rest_seconds", "total_seconds", "summary", "duration_bucket", "sets_bucket", "ratio_bucket",
        "no_music", "listed", "hot", "apply_count", "save_count", "like_count", "search",
    ]

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// One text value with COPY's escapes (backslash, tab, line feed, carriage return).
    static func field(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// An array literal of words that need no quoting inside it (tags, chips: letters, digits and '-').
    static func array(_ words: [String]) -> String {
        "{" + words.map { "\"" + $0.filter { $0 != "\"" && $0 != "\\" } + "\"" }.joined(separator: ",") + "}"
    }

    /// Appends one row.
    static func row(_ fields: [String], into buffer: inout ByteBuffer) {
        buffer.writeString(fields.joined(separator: "\t"))
        buffer.writeInteger(UInt8(ascii: "\n"))
    }

    /// A post's fields in `postColumns` order.
    static func post(_ post: HubNewPost, authorHandle: String) -> [String] {
        let created = PostgresHubRows.seconds(post.createdAt)
        let counts = post.counts
        let score = HubRanking.score(applies: counts.applies, saves: counts.saves, comments: 0, likes: counts.likes)
        let hot = HubRanking.hot(score: score, createdAt: PostgresHubRows.date(created), upheldReports: 0)
        let lexemes = PostgresHubRows.lexemes(title: post.title, tags: post.tags, exercises: post.exercises)
        // tsvector input: each lexeme quoted, quotes and backslashes doubled; then COPY's own escapes.
        let search = lexemes.map {
            "'" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "'"
        }.joined(separator: " ")
        var hex = [UInt8]()
        hex.reserveCapacity(post.planJSON.count * 2)
        for byte in post.planJSON {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0F)])
        }
        return [
            field(post.id), field(post.authorId), field(authorHandle), field(post.title), field(array(post.tags)),
            field(post.notes), "\\\\x" + String(decoding: hex, as: UTF8.self), field(post.versionId),
            field(post.facts.contentHash),
            field(array(post.changeNote.chips.map(\.rawValue))), field(post.changeNote.line),
            post.visibility == .public ? "0" : "1", post.commentsEnabled ? "t" : "f", String(created),
            String(post.setsCount), String(post.rounds), String(post.workSeconds), String(post.restSeconds),
            String(post.facts.totalSeconds), field(post.summary), field(post.facts.duration.rawValue),
            field(post.facts.sets.rawValue), field(post.facts.ratio.rawValue), post.facts.noMusic ? "t" : "f",
            post.visibility == .public ? "t" : "f", "\(hot)", String(counts.applies), String(counts.saves),
            String(counts.likes), field(search),
        ]
    }
}
