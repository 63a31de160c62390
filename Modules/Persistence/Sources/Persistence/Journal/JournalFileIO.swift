import Foundation
import Shared

/// Whole reads and writes at an offset, space reservation and locks on a file, reporting `errno` values.
/// 在文件上按偏移完整读写、预留空间与加锁；以 `errno` 值报告失败。
enum JournalFileIO {
    /// Writes all of `bytes` at `offset`; 0 or the `errno` value.
    static func write(_ bytes: [UInt8], to file: Int32, at offset: Int) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = pwrite(file, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                done += written
            }
            return 0
        }
    }

    /// The first `count` bytes of the file (fewer when it is shorter), or nil when reading fails.
    static func read(_ file: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let total: Int? = bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let got = pread(file, buffer.baseAddress! + done, buffer.count - done, off_t(done))
                if got < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if got == 0 { break }
                done += got
            }
            return done
        }
        guard let total else { return nil }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// Reserves `start..<end` on disk as zeros (growing the file) so later writes cannot run out; 0 or `errno`.
    static func reserve(_ file: Int32, from start: Int, to end: Int, capacity: Int?) -> Int32 {
        // `capacity` simulates a small disk: reserving beyond it fails with `ENOSPC`.
        guard end > start else { return 0 }
        if let capacity, end > capacity { return ENOSPC }
        #if canImport(Glibc)
            var code: Int32
            repeat { code = posix_fallocate(file, off_t(start), off_t(end - start)) } while code == EINTR
            // Reserved blocks read as zeros: nothing to write (writing them would only give the first sync 256 KiB
            // more to flush). A file system that cannot reserve space gets its blocks from zeros written instead.
            if code == 0 { return 0 }
            guard code == EOPNOTSUPP || code == EINVAL else { return code }
        #endif
        return zero(file, from: start, to: end)
    }

    /// Writes zeros over `start..<end`; 0 or the `errno` value.
    static func zero(_ file: Int32, from start: Int, to end: Int) -> Int32 {
        let chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = start
        while offset < end {
            let count = min(chunk.count, end - offset)
            let code = write(count == chunk.count ? chunk : Array(chunk[..<count]), to: file, at: offset)
            guard code == 0 else { return code }
            offset += count
        }
        return 0
    }

    /// The file's status, or nil.
    static func status(_ file: Int32) -> stat? {
        var info = stat()
        return fstat(file, &info) == 0 ? info : nil
    }

    /// True for a regular file's mode.
    static func isRegularFile(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }

    /// Takes a non-blocking `flock`; false only when another open file holds it (no lock support counts as unlocked).
    static func lock(_ file: Int32, exclusive: Bool) -> Bool {
        var result: Int32
        repeat { result = flock(file, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) } while result != 0 && errno == EINTR
        return result == 0 || errno != EWOULDBLOCK
    }

    /// `strerror` text for messages, e.g. "No space left on device".
    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
