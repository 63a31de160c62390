extension TextStyle {
    /// Reverse video, for the selected row of a list (it also carries a `›` marker, so colour is never alone).
    public func inverse(_ text: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[7m" + text + "\u{1B}[0m" : text
    }

    /// `text` without the SGR sequences (`ESC [ … m`) these styles add.
    public static func unstyled(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var inSequence = false
        for scalar in text.unicodeScalars {
            if inSequence {
                if scalar == "m" { inSequence = false }
            } else if scalar == "\u{1B}" {
                inSequence = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
