import Dispatch

/// A task executor on the main queue: nonisolated async code a main-thread task awaits runs on the main thread too.
/// 主队列上的任务执行器：主线程任务所等待的非隔离异步代码也在主线程上运行。
public final class MainQueueExecutor: TaskExecutor {
    // `for await` over an `AsyncStream` on the main actor resumes on the global pool first (its storage's `next()` is
    // nonisolated): the first pool worker starts Dispatch's monitor, which then wakes the process every second.
    // A task that prefers this executor waits for its elements here instead.
    public init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
