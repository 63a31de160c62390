import ArgumentParser
import Shared

/// The command line's own words (abstracts, discussions, option help) in the user's language, read at parse time.
/// 命令行自身的文字（摘要、说明、选项帮助），使用用户的语言，在解析时读取。
enum HelpText {
    /// The language of this process's help texts.
    static let language = AppLanguage.detect(environment: AppContext.processEnvironment)

    /// The help texts in this process's language.
    static let table = StringTable(InterfitCLIStrings.catalog, language: language)

    /// The help text for `key`, with `%@` placeholders filled in order.
    static func of(_ key: String, _ arguments: String...) -> String {
        table.format(key, arguments)
    }

    /// True when the table has `key` (an optional discussion, say).
    static func has(_ key: String) -> Bool { table.has(key) }

    /// Every key of a language's table, for completeness tests.
    static func keys(_ language: AppLanguage) -> Set<String> {
        InterfitCLIStrings.catalog.keys(language)
    }
}

extension ArgumentHelp {
    /// The help text `key` in the user's language, naming the option's value `value` in usage lines.
    static func text(_ key: String, value: String? = nil) -> ArgumentHelp {
        ArgumentHelp(HelpText.of(key), valueName: value)
    }
}
