import PostgresNIO

/// The statements of the hub's hot paths (sign-in check, rate limits, post pages, reactions, comments, publishing).
/// 中心热路径上的语句（登录检查、速率限制、帖子页、反应、评论、发布）。
enum PostgresHubStatements {
    /// The store's data version: the snapshot of committed transactions.
    /// 存储的数据版本：已提交事务的快照。
    enum DataVersion: PostgresHubStatementText {
        static let name = "hub_data_version"
        static let sql = "SELECT pg_current_snapshot()::text"
        static let types: [PostgresDataType] = []
    }

    /// The account behind a session token hash ($1) that has not expired at $2.
    /// 会话令牌哈希（$1）在 $2 时尚未过期时对应的账户。
    enum SignedIn: PostgresHubStatementText {
        static let name = "hub_signed_in"
        static let sql = """
            SELECT \(PostgresHubRows.accountColumns), s.expires_at,
                EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = a.id)
            FROM sessions s JOIN accounts a ON a.id = s.account_id
            WHERE s.token_hash = $1 AND s.expires_at > $2 AND NOT a.suspended
            """
        static let types: [PostgresDataType] = [.text, .int8]
    }

    /// Counts one request in the window of key $1 (now $2, window start $3, end $4); its commit does not wait for disk.
    /// 在键 $1 的窗口中计一次请求（当前 $2，窗口起点 $3，终点 $4）；其提交不等待磁盘。
    enum RateCount: PostgresHubStatementText {
        static let name = "hub_rate_count"
        static let sql = """
            WITH quick AS (SELECT set_config('synchronous_commit', 'off', true)),
            expired AS (
                DELETE FROM rate_windows WHERE key IN (
                    SELECT key FROM rate_windows WHERE expires_at <= $2 AND key <> $1
                    LIMIT 16 FOR UPDATE SKIP LOCKED))
            INSERT INTO rate_windows AS w (key, window_start, count, expires_at)
            SELECT $1, $3, 1, $4 FROM quick
            ON CONFLICT (key) DO UPDATE SET
                count = CASE WHEN w.window_start = excluded.window_start THEN w.count + 1 ELSE 1 END,
                window_start = excluded.window_start, expires_at = excluded.expires_at
            RETURNING count
            """
        static let types: [PostgresDataType] = [.text, .int8, .int8, .int8]
    }

    /// Post $2 in full with viewer $1's marks and whether $1 blocked its author ("" for anonymous readers).
    /// 帖子 $2 的完整内容，附观看者 $1 的标记及其是否屏蔽了作者（匿名读者为 ""）。
    enum VisiblePost: PostgresHubStatementText {
        static let name = "hub_visible_post"
        static let sql = """
            SELECT \(PostgresHubRows.postDetailColumns),
                EXISTS (SELECT 1 FROM reactions r WHERE r.post_seq = p.seq AND r.account_id = $1 AND r.kind = 'like'),
                EXISTS (SELECT 1 FROM reactions r WHERE r.post_seq = p.seq AND r.account_id = $1 AND r.kind = 'save'),
                EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = p.author_id)
            FROM posts p WHERE p.id = $2
            """
        static let types: [PostgresDataType] = [.text, .text]
    }

    /// Adds reaction $3 of account $2 to post $1 at $4; a row back when it was new.
    /// 在 $4 时为帖子 $1 添加账户 $2 的反应 $3；新增时返回一行。
    enum ReactionAdd: PostgresHubStatementText {
        static let name = "hub_reaction_add"
        static let sql = """
            INSERT INTO reactions (post_seq, account_id, kind, created_at) VALUES ($1, $2, $3, $4)
            ON CONFLICT DO NOTHING RETURNING 1
            """
        static let types: [PostgresDataType] = [.int8, .text, .text, .int8]
    }

    /// Removes reaction $3 of account $2 from post $1; a row back when there was one.
    /// 从帖子 $1 移除账户 $2 的反应 $3；存在时返回一行。
    enum ReactionRemove: PostgresHubStatementText {
        static let name = "hub_reaction_remove"
        static let sql = "DELETE FROM reactions WHERE post_seq = $1 AND account_id = $2 AND kind = $3 RETURNING 1"
        static let types: [PostgresDataType] = [.int8, .text, .text]
    }

    /// Moves post $3's count of reaction $2 ('like' or 'save') by $1, never below 0; answers the counters.
    /// 将帖子 $3 的反应 $2（'like' 或 'save'）计数改变 $1，不低于 0；返回各项计数。
    enum ReactionCount: PostgresHubStatementText {
        static let name = "hub_reaction_count"
        static let sql = """
            UPDATE posts SET
                like_count = greatest(0, like_count + CASE WHEN $2 = 'like' THEN $1 ELSE 0 END),
                save_count = greatest(0, save_count + CASE WHEN $2 = 'save' THEN $1 ELSE 0 END)
            WHERE seq = $3
            RETURNING \(PostgresHubStore.counterColumns)
            """
        static let types: [PostgresDataType] = [.int4, .text, .int8]
    }

