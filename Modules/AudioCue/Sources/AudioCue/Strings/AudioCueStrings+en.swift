// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension AudioCueStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* What the voice says */
"speech.kind.warmup" = "Warm up";
"speech.kind.work" = "Work";
"speech.kind.rest" = "Rest";
"speech.kind.roundRest" = "Round rest";
"speech.kind.cooldown" = "Cool down";
"speech.named" = "%@, %@";
"speech.next" = "%@, next: %@";
"speech.lastSet" = "Last set";
"speech.lastSetNamed" = "Last set, %@";
"speech.count.1" = "1";
"speech.count.2" = "2";
"speech.count.3" = "3";
"speech.halfway" = "Halfway";
"speech.paused" = "Paused";
"speech.resumed" = "Resume";
"speech.completed" = "Workout complete";
"""#
}
