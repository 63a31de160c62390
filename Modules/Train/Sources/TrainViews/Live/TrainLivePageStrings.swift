import Shared
import SharedUI

/// The live page's words in one language, as a JavaScript object literal safe inside a `<script>` element.
/// 实时页面在某种语言下的文字，写成可安全放进 `<script>` 元素的 JavaScript 对象字面量。
enum TrainLivePageStrings {
    /// The catalog keys the page script reads, without their `live.` prefix.
    static let keys = [
        "title", "connecting", "reconnecting", "viewOnly", "idle", "paused", "completed", "ended", "set", "round",
        "next", "nextFinish", "progress", "controls", "pause", "resume", "skip", "back", "extend", "extendHint", "end",
        "confirmEnd", "confirmEndYes", "confirmEndNo", "keys", "notConnected", "error.rate_limited", "error.view_only",
        "error.too_long", "error.other",
    ]

    /// `{"title":"…",…}` from `table`, with `<`, `>`, `&` and the JavaScript line separators escaped.
    static func scriptObject(_ table: StringTable) -> String {
        // The page fills `%@` itself, so each placeholder is handed back as it is (a table fills absent ones with "").
        let placeholders = Array(repeating: "%@", count: 9)
        let fields = keys.map { key in
            JSONText.quoted(key) + ":" + JSONText.quoted(table.format("live." + key, placeholders))
        }
        return scriptSafe("{" + fields.joined(separator: ",") + "}")
    }

    /// JSON that cannot end its `<script>` element or open a comment there: `</script>` becomes `\u003c/script>`.
    static func scriptSafe(_ json: String) -> String {
        // Only characters inside JSON strings are ever one of these, and `\uXXXX` means the same there.
        var result = ""
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
