import Persistence
import Plans
import Shared

extension AppContext {
    /// Opens the database and builds the library view model.
    @MainActor
    func openLibrary() throws(CLIFailure) -> PlanLibraryViewModel {
        makePlanLibrary(try openDatabase())
    }

    /// The plan the user named, or a failure saying how to find the right name.
    @MainActor
    func resolve(_ reference: String, in library: PlanLibraryViewModel) throws(CLIFailure) -> Plan {
        do { return try library.resolve(reference) } catch { throw messages.failure(error) }
    }

    /// Runs a library action, mapping its failure to a message.
    @MainActor
    func perform<T>(_ action: () throws(PlanLibraryError) -> T) throws(CLIFailure) -> T {
        do { return try action() } catch { throw messages.failure(error) }
    }
}
