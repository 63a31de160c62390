import ArgumentParser
import SettingsViews
import SharedUI
import Terminal

/// `interfit doctor`: a read-only check of the database, the cue programs and the terminal.
/// `interfit doctor`：只读检查数据库、提示音程序与终端。
struct DoctorCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("doctor", help: "doctor") }

    @OptionGroup var global: GlobalOptions
    @Flag(help: .text("option.doctor.full")) var full = false
    @Flag(help: .text("option.json.doctor")) var json = false

    func execute(_ context: AppContext) async throws {
        let doctor = context.doctor(terminalSize: context.streams.stdoutIsTTY ? TerminalController.currentSize() : nil)
        await doctor.run(full: full)
        let (text, problem) = SettingsDoctorView(language: context.language, style: context.style)
            .report(doctor, json: json)
        context.console.out(text)
        if let problem {
            if !json { context.console.err("\n" + problem) }
            throw CLIFailure(message: "", status: .ioError)  // the report said why
        }
    }
}
