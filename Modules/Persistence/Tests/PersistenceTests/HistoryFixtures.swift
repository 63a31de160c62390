import Foundation
import GRDB
import Shared
import SharedTesting

@testable import Persistence

/// Plans, versions, sessions and settings for the history and backup tests, with every field set.
/// 历史与备份测试用的计划、版本、会话与设置，所有字段均已填写。
struct HistoryFixtures {
    let ids = SequentialIDProvider()
    /// 2027-01-15 08:00:00 UTC, a Friday.
    let base = Date(timeIntervalSince1970: 1_800_000_000)

    func music() -> MusicPlan {
        MusicPlan(
            strategy: .explicit, work: [MusicSelection(source: .local, reference: "/music/work.m3u", title: "Work")],
            rest: [MusicSelection(source: .player, reference: "", mode: .restart)],
            perSet: [2: MusicSelection(source: .local, reference: "/music/two.mp3", mode: .shuffle)],
            cooldown: MusicSelection(source: .local, reference: "/music/calm"))
    }

    func plan(_ name: String, sets: Int = 8, work: Int = 20, rest: Int = 10, music: MusicPlan = .silent) -> Plan {
        Plan(
            id: ids.makeID(), name: name,
            content: PlanContent(
                setsCount: sets, workSeconds: work, restSeconds: rest, warmupSeconds: 60, cooldownSeconds: 30,
                rounds: 2, roundRestSeconds: 45, exercises: ["Squat", "Lunge"], music: music),
            isFavorite: true, createdAt: base.addingTimeInterval(0.25), updatedAt: base.addingTimeInterval(3600.5),
            lastUsedAt: base.addingTimeInterval(7200.125), forkedFromVersionId: ids.makeID(),
            cueSettings: CueSettingsOverride(bell: false, halfway: true, voiceLanguage: .chinese))
    }

    /// A session of `plan` (or of the Tabata template) started `offset` seconds after `base`.
    func session(
        of plan: Plan? = nil, template: PlanTemplate? = nil, offset: TimeInterval, status: SessionStatus = .completed,
        active: Double = 230.125
    ) -> Session {
        let content = plan?.content ?? template?.content ?? PlanContent(setsCount: 3, workSeconds: 30, restSeconds: 15)
        let start = base.addingTimeInterval(offset)
        let snapshot = PlanSnapshot(
            planId: plan?.id, templateId: template?.id, name: plan?.name ?? template?.name ?? "Quick",
            content: content, takenAt: start.addingTimeInterval(0.000_123_4), isAdjusted: template != nil)
        return Session(
            id: ids.makeID(), snapshot: snapshot, status: status, startedAt: start,
            endedAt: status == .running ? nil : start.addingTimeInterval(240.5), activeSeconds: active,
            pausedSeconds: 9.75, completedSets: status == .completed ? content.totalSets : 1,
            totalSets: content.totalSets,
            events: [
                SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0)),
                SessionEvent(t: 4.25, kind: .paused(reason: .interruption)), SessionEvent(t: 7.75, kind: .resumed),
                SessionEvent(t: 9, kind: .skipped(fromIndex: 1)), SessionEvent(t: 10, kind: .wentBack(fromIndex: 2)),
                SessionEvent(t: 11, kind: .restExtended(seconds: 15)),
                SessionEvent(t: 12, kind: .restEndedEarly(index: 3)),
                SessionEvent(t: 13, kind: .degraded(reason: "no \"player\"")), SessionEvent(t: 14, kind: .recovered),
                SessionEvent(t: 240.5, kind: status == .completed ? .completed : .ended),
            ],
            overrides: [
                .restExtended(segmentIndex: 1, seconds: 15), .skipped(segmentIndex: 2, remainingSeconds: 1.5),
                .restEndedEarly(segmentIndex: 3, remainingSeconds: 2.25), .wentBack(toSegmentIndex: 2),
            ],
            tags: [.adjusted, .audioDegraded])
    }

    /// Saves a plan, `versions` versions of it, and returns them.
    @discardableResult
    func save(_ plan: Plan, versions: Int = 0, in database: AppDatabase) throws -> [PlanVersion] {
        try DefaultPlanRepository(database: database).save(plan)
        let repository = DefaultPlanVersionRepository(database: database)
        return try (0..<versions).map { number in
            try repository.append(
                planId: plan.id, id: ids.makeID(), status: number == 0 ? .published : .draft, name: plan.name,
                content: plan.content, createdAt: base.addingTimeInterval(Double(number) * 60 + 0.5))
        }
    }

    func save(_ sessions: [Session], in database: AppDatabase) throws {
        let repository = DefaultSessionRepository(database: database)
        for session in sessions { try repository.save(session) }
    }

    /// A database with two plans (one with music and versions), sessions of each kind, and settings.
    func populated() throws -> AppDatabase {
        let database = AppDatabase.inMemory()
        try populate(database)
        return database
    }

    /// Fills `database` as `populated()` does.
    func populate(_ database: AppDatabase) throws {
        let legs = plan("Legs", music: music())
        let core = Plan(
            id: ids.makeID(), name: "Core 💪", content: PlanContent(setsCount: 5, workSeconds: 40, restSeconds: 0),
            isArchived: true, createdAt: base, updatedAt: base)
        try save(legs, versions: 2, in: database)
        try save(core, in: database)
        let tabata = PlanTemplate.builtIn[1]
        try save(
            [
                session(of: legs, offset: 0), session(of: core, offset: 86_400.5, status: .ended),
                session(template: tabata, offset: 2 * 86_400, status: .running), session(offset: 3 * 86_400),
            ], in: database)
        let settings = DefaultSettingsRepository(database: database)
        try settings.set("off", for: .bell)
        try settings.set("zh", for: .voiceLanguage)
    }
}

/// Exporting and importing bundles held in memory.
/// 在内存中导出与导入备份包。
enum BundleIO {
    static let exportedAt = Date(timeIntervalSince1970: 1_800_086_400)

    static func export(_ database: AppDatabase) throws -> (text: String, report: BackupReport) {
        var data = Data()
        let report = try DefaultBackupRepository(database: database).export(exportedAt: exportedAt) {
            data.append($0)
        }
        return (String(decoding: data, as: UTF8.self), report)
    }

    /// Imports `text` handed over in chunks of `chunk` bytes.
    @discardableResult
    static func load(
        _ text: String, into database: AppDatabase, mode: BackupImportMode, chunk: Int = 65_536
    )
        throws(BackupError) -> BackupReport
    {
        let data = Data(text.utf8)
        var offset = 0
        return try DefaultBackupRepository(database: database).importBundle(mode: mode) {
            guard offset < data.count else { return nil }
            let end = min(offset + chunk, data.count)
            defer { offset = end }
            return data.subdata(in: offset..<end)
        }
    }
}
