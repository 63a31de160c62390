import ArgumentParser
import Shared
import Synchronization

/// The command line's own words (abstracts, discussions, option help) in the user's language, read when shown.
/// 命令行自身的文字（摘要、说明、选项帮助），使用用户的语言，在显示时读取。
enum HelpText {
    // ArgumentParser asks every command of the tree for its configuration, and every option of the commands it
    // reflects on for its help, at each parse: until help, a script or an error is shown they are empty texts, so
    // parsing a command line reads no string table.
    /// True once help, a completion script or a usage error is to be shown.
    static let describing = Atomic<Bool>(false)

    /// The help text for `key` (nothing if it has none) once the command line is to be described (see `describing`).
    static func about(_ key: String) -> String {
        describing.load(ordering: .relaxed) && table.has(key) ? table.format(key, []) : ""
    }

    /// Commands and options describe themselves from now on: help, a script or an error is about to be written.
    static func describe() { describing.store(true, ordering: .relaxed) }

    /// The language of this process's help texts.
    static let language = AppLanguage.detect(environment: AppContext.processEnvironment)

    /// The help texts in this process's language.
    static let table = StringTable(InterfitCLIStrings.catalog, language: language)

    /// The help text for `key`, with `%@` placeholders filled in order.
    static func of(_ key: String, _ arguments: String...) -> String {
        table.format(key, arguments)
    }

    /// Every key of a language's table, for completeness tests.
    static func keys(_ language: AppLanguage) -> Set<String> {
        InterfitCLIStrings.catalog.keys(language)
    }
}

extension ArgumentHelp {
    /// The help text `key` in the user's language, naming the option's value `value` in usage lines.
    static func text(_ key: String, value: String? = nil) -> ArgumentHelp {
        ArgumentHelp(HelpText.about(key), valueName: value)
    }
}
