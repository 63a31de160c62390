import GRDB

/// The embedded store's schema: append-only named migrations and the mark that says a file is a hub's.
/// 嵌入式存储的表结构：只追加的具名迁移，以及标明文件属于社区中心的标记。
enum SQLiteHubSchema {
    /// `PRAGMA application_id` of every hub file ("IHUB"); restore and open refuse files without it.
    static let applicationID: Int32 = 0x4948_5542

    /// Every migration, oldest first; never edit a shipped one, add the next.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-hub") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(
                sql: """
                    CREATE TABLE accounts (
                        id TEXT PRIMARY KEY NOT NULL, handle TEXT NOT NULL, handle_key TEXT NOT NULL UNIQUE,
                        password_hash TEXT NOT NULL, created_at INTEGER NOT NULL, suspended INTEGER NOT NULL DEFAULT 0);
                    CREATE TABLE sessions (
                        token_hash TEXT PRIMARY KEY NOT NULL, account_id TEXT NOT NULL, created_at INTEGER NOT NULL,
                        expires_at INTEGER NOT NULL) WITHOUT ROWID;
                    CREATE INDEX sessions_account ON sessions(account_id);
                    CREATE TABLE posts (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, author_id TEXT NOT NULL,
                        author_handle TEXT NOT NULL, title TEXT NOT NULL, tags TEXT NOT NULL, notes TEXT NOT NULL,
                        plan_json BLOB NOT NULL, version_id TEXT NOT NULL, content_hash TEXT NOT NULL,
                        change_chips TEXT NOT NULL, change_line TEXT NOT NULL, visibility INTEGER NOT NULL,
                        comments_enabled INTEGER NOT NULL, created_at INTEGER NOT NULL, sets_count INTEGER NOT NULL,
                        rounds INTEGER NOT NULL, work_seconds INTEGER NOT NULL, rest_seconds INTEGER NOT NULL,
                        total_seconds INTEGER NOT NULL, summary TEXT NOT NULL, duration_bucket TEXT NOT NULL,
                        sets_bucket TEXT NOT NULL, ratio_bucket TEXT NOT NULL, no_music INTEGER NOT NULL,
                        apply_count INTEGER NOT NULL DEFAULT 0, save_count INTEGER NOT NULL DEFAULT 0,
                        comment_count INTEGER NOT NULL DEFAULT 0, like_count INTEGER NOT NULL DEFAULT 0,
                        upheld_reports INTEGER NOT NULL DEFAULT 0, hidden INTEGER NOT NULL DEFAULT 0,
                        listed INTEGER NOT NULL, hot REAL NOT NULL);
                    CREATE UNIQUE INDEX posts_author_content ON posts(author_id, content_hash);
                    CREATE INDEX posts_hot ON posts(
                        listed, hot DESC, seq DESC, duration_bucket, sets_bucket, ratio_bucket, no_music, author_id);
                    CREATE INDEX posts_new ON posts(listed, seq DESC);
                    CREATE INDEX posts_author ON posts(author_id, seq);
                    CREATE VIRTUAL TABLE posts_fts USING fts5(
                        title, tags, exercises, chips, content='', tokenize='unicode61 remove_diacritics 2',
                        prefix='2 3 4');
                    CREATE TABLE applies (
                        post_seq INTEGER NOT NULL, applicant TEXT NOT NULL, created_at INTEGER NOT NULL,
                        PRIMARY KEY (post_seq, applicant)) WITHOUT ROWID;
                    CREATE TABLE reactions (
                        post_seq INTEGER NOT NULL, account_id TEXT NOT NULL, kind TEXT NOT NULL,
                        created_at INTEGER NOT NULL, PRIMARY KEY (post_seq, account_id, kind)) WITHOUT ROWID;
                    CREATE INDEX reactions_account ON reactions(account_id, kind, created_at);
                    CREATE TABLE comments (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, post_seq INTEGER NOT NULL,
                        author_id TEXT NOT NULL, author_handle TEXT NOT NULL, text TEXT NOT NULL,
                        created_at INTEGER NOT NULL, hidden INTEGER NOT NULL DEFAULT 0);
                    CREATE INDEX comments_post ON comments(post_seq, seq);
                    CREATE TABLE reports (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT, receipt TEXT NOT NULL UNIQUE,
                        reporter_id TEXT NOT NULL, reporter_handle TEXT NOT NULL, target_kind TEXT NOT NULL,
                        target_id TEXT NOT NULL, target_ref TEXT NOT NULL, reason TEXT NOT NULL, note TEXT NOT NULL,
                        status TEXT NOT NULL, outcome TEXT, resolution_note TEXT, created_at INTEGER NOT NULL,
                        updated_at INTEGER NOT NULL);
                    CREATE INDEX reports_reporter ON reports(reporter_id, seq);
                    CREATE INDEX reports_status ON reports(status, seq);
                    CREATE TABLE blocks (
                        blocker_id TEXT NOT NULL, blocked_id TEXT NOT NULL, created_at INTEGER NOT NULL,
                        PRIMARY KEY (blocker_id, blocked_id)) WITHOUT ROWID;
                    CREATE TABLE rate_windows (
                        key TEXT PRIMARY KEY NOT NULL, window_start INTEGER NOT NULL, count INTEGER NOT NULL,
                        expires_at INTEGER NOT NULL) WITHOUT ROWID;
                    CREATE INDEX rate_windows_expiry ON rate_windows(expires_at);
                    CREATE TABLE hub_meta (key TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL) WITHOUT ROWID;
                    INSERT INTO hub_meta (key, value) VALUES ('listing_generation', 0);
                    """)
        }
        return migrator
    }
}
