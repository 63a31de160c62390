// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension AudioCueStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 语音播报 */
"speech.kind.warmup" = "热身";
"speech.kind.work" = "运动";
"speech.kind.rest" = "休息";
"speech.kind.roundRest" = "轮间休息";
"speech.kind.cooldown" = "放松";
"speech.named" = "%@，%@";
"speech.next" = "%@，下一个：%@";
"speech.lastSet" = "最后一组";
"speech.lastSetNamed" = "最后一组，%@";
"speech.count.1" = "一";
"speech.count.2" = "二";
"speech.count.3" = "三";
"speech.halfway" = "一半";
"speech.paused" = "已暂停";
"speech.resumed" = "继续";
"speech.completed" = "训练完成";
"""#
}
