import ArgumentParser
import Shared

/// `--music-mode continue|restart|shuffle`: how a selection plays when it comes back.
/// `--music-mode continue|restart|shuffle`：曲目再次出现时的播放方式。
enum MusicModeOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case `continue`, restart, shuffle

    var value: MusicPlayMode { MusicPlayMode(rawValue: rawValue) ?? .continue }
}

/// `--music-strategy global|cycle|explicit`: how selections are assigned to sets.
/// `--music-strategy global|cycle|explicit`：曲目分配到各组的方式。
enum MusicStrategyOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case global, cycle, explicit

    var value: MusicStrategy { MusicStrategy(rawValue: rawValue) ?? .global }
}
