import Foundation
import Shared

/// The TrainViews string table in one language.
/// TrainViews 在某种语言下的文本表。
enum TrainText {
    static func table(_ language: AppLanguage) -> StringTable {
        StringTable(TrainViewsStrings.catalog, language: language)
    }
}
