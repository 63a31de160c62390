import Foundation
import Shared

/// The journal folder, opened without following links and checked to be the user's own, writable by no one else.
/// 日志文件夹：打开时不跟随符号链接，并检查它属于当前用户且他人不可写。
struct JournalFolder {
    let path: String
    /// The open folder (closed by `close()`).
    let descriptor: Int32

    /// Opens the folder, first creating missing ones (0700) when `create` is true; nil if it is absent and not created.
    static func open(path: String, create: Bool) throws(JournalError) -> JournalFolder? {
        var created = false
        if create {
            let code = makeParents(of: path)
            guard code == 0 else { throw .failed(path: path, code: code) }
            if mkdir(path, 0o700) == 0 {
                created = true
            } else if errno != EEXIST {
                throw .failed(path: path, code: errno)
            }
        }
        let descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            guard lstat(path, &info) == 0 else {
                if code == ENOENT && !create { return nil }
                throw .failed(path: path, code: code)
            }
            if info.st_mode & S_IFMT == S_IFLNK { throw .unsafeFolder(path: path, reason: .symbolicLink) }
            if info.st_mode & S_IFMT != S_IFDIR { throw .unsafeFolder(path: path, reason: .notAFolder) }
            throw .failed(path: path, code: code)
        }
        let folder = JournalFolder(path: path, descriptor: descriptor)
        guard let info = JournalFileIO.status(descriptor) else {
            let code = errno
            folder.close()
            throw .failed(path: path, code: code)
        }
        if created { fchmod(descriptor, 0o700) }
        let reason: JournalError.UnsafeReason? =
            if info.st_mode & S_IFMT != S_IFDIR {
                .notAFolder
            } else if info.st_uid != geteuid() {
                .notOwned
            } else if !created && info.st_mode & 0o022 != 0 {
                .writableByOthers
            } else {
                nil
            }
        if let reason {
            folder.close()
            throw .unsafeFolder(path: path, reason: reason)
        }
        return folder
    }

    /// Creates the missing parent folders (mode 0700); 0 or the `errno` value.
    private static func makeParents(of path: String) -> Int32 {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true).dropLast() {
            // `String(component)`: appending a Substring goes through the generic `append(contentsOf:)`, whose casts
            // cost a first start two scans of every conformance record.
            if !prefix.isEmpty || path.hasPrefix("/") { prefix += "/" }
            prefix += String(component)
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return errno }
        }
        return 0
    }

    func close() { _ = Foundation.close(descriptor) }

    /// The full path of a file in the folder.
    func path(of name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// Opens a file of the folder without following a link; the descriptor, or -1 with `errno` set.
    func openFile(_ name: String, flags: Int32, mode: mode_t = 0o600) -> Int32 {
        openat(descriptor, name, flags | O_NOFOLLOW | O_CLOEXEC, mode)
    }

    /// True when an entry of that name exists (a link counts, it is not followed).
    func contains(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// The names in the folder, `.` and `..` left out.
    func names() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            _ = Foundation.close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Gives `source` the name `target` without ever replacing an existing `target`; 0 or the `errno` value.
    func publish(_ source: String, as target: String) -> Int32 {
        if linkat(descriptor, source, descriptor, target, 0) == 0 {
            unlink(source)
            return 0
        }
        let code = errno
        guard code != EEXIST else { return EEXIST }
        // File systems without hard links: rename, having checked the name is free.
        guard !contains(target) else { return EEXIST }
        return renameat(descriptor, source, descriptor, target) == 0 ? 0 : errno
    }

    /// Renames a damaged journal to `<name>.damaged` (or `<name>.<n>.damaged`); its new path, or nil if it cannot move.
    func moveAside(_ name: String) -> String? {
        for attempt in 1...100 {
            let target = attempt == 1 ? name + ".damaged" : name + ".\(attempt).damaged"
            let code = publish(name, as: target)
            if code == EEXIST { continue }
            guard code == 0 else { return nil }
            sync()
            return path(of: target)
        }
        return nil
    }

    /// Removes a file of the folder; 0 or the `errno` value.
    @discardableResult
    func unlink(_ name: String) -> Int32 { unlinkat(descriptor, name, 0) == 0 ? 0 : errno }

    /// Makes the folder's entries (created, renamed, removed files) durable.
    func sync() { _ = fsync(descriptor) }
}
