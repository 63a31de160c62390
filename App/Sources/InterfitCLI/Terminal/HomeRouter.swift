import Foundation
import History
import HistoryViews
import Persistence
import Plans
import PlansViews
import Settings
import SettingsViews
import Shared
import SharedUI
import Train
import TrainTerminal
import TrainViews

/// The home's router: four tabs, each a stack of screens; the home's own keys; a workout handed to the loop.
/// 主界面的路由器：四个标签页，每个是一叠界面；处理主界面自身的按键；把训练交给循环。
@MainActor
final class HomeRouter {
    let context: AppContext
    /// The database the screens read (nil with `problem` when it cannot be read: templates only).
    let database: AppDatabase?
    let problem: RepositoryError?
    /// The tab shown: 0 Train, 1 Plans, 2 History, 3 Settings.
    private(set) var tab = 0
    private var stacks: [[any HomeScreen]] = Array(repeating: [], count: HomeKeyMap.tabCount)
    private(set) var showsHelp = false
    /// How far the help is scrolled, and how many lines it had and could show when last drawn.
    private var helpScroll = TextScroll()
    private var helpShown = (lines: 0, visible: 1)
    /// True once q asked to quit.
    private(set) var wantsToQuit = false
    /// A workout to run: the loop gives it the terminal, then calls `workoutFinished`.
    private var pendingWorkout: TrainSetup?
    /// Asks the loop for a new frame (after work done off a key, such as the doctor's checks).
    var redraw: @MainActor () -> Void = {}

    /// The library shared by the Plans screens (the editor saves through it).
    private(set) lazy var planLibrary: PlanLibraryViewModel? = database.map { context.homePlanLibrary($0) }

    init(context: AppContext, database: AppDatabase?, problem: RepositoryError?) {
        self.context = context
        self.database = database
        self.problem = problem
    }

    // MARK: - Frames and keys

    /// The frame at this size: the top screen of the tab shown, or its keys.
    func frame(width: Int, height: Int) -> [String] {
        let screen = top
        guard showsHelp else { return screen.frame(width: width, height: height) }
        let frame = ScreenFrame(language: context.language, style: context.style)
        let lines = frame.help(screen.help, width: width)
        helpShown = (lines.count, ScreenFrame.bodyHeight(height))
        return frame.helpFrame(lines, scroll: helpScroll, selected: tab, width: width, height: height)
    }

    /// Carries out one key: ↑↓ scroll a help that overflows, any other closes it; then the screen, then the home.
    func handle(_ key: KeyPress) {
        if showsHelp {
            if helpShown.lines > helpShown.visible, let move = ListKeyMap.intent(for: key) {
                helpScroll.move(move, lines: helpShown.lines, visible: helpShown.visible)
            } else {
                showsHelp = false
            }
            return
        }
        if top.handle(key) { return }
        switch HomeKeyMap.intent(for: key) {
        case .nextTab?: show(tab: (tab + 1) % HomeKeyMap.tabCount)
        case .previousTab?: show(tab: (tab + HomeKeyMap.tabCount - 1) % HomeKeyMap.tabCount)
        case .tab(let index)?: show(tab: index)
        case .toggleHelp?: (showsHelp, helpScroll) = (true, TextScroll())
        case .back?: pop()
        case .quit?: wantsToQuit = true
        case nil: break
        }
    }

    /// The frame of a tab that needs the database when it cannot be read: why, and how to fix it.
    func unavailable(tab index: Int, _ width: Int, _ height: Int) -> [String] {
        let frame = ScreenFrame(language: context.language, style: context.style)
        let message = problem.map { RepositoryErrorText(language: context.language).message($0) } ?? ""
        let body = [""] + message.split(separator: "\n").flatMap { TextWrap.lines(String($0), width: max(1, width)) }
        let footer = frame.hints([frame.hint("tabs"), frame.hint("keys"), frame.hint("quit")], width: width)
        return frame.compose(selected: index, body: body, footer: footer, width: width, height: height)
    }

    // MARK: - Navigation

    /// The screen on top of the tab shown (its first screen is made when the tab is first shown).
    var top: any HomeScreen {
        if stacks[tab].isEmpty { stacks[tab] = [root(tab)] }
        return stacks[tab][stacks[tab].count - 1]
    }

    func show(tab index: Int) {
        guard index != tab else { return }
        tab = index
        top.appear()
    }

    /// Puts `screen` on top of tab `index` (the tab shown when nil) and shows it.
    func push(_ screen: any HomeScreen, onTab index: Int? = nil) {
        let target = index ?? tab
        if stacks[target].isEmpty { stacks[target] = [root(target)] }
        stacks[target].append(screen)
        tab = target
        screen.appear()
    }

    /// Closes the top screen (never a tab's first).
    func pop() {
        guard stacks[tab].count > 1 else { return }
        stacks[tab].removeLast()
        top.appear()
    }

    /// Closes every screen of tab `index` but its first.
    func popToRoot(tab index: Int) {
        stacks[index] = Array(stacks[index].prefix(1))
        if index == tab { top.appear() }
    }

    private func root(_ index: Int) -> any HomeScreen {
        switch index {
        case 0: TrainPickerScreen(router: self)
        case 1: PlanLibraryScreen(router: self)
        case 2: HistoryListScreen(router: self)
        default: SettingsListScreen(router: self)
        }
    }

    // MARK: - Workouts

    /// The adjust screen for a workout, on the Train tab.
    func adjust(_ adjust: TrainAdjustViewModel) {
        push(TrainAdjustScreen(router: self, adjust: adjust), onTab: 0)
    }

    /// Asks the loop to run `setup` when this key is done.
    func start(_ setup: TrainSetup) {
        pendingWorkout = setup
    }

    /// The workout the loop must run, once.
    func takePendingWorkout() -> TrainSetup? {
        defer { pendingWorkout = nil }
        return pendingWorkout
    }

    /// The workout ended (the terminal is the home's again): its summary with again, save and back.
    func workoutFinished(_ session: Session?, setup: TrainSetup) {
        // The session was saved through another connection: read through the write door from now on.
        try? database?.openWriteDoor()
        popToRoot(tab: 0)
        tab = 0
        guard let session else {
            top.appear()
            return
        }
        push(TrainSummaryScreen(router: self, summary: context.homeTrainSummary(session), setup: setup), onTab: 0)
    }
}
