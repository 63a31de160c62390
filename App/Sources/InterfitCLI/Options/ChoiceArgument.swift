import ArgumentParser

// Public only because the domain's public enums take `ExpressibleByArgument` through it; no product exports it.
/// An option value that is one of a fixed set of words: its cases' raw values, listed in help and completions.
/// 取值为固定词语之一的选项值：其各个 case 的原始值，会列在帮助与补全中。
public protocol ChoiceArgument: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

// ArgumentParser's defaults for these two go through generic key paths and reductions, each instantiated at every
// start that builds the option, at the cost of a scan of all conformance records each.
extension ChoiceArgument {
    /// The raw values, as typed.
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// None: a word is its own description (a type with more to say, like `Intensity`, says it itself).
    public static var allValueDescriptions: [String: String] { [:] }
}
