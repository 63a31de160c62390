import Foundation
import Shared

/// An exclusive lock between processes on a sidecar file, so that creating and migrating a database never
/// races ("table already exists", "disk I/O error" when twelve commands start on a fresh file at once).
/// 进程间在旁路文件上的排他锁，使数据库的创建与迁移不会相互竞争。
struct OpenLock {
    private let descriptor: Int32

    /// Waits up to `timeout` for the lock; a folder where no lock file can be made gives no lock (the
    /// database itself cannot be written there either, and SQLite reports that clearly).
    static func acquire(path: String, timeout: TimeInterval) throws(RepositoryError) -> OpenLock {
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
