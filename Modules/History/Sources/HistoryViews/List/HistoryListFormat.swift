/// How `history` prints its sessions: a table for people, JSON or CSV for programs.
/// `history` 输出训练记录的方式：给人看的表格，或给程序用的 JSON、CSV。
public enum HistoryListFormat: String, CaseIterable, Sendable {
    case table, json, csv
}
