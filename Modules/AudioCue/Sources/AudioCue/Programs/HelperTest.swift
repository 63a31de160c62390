import Dispatch
import Shared
import Synchronization

/// Runs a helper program once and waits (bounded) for it, to learn whether it really works here.
/// 运行一次辅助程序并（有时限地）等待，以确认它在本机确实可用。
public enum HelperTest {
    /// How long a test may take before the helper is stopped and counted as failed.
    public static let timeoutSeconds = 3

    /// `.usable` when the program exits 0 in time, else `.failed` with how.
    public static func run(
        _ path: String, arguments: [String], launcher: any ProcessLauncher, timeoutSeconds: Int = timeoutSeconds
    ) -> HelperProgramStatus.State {
        let finished = DispatchSemaphore(value: 0)
        let status = StatusBox()
        let process: any HelperProcess
        do {
            process = try launcher.launch(path, arguments: arguments) { code in
                status.set(code)
                finished.signal()
            }
        } catch {
            return .failed(.couldNotStart)
        }
        guard finished.wait(timeout: .now() + .seconds(timeoutSeconds)) == .success else {
            process.terminate()
            return .failed(.timedOut(seconds: timeoutSeconds))
        }
        let code = status.value ?? -1
        return code == 0 ? .usable : .failed(.exitStatus(code))
    }
}

/// The exit status handed from the launcher's thread to the waiting one.
/// 从启动器线程交给等待线程的退出码。
private final class StatusBox: Sendable {
    private let storage = Mutex<Int32?>(nil)
    var value: Int32? { storage.withLock { $0 } }
    func set(_ code: Int32) { storage.withLock { $0 = code } }
}
