extension Character {
    /// 0–9 only: digits of other scripts (full-width `８`, Arabic-Indic) are not numbers on a command line.
    public var isASCIIDigit: Bool { isASCII && isNumber }
}
