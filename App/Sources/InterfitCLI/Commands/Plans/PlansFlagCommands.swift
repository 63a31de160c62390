import ArgumentParser
import Plans
import PlansViews

/// The one-intent commands that set or clear a plan's favorite or archived flag.
/// 设置或清除计划“收藏”“归档”标志的单一意图命令。
protocol PlanFlagCommand: InterfitSubcommand {
    var target: PlanArgument { get }
    static var change: PlanFlagChange { get }
}

extension PlanFlagCommand {
    @MainActor func execute(_ context: AppContext) async throws {
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let library = context.planLibrary(database)
        let plan = try library.apply(Self.change, to: try library.resolve(target.plan))
        context.console.out(PlanMessages(language: context.language).changed(Self.change, plan))
    }
}

/// `interfit plans fav PLAN`.
/// `interfit plans fav PLAN`：加入收藏。
struct PlansFavoriteCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("fav", help: "plans.fav") }
    static let change = PlanFlagChange.favorite
    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
}

/// `interfit plans unfav PLAN`.
/// `interfit plans unfav PLAN`：移出收藏。
struct PlansUnfavoriteCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("unfav", help: "plans.unfav") }
    static let change = PlanFlagChange.unfavorite
    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
}

/// `interfit plans archive PLAN`.
/// `interfit plans archive PLAN`：归档。
struct PlansArchiveCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("archive", help: "plans.archive") }
    static let change = PlanFlagChange.archive
    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
}

/// `interfit plans unarchive PLAN`.
/// `interfit plans unarchive PLAN`：取消归档。
struct PlansUnarchiveCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("unarchive", help: "plans.unarchive") }
    static let change = PlanFlagChange.unarchive
    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument
}
