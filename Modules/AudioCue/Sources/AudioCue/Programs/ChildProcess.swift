import Foundation

/// A program started with `posix_spawn` from an argument array, with exactly the descriptors it is given.
/// 用 `posix_spawn` 从参数数组启动的程序，只继承明确交给它的文件描述符。
struct ChildProcess: Sendable {
    /// Why a program could not start: the errno text of `posix_spawn` (or of a pipe it needed).
    /// 程序无法启动的原因：`posix_spawn`（或其所需管道）的 errno 文本。
    struct LaunchError: Error, Hashable, Sendable {
        let code: Int32
        var text: String { String(cString: strerror(code)) }
    }

    let pid: pid_t

    /// Starts `path` in its own process group: stdin/stderr on /dev/null, stdout on `output`, plus `descriptors`.
    static func launch(
        _ path: String, arguments: [String], output: Int32? = nil, descriptors: [(Int32, Int32)] = [],
        environment: [String: String]? = nil
    ) throws(LaunchError) -> ChildProcess {
        // `descriptors` sources must be ≥ 10 (see `raised`); others close, signals reset; a nil `environment` inherits.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for (source, target) in descriptors { posix_spawn_file_actions_adddup2(&actions, source, target) }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            Self.closeOthers(&actions, from: max(2, descriptors.map(\.1).max() ?? 2) + 1)
        #endif
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGUSR1, SIGUSR2]
        {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw LaunchError(code: status) }
        return ChildProcess(pid: pid)
    }

    #if !canImport(Darwin)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+; not exported to Swift), looked up once.
        private static let addCloseFrom:
            (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
                guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "posix_spawn_file_actions_addclosefrom_np") else {
                    return nil
                }
                return unsafeBitCast(
                    symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
                )
            }()

        /// Adds actions closing every descriptor from `first` on: `addclosefrom_np`, else each one open now.
        private static func closeOthers(_ actions: inout posix_spawn_file_actions_t, from first: Int32) {
            if let addCloseFrom {
                _ = addCloseFrom(&actions, first)
                return
            }
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap({ Int32($0) }) where descriptor >= first {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
    #endif

    /// Moves `descriptor` to a number of at least 10, close-on-exec, so a `dup2` onto 0–9 always clears that flag.
    static func raised(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
        guard moved >= 0 else { return descriptor }
        close(descriptor)
        return moved
    }

    /// Non-blocking: the exit status once the program ended (reaping it), else nil.
    func exitStatus() -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result == -1 && errno == EINTR { continue }
            return result == -1 ? -1 : nil
        }
    }

    /// Blocks until the program ended and reaps it.
    func waitForExit() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    /// Sends `signal` to the program.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }
}
