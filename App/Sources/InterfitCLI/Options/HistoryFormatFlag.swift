import ArgumentParser

/// `--json` or `--csv` for `history`; a table otherwise.
/// `history` 的 `--json` 或 `--csv`；否则输出表格。
enum HistoryFormatFlag: String, EnumerableFlag {
    case table, json, csv

    static func name(for value: HistoryFormatFlag) -> NameSpecification { .long }

    static func help(for value: HistoryFormatFlag) -> ArgumentHelp? {
        value == .table ? .hidden : ArgumentHelp(HelpText.of("option.history." + value.rawValue))
    }
}
