import Shared
import Testing

@testable import PlansViews

/// Both string tables have the same keys, and Chinese is really translated.
/// 两种语言的字符串表键相同，且中文确实已翻译。
@Suite struct PlansStringsTests {
    @Test func bothLanguagesHaveExactlyTheSameKeys() {
        let english = PlansViewsStrings.catalog.keys(.english)
        let chinese = PlansViewsStrings.catalog.keys(.simplifiedChinese)
        #expect(english.count > 50)
        #expect(english.subtracting(chinese).sorted() == [])
        #expect(chinese.subtracting(english).sorted() == [])
    }

    @Test func chineseTextsAreTranslatedNotCopied() {
        let english = StringTable(PlansViewsStrings.catalog, language: .english)
        let chinese = StringTable(PlansViewsStrings.catalog, language: .simplifiedChinese)
        let same = PlansViewsStrings.catalog.keys(.english).filter {
            english($0) == chinese($0)
        }
        #expect(same.sorted() == [])
    }
}