    /// Sets post $2's ranking key to $1.
    /// 将帖子 $2 的排序键设为 $1。
    enum Hot: PostgresHubStatementText {
        static let name = "hub_hot"
        static let sql = "UPDATE posts SET hot = $1 WHERE seq = $2"
        static let types: [PostgresDataType] = [.float8, .int8]
    }

    /// Locks post $1 for a comment; answers what the comment rules need, then the counters of its ranking key.
    /// 为评论锁定帖子 $1；返回评论规则所需的信息，以及其排序键所用的计数。
    enum CommentedPost: PostgresHubStatementText {
        static let name = "hub_commented_post"
        static let sql = """
            SELECT p.seq, p.author_id, p.visibility, p.hidden, p.comments_enabled, \(PostgresHubStore.counterColumns)
            FROM posts p WHERE p.id = $1 FOR NO KEY UPDATE
            """
        static let types: [PostgresDataType] = [.text]
    }

    /// Holds account $1 (a post's author) while a comment is checked against its blocks.
    /// 在核对屏蔽关系期间保持账户 $1（帖子作者）不变。
    enum AuthorShare: PostgresHubStatementText {
        static let name = "hub_author_share"
        static let sql = "SELECT 1 FROM accounts WHERE id = $1 FOR SHARE"
        static let types: [PostgresDataType] = [.text]
    }

    /// Commenter $1's handle, whether $1 blocked author $2 and whether $2 blocked $1.
    /// 评论者 $1 的用户名、$1 是否屏蔽了作者 $2，以及 $2 是否屏蔽了 $1。
    enum CommentFacts: PostgresHubStatementText {
        static let name = "hub_comment_facts"
        static let sql = """
            SELECT (SELECT handle FROM accounts WHERE id = $1),
                EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2),
                EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $2 AND blocked_id = $1)
            """
        static let types: [PostgresDataType] = [.text, .text]
    }

    /// Adds comment $1 by $3 (handle $4, text $5, at $6) to locked post $2, counted, ranking key $7; answers its seq.
    /// 在已锁定的帖子 $2 上添加 $3 的评论 $1（用户名 $4，内容 $5，时间 $6），计数并设排序键 $7；返回其序号。
    enum CommentAdd: PostgresHubStatementText {
        static let name = "hub_comment_add"
        static let sql = """
            WITH counted AS (UPDATE posts SET comment_count = comment_count + 1, hot = $7 WHERE seq = $2)
            INSERT INTO comments (id, post_seq, author_id, author_handle, text, created_at)
            VALUES ($1, $2, $3, $4, $5, $6) RETURNING seq
            """
        static let types: [PostgresDataType] = [.text, .int8, .text, .text, .text, .int8, .float8]
    }

    /// Account $1's handle.
    /// 账户 $1 的用户名。
    enum Handle: PostgresHubStatementText {
        static let name = "hub_handle"
        static let sql = "SELECT handle FROM accounts WHERE id = $1"
        static let types: [PostgresDataType] = [.text]
    }

    /// Inserts a post (30 values, in the order of the column list) unless its author already has the same content.
    /// 插入一篇帖子（30 个值，按列顺序），除非作者已发布相同内容。
    enum PostAdd: PostgresHubStatementText {
        static let name = "hub_post_add"
        static let sql = """
            INSERT INTO posts AS p (
                id, author_id, author_handle, title, tags, notes, plan_json, version_id, content_hash, change_chips,
                change_line, visibility, comments_enabled, created_at, sets_count, rounds, work_seconds, rest_seconds,
                total_seconds, summary, duration_bucket, sets_bucket, ratio_bucket, no_music, listed, hot,
                apply_count, save_count, like_count, search)
            VALUES (
                $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
                $23, $24, $25, $26, $27, $28, $29, array_to_tsvector($30::text[]))
            ON CONFLICT (author_id, content_hash) DO NOTHING
            RETURNING \(PostgresHubRows.postDetailColumns)
            """
        static let types: [PostgresDataType] = [
            .text, .text, .text, .text, .textArray, .text, .bytea, .text, .text, .textArray,
            .text, .int8, .bool, .int8, .int8, .int8, .int8, .int8,
            .int8, .text, .text, .text, .text, .bool, .bool, .float8,
            .int8, .int8, .int8, .textArray,
        ]
    }
}
