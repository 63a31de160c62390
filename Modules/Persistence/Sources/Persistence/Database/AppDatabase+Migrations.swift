import GRDB

extension AppDatabase {
    /// Named migrations; never edit one that has shipped, add a new one instead.
    static var migrator: DatabaseMigrator {
        // Each body is the SQL GRDB's table builders generated when it shipped, written out: the builders looked up
        // the tables a key refers to and asked the runtime first-time questions, a third of migrating a new file.
        // `theMigrationsMakeTheSchemaTheyAlwaysMade` pins the schema SQLite keeps.
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-plans") { db in
            try db.execute(
                sql: """
                    CREATE TABLE "plan" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, \
                    "setsCount" INTEGER NOT NULL, "workSeconds" INTEGER NOT NULL, "restSeconds" INTEGER NOT NULL, \
                    "warmupSeconds" INTEGER NOT NULL, "cooldownSeconds" INTEGER NOT NULL, "rounds" INTEGER NOT NULL, \
                    "roundRestSeconds" INTEGER NOT NULL, "exercises" TEXT NOT NULL, \
                    "isFavorite" BOOLEAN NOT NULL DEFAULT 0, "isArchived" BOOLEAN NOT NULL DEFAULT 0, \
                    "createdAt" DATETIME NOT NULL, "updatedAt" DATETIME NOT NULL, "lastUsedAt" DATETIME, \
                    "forkedFromVersionId" TEXT, "cueSettings" TEXT NOT NULL, "contentHash" TEXT NOT NULL);
                    CREATE INDEX "plan_on_contentHash" ON "plan"("contentHash")
                    """)
        }
        migrator.registerMigration("v1-plan-versions") { db in
            try db.execute(
                sql: """
                    CREATE TABLE "planVersion" ("id" TEXT PRIMARY KEY NOT NULL, \
                    "planId" TEXT NOT NULL REFERENCES "plan"("id") ON DELETE CASCADE, "number" INTEGER NOT NULL, \
                    "status" TEXT NOT NULL, "name" TEXT NOT NULL, "content" TEXT NOT NULL, \
                    "contentHash" TEXT NOT NULL, "createdAt" DATETIME NOT NULL, UNIQUE ("planId", "number"));
                    CREATE INDEX "planVersion_on_planId" ON "planVersion"("planId")
                    """)
        }
        migrator.registerMigration("v1-settings") { db in
            try db.execute(sql: #"CREATE TABLE "setting" ("key" TEXT PRIMARY KEY NOT NULL, "value" TEXT NOT NULL)"#)
        }
        migrator.registerMigration("v2-sessions") { db in
            try db.execute(
                sql: """
                    CREATE TABLE "session" ("id" TEXT PRIMARY KEY NOT NULL, "planId" TEXT, \
                    "planName" TEXT NOT NULL, "snapshot" TEXT NOT NULL, "status" TEXT NOT NULL, \
                    "startedAt" DATETIME NOT NULL, "endedAt" DATETIME, "activeSeconds" DOUBLE NOT NULL, \
                    "pausedSeconds" DOUBLE NOT NULL, "completedSets" INTEGER NOT NULL, \
                    "totalSets" INTEGER NOT NULL, "events" TEXT NOT NULL, "overrides" TEXT NOT NULL, \
                    "tags" TEXT NOT NULL);
                    CREATE INDEX "session_on_startedAt" ON "session"("startedAt")
                    """)
        }
        migrator.registerMigration("v3-history") { db in
            // What a history listing shows, so that it never reads the snapshot or the event log.
            try db.execute(
                sql: """
                    ALTER TABLE "session" ADD COLUMN "templateId" TEXT;
                    ALTER TABLE "session" ADD COLUMN "planNameKey" TEXT NOT NULL DEFAULT '';
                    ALTER TABLE "session" ADD COLUMN "summary" TEXT;
                    ALTER TABLE "session" ADD COLUMN "adjustments" INTEGER NOT NULL DEFAULT 0
                    """)
            try SessionColumnsBackfill.run(db)
            try db.execute(
                sql: """
                    CREATE INDEX "session_on_planId_startedAt" ON "session"("planId", "startedAt");
                    CREATE INDEX "session_on_templateId_startedAt" ON "session"("templateId", "startedAt");
                    CREATE INDEX "session_on_planNameKey_startedAt" ON "session"("planNameKey", "startedAt")
                    """)
        }
        migrator.registerMigration("v3-plan-music") { db in
            try db.execute(sql: #"ALTER TABLE "plan" ADD COLUMN "music" TEXT"#)
        }
        migrator.registerMigration("v4-compact-log") { _ in
            // New rows keep events and overrides as short arrays (a third of the bytes); older rows stay as they
            // are and are still read. The version keeps older builds, which read only the keyed form, out.
        }
        migrator.registerMigration("v5-plan-origins") { db in
            // Where an applied plan came from (issue 22): the hub, post, version and content hash it was copied
            // from. Removing the plan removes its origin; renaming or editing it keeps it, so dedup still holds.
            try db.execute(
                sql: """
                    CREATE TABLE "planOrigin" (\
                    "planId" TEXT PRIMARY KEY NOT NULL REFERENCES "plan"("id") ON DELETE CASCADE, \
                    "hub" TEXT NOT NULL, "postId" TEXT NOT NULL, "versionId" TEXT NOT NULL, \
                    "contentHash" TEXT NOT NULL, "appliedAt" DATETIME NOT NULL);
                    CREATE INDEX "planOrigin_on_contentHash" ON "planOrigin"("contentHash")
                    """)
        }
        return migrator
    }
}
