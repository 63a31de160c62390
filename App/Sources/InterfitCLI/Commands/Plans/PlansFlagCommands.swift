import ArgumentParser
import Plans
import PlansViews
import Shared

/// The one-intent commands that set or clear a plan's favorite or archived flag.
/// 设置或清除计划“收藏”“归档”标志的单一意图命令。
protocol PlanFlagCommand: InterfitSubcommand {
    var target: PlanArgument { get }
    /// Changes the flag and phrases the result.
    @MainActor func change(
        _ plan: Plan, in library: PlanLibraryViewModel, _ messages: PlanMessages
    )
        throws(PlanLibraryError) -> String
}

extension PlanFlagCommand {
    @MainActor func execute(_ context: AppContext) async throws {
        let messages = PlanMessages(language: context.language)
        let library = context.planLibrary(try context.openDatabase())
        do throws(PlanLibraryError) {
            context.console.out(try change(try library.resolve(target.plan), in: library, messages))
        } catch {
            throw PlanFailure.failure(error, messages)
        }
    }
}

/// `interfit plans fav PLAN`.
/// `interfit plans fav PLAN`：加入收藏。
struct PlansFavoriteCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("fav", help: "plans.fav") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument

    func change(
        _ plan: Plan, in library: PlanLibraryViewModel, _ messages: PlanMessages
    ) throws(PlanLibraryError)
        -> String
    { messages.favorited(try library.setFavorite(plan, true)) }
}

/// `interfit plans unfav PLAN`.
/// `interfit plans unfav PLAN`：移出收藏。
struct PlansUnfavoriteCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("unfav", help: "plans.unfav") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument

    func change(
        _ plan: Plan, in library: PlanLibraryViewModel, _ messages: PlanMessages
    ) throws(PlanLibraryError)
        -> String
    { messages.unfavorited(try library.setFavorite(plan, false)) }
}

/// `interfit plans archive PLAN`.
/// `interfit plans archive PLAN`：归档。
struct PlansArchiveCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("archive", help: "plans.archive") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument

    func change(
        _ plan: Plan, in library: PlanLibraryViewModel, _ messages: PlanMessages
    ) throws(PlanLibraryError)
        -> String
    { messages.archived(try library.setArchived(plan, true)) }
}

/// `interfit plans unarchive PLAN`.
/// `interfit plans unarchive PLAN`：取消归档。
struct PlansUnarchiveCommand: PlanFlagCommand {
    static var configuration: CommandConfiguration { .interfit("unarchive", help: "plans.unarchive") }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: PlanArgument

    func change(
        _ plan: Plan, in library: PlanLibraryViewModel, _ messages: PlanMessages
    ) throws(PlanLibraryError)
        -> String
    { messages.unarchived(try library.setArchived(plan, false)) }
}
