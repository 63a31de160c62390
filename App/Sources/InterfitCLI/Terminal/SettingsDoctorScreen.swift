import Settings
import SettingsViews
import Shared
import SharedUI

/// The doctor as a screen: the database, sound programs and terminal checked, scrolled with ↑↓.
/// 诊断界面：检查数据库、声音程序与终端，用 ↑↓ 滚动。
@MainActor
final class SettingsDoctorScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let doctor: SettingsDoctorViewModel
    private let view: SettingsDoctorView
    private var scroll = TextScroll()
    private var shown = (lines: 0, visible: 1)
    private var started = false

    init(router: HomeRouter, doctor: SettingsDoctorViewModel) {
        self.router = router
        self.doctor = doctor
        view = SettingsDoctorView(language: router.context.language, style: router.context.style)
    }

    func frame(width: Int, height: Int) -> [String] {
        shown = (view.lines(doctor, width: width).count, ScreenFrame.bodyHeight(height) - 1)
        return view.frame(doctor, scroll: scroll, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        guard let move = ListKeyMap.intent(for: key) else { return false }
        scroll.move(move, lines: shown.lines, visible: shown.visible)
        return true
    }

    var help: [(keys: String, action: String)] { [("↑↓ j k", view.scrollHelp)] }

    /// Runs the checks once (sound programs are tried off the main actor), then asks for a new frame.
    func appear() {
        guard !started else { return }
        started = true
        Task { @MainActor [weak self] in
            await self?.doctor.run(full: false)
            self?.router.redraw()
        }
    }
}
