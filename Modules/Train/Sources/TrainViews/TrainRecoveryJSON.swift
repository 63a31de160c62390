import Foundation
import Shared
import SharedUI

/// The stable `recover --json` shape: unfinished, finished and damaged journals, and the sessions an action saved.
/// `recover --json` 的稳定结构：未完成、已完成与损坏的日志，以及某个操作保存的会话。
public struct TrainRecoveryJSON: Encodable, Sendable {
    private let unfinished: [PendingJournal]
    private let finished: [PendingJournal]
    private let damaged: [DamagedJournal]
    private let saved: [Session]
    private let action: String?

    public init(
        unfinished: [PendingJournal], finished: [PendingJournal], damaged: [DamagedJournal], saved: [Session] = [],
        action: String? = nil
    ) {
        self.unfinished = unfinished
        self.finished = finished
        self.damaged = damaged
        self.saved = saved
        self.action = action
    }

    /// One journal.
    /// 一份日志。
    private struct Journal: Encodable {
        let id: String
        let plan: String
        let startedAt: String
        let activeSeconds: Double
        let segment: Int
        let path: String
    }

    /// One saved session.
    /// 一条已保存的会话。
    private struct Saved: Encodable {
        let id: String
        let status: String
        let activeSeconds: Double
        let tags: [String]
    }

    /// One damaged journal.
    /// 一份损坏的日志。
    private struct Damaged: Encodable {
        let path: String
        let movedTo: String?

        enum CodingKeys: String, CodingKey { case path, movedTo }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(movedTo, forKey: .movedTo)
        }
    }

    private enum Keys: String, CodingKey { case action, unfinished, finished, damaged, saved }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(action, forKey: .action)
        try container.encode(unfinished.map(Self.journal), forKey: .unfinished)
        try container.encode(finished.map(Self.journal), forKey: .finished)
        try container.encode(damaged.map { Damaged(path: $0.originalPath, movedTo: $0.movedTo) }, forKey: .damaged)
        try container.encode(
            saved.map {
                Saved(
                    id: $0.id.uuidString.lowercased(), status: $0.status.rawValue, activeSeconds: $0.activeSeconds,
                    tags: SessionTag.allCases.filter($0.tags.contains).map(\.rawValue))
            }, forKey: .saved)
    }

    private static func journal(_ journal: PendingJournal) -> Journal {
        Journal(
            id: journal.header.sessionId.uuidString.lowercased(), plan: journal.header.snapshot.name,
            startedAt: JSONDate.text(journal.header.startedAt),
            activeSeconds: ((journal.finished?.activeSeconds ?? journal.position?.activeSeconds ?? 0) * 1000).rounded()
                / 1000,
            segment: journal.position?.segmentIndex ?? 0, path: journal.path)
    }
}
