import NIOCore

/// Runs the viewers' tasks on the server's one event loop, so a published message reaches every socket in one wake-up.
/// 让观看者的任务在服务器唯一的事件循环上运行，一条消息只需一次唤醒即可送达每个套接字。
final class LiveLoopExecutor: TaskExecutor {
    // Without it, each viewer's send resumes on the global pool, hops to hummingbird-websocket's handler actor and then
    // to the channel's event loop: three thread hand-offs per viewer and message.
    private let loop: any EventLoop

    init(_ loop: any EventLoop) {
        self.loop = loop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
