/// A store that loads many synthetic rows faster when told where the load starts and ends (`admin seed`).
/// 在得知批量加载的起止时能更快写入大量合成数据的存储（`admin seed`）。
public protocol HubBulkLoading: HubStore {
    /// Runs `body` (calls of `insertSynthetic`) as one bulk load; the store is whole again when it returns or throws.
    func bulkLoad(_ body: () async throws(HubStoreError) -> Void) async throws(HubStoreError)
}
