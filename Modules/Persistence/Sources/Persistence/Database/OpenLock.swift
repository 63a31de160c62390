import Foundation
import Shared

/// An exclusive inter-process lock on a sidecar file, so creating and migrating a database never races.
/// 旁路文件上的进程间排他锁，使数据库的创建与迁移不会相互竞争。
struct OpenLock {
    private let descriptor: Int32

    /// Waits up to `timeout` for the lock; a folder where no lock file can be made gives no lock.
    static func acquire(path: String, timeout: TimeInterval) throws(RepositoryError) -> OpenLock {
        // No lock is fine there: the database cannot be written there either, and SQLite reports that clearly.
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return OpenLock(descriptor: -1) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, clock.now < deadline else {
                close(descriptor)
                throw .busy(path: String(path.dropLast(".lock".count)))
            }
            usleep(5_000)
        }
        return OpenLock(descriptor: descriptor)
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
