import ArgumentParser

/// Options every command accepts, before or after its name.
/// 每个命令都接受的选项，可放在命令名之前或之后。
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: .text("option.db", value: "path"), completion: .file()) var db: String?
}
