import Synchronization

/// One package's user-facing strings in every language, compiled into the binary as `.strings` text.
/// 一个包在各语言下的用户可见文本，以 `.strings` 文本形式编译进二进制文件。
public final class StringCatalog: Sendable {
    private let english: String
    private let simplifiedChinese: String
    /// Tables parsed so far: each language is parsed once, when a view first asks for it.
    private let parsed = Mutex<[AppLanguage: [String: String]]>([:])

    /// Each language's table in the plain `.strings` form: `"key" = "value";` entries and comments.
    public init(english: String, simplifiedChinese: String) {
        self.english = english
        self.simplifiedChinese = simplifiedChinese
    }

    /// The entries of `language`'s table (empty when its text is not the plain `.strings` form).
    public func table(_ language: AppLanguage) -> [String: String] {
        if let table = parsed.withLock({ $0[language] }) { return table }
        let text =
            switch language {
            case .english: english
            case .simplifiedChinese: simplifiedChinese
            }
        // Every catalog's tests read both languages, so a malformed table fails there before it ships.
        let table = StringsFileParser.parse(Array(text.utf8)) ?? [:]
        parsed.withLock { $0[language] = table }
        return table
    }

    /// Every key of `language`'s table, for completeness tests.
    public func keys(_ language: AppLanguage) -> Set<String> { Set(table(language).keys) }
}
