import NIOCore

/// Runs a connection's task on the connection's own event loop, so a request never changes threads on its way.
/// 让连接的任务在该连接自己的事件循环上运行，请求在处理途中不再切换线程。
final class HubLoopExecutor: TaskExecutor {
    // Without it, each request is read on the event loop, handled on the global pool and written on the event loop
    // again: two thread hand-offs (a futex wake and a context switch each) per request.
    private let loop: any EventLoop

    init(_ loop: any EventLoop) {
        self.loop = loop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
