import ArgumentParser
import Train

/// `--serve`, `--serve-on ADDR`, `--serve-view-only`: the workout's live page, for `start`, `community start`, `recover`.
/// `--serve`、`--serve-on ADDR`、`--serve-view-only`：训练的实时页面，用于 `start`、`community start`、`recover`。
struct ServeOptions: ParsableArguments {
    @Flag(name: .customLong("serve"), help: .text("option.serve")) var serve = false
    @Option(
        name: .customLong("serve-on"), help: .text("option.serveOn", value: "address"),
        transform: OptionValue.liveAddress)
    var on: TrainLiveAddress?
    @Flag(name: .customLong("serve-view-only"), help: .text("option.serveViewOnly")) var viewOnly = false

    /// Where the page listens, nil when no page was asked for: `--serve-on` and `--serve-view-only` imply `--serve`.
    var address: TrainLiveAddress? {
        guard serve || on != nil || viewOnly else { return nil }
        return on ?? .loopback
    }
}
