import Shared

/// Reads a newline command as a person types it (`Extend 20`, `+20`, `end rest`) into the intents the keys make.
/// 把按人的习惯输入的按行命令（`Extend 20`、`+20`、`end rest`）解析为与按键相同的意图。
enum TrainControlParser {
    /// What one line says.
    /// 一行命令的含义。
    enum Line: Hashable {
        /// Nothing but spaces: ignored.
        case blank
        case intent(TrainIntent)
        /// Not a command: answered with the list of commands.
        case unknown
    }

    /// The meaning of `line`; case and spaces do not matter.
    static func parse(_ line: String) -> Line {
        let word = String(line.lowercased().filter { !$0.isWhitespace })
        switch word {
        case "": return .blank
        case "pause": return .intent(.pause)
        case "resume": return .intent(.resume)
        case "skip": return .intent(.skip)
        case "back": return .intent(.back)
        case "end-rest", "endrest", "end_rest": return .intent(.endRestEarly)
        case "end": return .intent(.end)
        default: return extensionSeconds(word).map { .intent(.extendRest(seconds: $0)) } ?? .unknown
        }
    }

    /// The seconds of `extend`, `extend20`, `+20`, `extend+20s`, `+20seconds` (spaces already gone); nil otherwise.
    private static func extensionSeconds(_ word: String) -> Int? {
        // Any number is read here; the engine holds it to its one range, so the answer names that range.
        var rest = Substring(word)
        let named = rest.hasPrefix("extend")
        if named { rest = rest.dropFirst("extend".count) }
        let signed = rest.first == "+"
        if signed { rest = rest.dropFirst() }
        guard named || signed else { return nil }
        let digits = rest.prefix(while: \.isASCIIDigit)
        guard ["", "s", "sec", "secs", "second", "seconds"].contains(rest.dropFirst(digits.count)) else { return nil }
        if digits.isEmpty { return rest.isEmpty ? TrainKeyMap.restExtensionStep : nil }
        return Int(digits) ?? Int.max
    }
}
