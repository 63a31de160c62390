import ArgumentParser

/// A whole-number option value (`--sets`, `--rounds`, `--limit`); a negative number is a value, not an option.
/// 整数选项值（`--sets`、`--rounds`、`--limit`）；负数被当作值而不是选项。
enum CountValue {
    /// The transform for `@Option`: a localized reason when the text is not a whole number.
    static let parse: @Sendable (String) throws -> Int = { text in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Int(trimmed) else {
            let isNumber = !trimmed.isEmpty && trimmed.drop { $0 == "-" || $0 == "+" }.allSatisfy(\.isNumber)
            throw OptionValueError(HelpText.of(isNumber ? "value.countTooLarge" : "value.count", text))
        }
        return value
    }
}
