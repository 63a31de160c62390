import Shared

/// One screen of the home as the router drives it: a view model, its view and its key map, glued.
/// 路由器驱动的主界面中的一个界面：把视图模型、视图与按键映射粘合在一起。
@MainActor
protocol HomeScreen: AnyObject {
    /// The whole frame (tabs, body, footer) at this size.
    func frame(width: Int, height: Int) -> [String]
    /// Carries out `key`; false when the screen has no use for it (the home's own keys then apply).
    func handle(_ key: KeyPress) -> Bool
    /// The keys of this screen, for `?`.
    var help: [(keys: String, action: String)] { get }
    /// The screen is on top again (after a tab switch, a closed screen or a workout): read what may have changed.
    func appear()
}
