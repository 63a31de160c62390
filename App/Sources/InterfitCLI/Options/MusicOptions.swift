import ArgumentParser
import Foundation
import Shared
import SharedUI

/// The music options of `start`, `plans create` and `plans edit`: work, rest and per-set music, strategy, play mode.
/// `start`、`plans create`、`plans edit` 的音乐选项：训练、休息与逐组曲目，以及策略与播放方式。
struct MusicOptions: ParsableArguments {
    @Option(name: .customLong("work-music"), help: .text("option.workMusic", value: "ref")) var work: [String] = []
    @Option(name: .customLong("rest-music"), help: .text("option.restMusic", value: "ref")) var rest: [String] = []
    @Option(name: .customLong("set-music"), help: .text("option.setMusic", value: "N=ref")) var sets: [String] = []
    @Option(name: .customLong("music-strategy"), help: .text("option.musicStrategy", value: "strategy"))
    var strategy: MusicStrategy?
    @Option(name: .customLong("music-mode"), help: .text("option.musicMode", value: "mode")) var mode: MusicPlayMode?
    @Flag(name: .customLong("no-music"), help: .text("option.noMusic")) var noMusic = false

    /// The soundtrack asked for: nil keeps the plan's, `.silent` for `--no-music`.
    func plan(setCount: Int, context: AppContext) throws(MusicPlanProblem) -> MusicPlan? {
        let request = MusicPlanRequest(
            work: work, rest: rest, sets: sets, strategy: strategy, mode: mode, none: noMusic)
        return try request.plan(
            setCount: setCount, directory: FileManager.default.currentDirectoryPath,
            home: XDGFolder.home(environment: context.environment, accountHome: NSHomeDirectory()))
    }
}
