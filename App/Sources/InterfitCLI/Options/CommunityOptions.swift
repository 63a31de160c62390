import ArgumentParser

/// The options every `community` command takes: which hub, and whether plain HTTP to another machine is accepted.
/// 每个 `community` 命令都接受的选项：哪个社区中心，以及是否接受发往另一台机器的明文 HTTP。
struct CommunityOptions: ParsableArguments {
    @OptionGroup var global: GlobalOptions
    @Option(help: .text("option.hub", value: "url")) var hub: String?
    @Flag(help: .text("option.insecure")) var insecure = false
}
