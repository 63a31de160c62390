import ArgumentParser

/// Options every command accepts, before or after its name.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Database file to use (default: $INTERFIT_DB, else $XDG_DATA_HOME/interfit/interfit.sqlite).",
            valueName: "path"))
    var db: String?
}
