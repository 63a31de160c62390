import Persistence
import Settings
import SettingsViews
import Shared
import SharedUI
import Terminal

/// The Settings tab's first screen: the global layer changed in place; d runs the doctor.
/// 设置标签页的首个界面：就地修改全局层；d 运行诊断。
@MainActor
final class SettingsListScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let list: SettingsListViewModel?
    private let view: SettingsListView

    init(router: HomeRouter) {
        self.router = router
        list = router.database.map(router.context.settingsList)
        view = SettingsListView(language: router.context.language, style: router.context.style)
        list?.loadForHome()
    }

    func frame(width: Int, height: Int) -> [String] {
        guard let list else { return router.unavailable(tab: SettingsListView.tab, width, height) }
        return view.frame(list, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        guard let intent = SettingsListKeyMap.intent(for: key) else { return false }
        guard let list else { return intent == .doctor ? openDoctor() : false }
        if list.perform(intent) { return openDoctor() }
        return true
    }

    private func openDoctor() -> Bool {
        let doctor = router.context.doctor(terminalSize: TerminalController.currentSize())
        router.push(SettingsDoctorScreen(router: router, doctor: doctor))
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() { list?.loadForHome() }
}
