import Foundation
import Shared
import SharedUI

/// What every plan view shares: the string table, short ids, terminal-safe names and the flags column.
/// 各计划视图共用的部分：字符串表、短编号、终端安全的名称与标记列。
enum PlansText {
    /// The most columns a plan name takes in a table; longer names end in `…`.
    static let nameColumns = 32

    /// PlansViews' strings in `language`.
    static func table(_ language: AppLanguage) -> StringTable {
        StringTable(PlansViewsStrings.catalog, language: language)
    }

    /// The first 8 hex digits of an id, lower-case, as listings show it.
    static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }

    /// A stored name safe for a terminal (controls and escapes shown escaped), cut to `columns` with `…`.
    static func name(_ name: String, columns: Int? = nil) -> String {
        let safe = TerminalText.sanitized(name)
        guard let columns else { return safe }
        return TextWidth.fit(safe, columns)
    }

    /// `★ favorite, archived`, or an empty text.
    static func flags(_ plan: Plan, _ text: StringTable) -> String {
        var flags: [String] = []
        if plan.isFavorite { flags.append(text("flag.favorite")) }
        if plan.isArchived { flags.append(text("flag.archived")) }
        return flags.joined(separator: text("list.separator"))
    }
}
