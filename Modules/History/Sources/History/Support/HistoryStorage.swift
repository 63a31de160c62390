import Shared

/// Runs a repository call, turning its failure into `HistoryError.storage`.
/// 执行仓库调用，把失败转换为 `HistoryError.storage`。
enum HistoryStorage {
    static func run<T>(_ body: () throws -> T) throws(HistoryError) -> T {
        do { return try body() } catch let error as RepositoryError { throw .storage(error) } catch {
            throw .storage(.storage(detail: String(describing: error)))
        }
    }
}
