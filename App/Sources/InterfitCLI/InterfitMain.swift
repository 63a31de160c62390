import ArgumentParser
import Foundation

/// The program's entry: parses, runs, and turns failures into messages and documented exit codes.
public enum InterfitMain {
    @MainActor
    public static func run() async -> Never {
        do {
            var command = try InterfitCommand.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(ExitStatus.ok.rawValue)
        } catch let failure as CLIFailure {
            let environment = ProcessInfo.processInfo.environment
            let style = TerminalStyle.forStream(isTTY: Console.isTTY(2), environment: environment)
            Console().err(style.red("interfit: ") + failure.message)
            exit(failure.status.rawValue)
        } catch {
            InterfitCommand.exit(withError: error)
        }
    }
}
