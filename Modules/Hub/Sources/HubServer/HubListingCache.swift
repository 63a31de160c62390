import Foundation
import HubStore
import Synchronization

/// Search answers shared by every reader who blocks no one, reused while the listing generation is unchanged.
/// 所有未屏蔽他人的读者共用的搜索答复，在列表代数不变时复用。
final class HubListingCache: Sendable {
    // Readers who block someone get their own answers, never kept here. The generation
    // changes in the same transaction as any write that could change a listing (a post, a counter, a hide),
    // from this process or any other, so an answer is reused only while it is still exactly right.

    /// One kept answer (the rows and the anonymous JSON) and the generation it was computed at.
    /// 一份缓存的答复（行与匿名 JSON）及其计算时的代数。
    struct Entry {
        let generation: HubDataVersion
        let listing: HubPostListing
        let body: Data
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// More distinct queries than this empties the cache (it refills from the next requests).
    private let capacity: Int

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The answer kept for `key` at `generation`, if any.
    func entry(for key: String, at generation: HubDataVersion) -> Entry? {
        entries.withLock { entries in
            guard let entry = entries[key], entry.generation == generation else { return nil }
            return entry
        }
    }

    /// Keeps `listing` and its anonymous JSON `body` as the answer for `key` at `generation`.
    func keep(_ listing: HubPostListing, body: Data, for key: String, at generation: HubDataVersion) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(generation: generation, listing: listing, body: body)
        }
    }
}
