import Shared
import Testing

@testable import CommunityViews

/// Both string tables have the same keys, and Chinese is really translated.
/// 两种语言的字符串表键相同，且中文确实已翻译。
@Suite struct CommunityStringsTests {
    @Test func bothLanguagesHaveExactlyTheSameKeys() {
        let english = CommunityViewsStrings.catalog.keys(.english)
        let chinese = CommunityViewsStrings.catalog.keys(.simplifiedChinese)
        #expect(english.count > 100)
        #expect(english.subtracting(chinese).sorted() == [])
        #expect(chinese.subtracting(english).sorted() == [])
    }

    @Test func chineseTextsAreTranslatedNotCopied() {
        let english = StringTable(CommunityViewsStrings.catalog, language: .english)
        let chinese = StringTable(CommunityViewsStrings.catalog, language: .simplifiedChinese)
        let same = CommunityViewsStrings.catalog.keys(.english).filter {
            english($0) == chinese($0)
        }
        #expect(same.sorted() == [])
    }
}
