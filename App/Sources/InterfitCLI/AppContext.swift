import Foundation
import Persistence
import Plans
import Shared

/// The composition root: creates the concrete clock, id provider, database, repositories and view models,
/// and hands them to the commands. No business logic lives here.
struct AppContext: Sendable {
    let environment: [String: String]
    let console = Console()
    let text: Localizer
    /// Styling for stdout.
    let style: TerminalStyle
    /// Styling for stderr.
    let errorStyle: TerminalStyle
    let clock: any WallClock = SystemWallClock()
    let ids: any IDProvider = RandomIDProvider()
    let databasePath: String

    init(global: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        text = Localizer(language: Localizer.language(environment: environment))
        style = TerminalStyle.forStream(isTTY: Console.isTTY(1), environment: environment)
        errorStyle = TerminalStyle.forStream(isTTY: Console.isTTY(2), environment: environment)
        databasePath = DatabaseLocation.resolve(
            flag: global.db, environment: environment, homeDirectory: NSHomeDirectory())
    }

    var messages: MessageCatalog { MessageCatalog(text: text) }

    /// Opens the user's database, or fails with a message saying what is wrong and how to fix it.
    func openDatabase() throws(CLIFailure) -> AppDatabase {
        do {
            return try AppDatabase.open(path: databasePath)
        } catch {
            throw messages.failure(error)
        }
    }

    @MainActor
    func makePlanLibrary(_ database: AppDatabase) -> PlanLibraryViewModel {
        PlanLibraryViewModel(
            repository: DefaultPlanRepository(database: database),
            versions: DefaultPlanVersionRepository(database: database), clock: clock, ids: ids)
    }

    @MainActor
    func makePlanEditor(_ database: AppDatabase, editing plan: Plan? = nil) -> PlanEditorViewModel {
        PlanEditorViewModel(
            repository: DefaultPlanRepository(database: database), clock: clock, ids: ids, editing: plan)
    }

    func makeSettingsRepository(_ database: AppDatabase) -> any SettingsRepository {
        DefaultSettingsRepository(database: database)
    }
}
