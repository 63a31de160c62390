import Shared

/// Rings the terminal bell through a writer the App provides (modules never touch the terminal).
/// 通过 App 提供的写入函数响起终端铃声（模块从不直接操作终端）。
public struct BellCueSink: CueSink {
    private let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public func deliver(_ cue: CueEvent) {
        write("\u{07}")
    }
}
