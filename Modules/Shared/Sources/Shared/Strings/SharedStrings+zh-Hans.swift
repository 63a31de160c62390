// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension SharedStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 会进入用户数据的内置名称（快照会保存它们）。 */
"template.hiit" = "HIIT 入门";
"template.tabata" = "Tabata";
"template.running" = "跑步间歇";
"template.strength" = "力量间歇";
"template.stretch" = "拉伸恢复";
"snapshot.adHoc" = "快速训练";
"""#
}
