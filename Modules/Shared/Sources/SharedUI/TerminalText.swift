/// Makes stored text safe to show in a terminal: control and escape characters appear escaped.
/// 让存储的文本可以安全地显示在终端里：控制与转义字符以转义形式出现。
public enum TerminalText {
    /// `text` with C0/C1 controls, DEL and bidi overrides shown as `\u{1B}`-style escapes.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
