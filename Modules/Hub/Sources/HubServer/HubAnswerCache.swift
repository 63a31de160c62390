import HubStore
import Synchronization

/// Answers shared by every reader who may see the same thing, reused while the store's data version is unchanged.
/// 看到相同内容的读者共用的答复，在存储的数据版本不变时复用。
final class HubAnswerCache<Kept: Sendable>: Sendable {
    // Only answers that do not depend on who asks are kept (anonymous readers, readers who block no one); the data
    // version changes with every committed write that could change them, from this process or any other, and it is
    // read after the request arrived (`HubDataVersionBatcher`), so a kept answer is used only while still exactly right.

    /// One kept answer and the data version it was computed at.
    /// 一份缓存的答复及其计算时的数据版本。
    private struct Entry: Sendable {
        let version: HubDataVersion
        let kept: Kept
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// More distinct keys than this empties the cache (it refills from the next requests).
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The answer kept for `key` at `version`, if any.
    func kept(for key: String, at version: HubDataVersion) -> Kept? {
        entries.withLock { entries in
            guard let entry = entries[key], entry.version == version else { return nil }
            return entry.kept
        }
    }

    /// Keeps `kept` as the answer for `key` at `version`.
    func keep(_ kept: Kept, for key: String, at version: HubDataVersion) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(version: version, kept: kept)
        }
    }
}
