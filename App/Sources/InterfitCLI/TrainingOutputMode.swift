/// How a workout is shown.
enum TrainingOutputMode: Equatable {
    /// The full-screen training screen on a TTY.
    case screen
    /// One plain line per event on stdout.
    case plain
    /// One JSON object per event on stdout; human text on stderr.
    case ndjson
}
