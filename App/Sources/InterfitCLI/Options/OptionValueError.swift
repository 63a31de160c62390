/// Why an option's value was refused, phrased for the user; the parser prints it after the option's name.
/// 选项值被拒绝的原因（已为用户措辞）；解析器会把它接在选项名之后打印。
struct OptionValueError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
