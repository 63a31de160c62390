// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension SharedStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* Names of built-in things that reach the user's data (snapshots keep them). */
"template.hiit" = "HIIT starter";
"template.tabata" = "Tabata";
"template.running" = "Running intervals";
"template.strength" = "Strength rest";
"template.stretch" = "Stretch & recover";
"snapshot.adHoc" = "Quick workout";
"""#
}
