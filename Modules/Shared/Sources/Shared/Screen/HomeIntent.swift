/// What a key asks of the home as a whole, whatever screen is up: switch tabs, show the keys, go back, quit.
/// 按键对主界面整体的请求（与当前界面无关）：切换标签页、显示按键、返回、退出。
public enum HomeIntent: Hashable, Sendable {
    case nextTab
    case previousTab
    /// Straight to tab `index` (0 = Train, 1 = Plans, 2 = History, 3 = Settings).
    case tab(Int)
    case toggleHelp
    case back
    case quit
}
