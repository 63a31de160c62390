import GRDB

extension AppDatabase {
    /// Named migrations; never edit one that has shipped, add a new one instead.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-plans") { db in
            try db.create(table: "plan") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("setsCount", .integer).notNull()
                t.column("workSeconds", .integer).notNull()
                t.column("restSeconds", .integer).notNull()
                t.column("warmupSeconds", .integer).notNull()
                t.column("cooldownSeconds", .integer).notNull()
                t.column("rounds", .integer).notNull()
                t.column("roundRestSeconds", .integer).notNull()
                t.column("exercises", .jsonText).notNull()
                t.column("isFavorite", .boolean).notNull().defaults(to: false)
                t.column("isArchived", .boolean).notNull().defaults(to: false)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
                t.column("lastUsedAt", .datetime)
                t.column("forkedFromVersionId", .text)
                t.column("cueSettings", .jsonText).notNull()
                t.column("contentHash", .text).notNull().indexed()
            }
        }
        migrator.registerMigration("v1-plan-versions") { db in
            try db.create(table: "planVersion") { t in
                t.primaryKey("id", .text)
                // The table named (the same SQL): without it GRDB singularizes both names, compiling its English
                // inflection rules, to tell whether the key refers to its own table.
                t.belongsTo("plan", inTable: "plan", onDelete: .cascade).notNull()
                t.column("number", .integer).notNull()
                t.column("status", .text).notNull()
                t.column("name", .text).notNull()
                t.column("content", .jsonText).notNull()
                t.column("contentHash", .text).notNull()
                t.column("createdAt", .datetime).notNull()
                t.uniqueKey(["planId", "number"])
            }
        }
        migrator.registerMigration("v1-settings") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2-sessions") { db in
            try db.create(table: "session") { t in
                t.primaryKey("id", .text)
                t.column("planId", .text)
                t.column("planName", .text).notNull()
                t.column("snapshot", .jsonText).notNull()
                t.column("status", .text).notNull()
                t.column("startedAt", .datetime).notNull().indexed()
                t.column("endedAt", .datetime)
                t.column("activeSeconds", .double).notNull()
                t.column("pausedSeconds", .double).notNull()
                t.column("completedSets", .integer).notNull()
                t.column("totalSets", .integer).notNull()
                t.column("events", .jsonText).notNull()
                t.column("overrides", .jsonText).notNull()
                t.column("tags", .jsonText).notNull()
            }
        }
        migrator.registerMigration("v3-history") { db in
            // What a history listing shows, so that it never reads the snapshot or the event log.
            try db.alter(table: "session") { t in
                t.add(column: "templateId", .text)
                t.add(column: "planNameKey", .text).notNull().defaults(to: "")
                t.add(column: "summary", .text)
                t.add(column: "adjustments", .integer).notNull().defaults(to: 0)
            }
            try SessionColumnsBackfill.run(db)
            try db.create(index: "session_on_planId_startedAt", on: "session", columns: ["planId", "startedAt"])
            try db.create(
                index: "session_on_templateId_startedAt", on: "session", columns: ["templateId", "startedAt"])
            try db.create(
                index: "session_on_planNameKey_startedAt", on: "session", columns: ["planNameKey", "startedAt"])
        }
        migrator.registerMigration("v3-plan-music") { db in
            try db.alter(table: "plan") { t in t.add(column: "music", .jsonText) }
        }
        migrator.registerMigration("v4-compact-log") { _ in
            // New rows keep events and overrides as short arrays (a third of the bytes); older rows stay as they
            // are and are still read. The version keeps older builds, which read only the keyed form, out.
        }
        migrator.registerMigration("v5-plan-origins") { db in
            // Where an applied plan came from (issue 22): the hub, post, version and content hash it was copied
            // from. Removing the plan removes its origin; renaming or editing it keeps it, so dedup still holds.
            try db.create(table: "planOrigin") { t in
                t.primaryKey("planId", .text).references("plan", onDelete: .cascade)
                t.column("hub", .text).notNull()
                t.column("postId", .text).notNull()
                t.column("versionId", .text).notNull()
                t.column("contentHash", .text).notNull().indexed()
                t.column("appliedAt", .datetime).notNull()
            }
        }
        return migrator
    }
}
