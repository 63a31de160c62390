import Foundation
import Shared
import SharedUI
import Testing

@testable import TrainViews

/// The live page document: its marked parts, its language, its size, and nothing that reaches outside.
/// 实时页面文档：标记的部件、语言、大小，以及不向外部取任何东西。
@Suite struct TrainLivePageTests {
    private static func page(_ language: AppLanguage) -> String {
        TrainLiveView.page(language: language)
    }

    private static func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test(arguments: AppLanguage.allCases)
    func everyMarkedPartIsThereOnce(language: AppLanguage) {
        let page = Self.page(language)
        for role in ["remaining", "segment", "set", "next", "exercise", "progress", "status", "connection"] {
            #expect(Self.count("data-role=\"\(role)\"", in: page) == 1, "\(role)")
        }
        for action in ["pause", "resume", "skip", "back", "extend", "end"] {
            #expect(Self.count("data-action=\"\(action)\"", in: page) == 1, "\(action)")
            #expect(page.contains("<button type=\"button\" data-action=\"\(action)\""), "\(action) is a button")
        }
    }

    @Test func theLanguageAndItsWordsAreFilledIn() {
        let english = Self.page(.english)
        let chinese = Self.page(.simplifiedChinese)
        #expect(english.contains("<html lang=\"en\">"))
        #expect(chinese.contains("<html lang=\"zh-Hans\">"))
        #expect(english.contains(#""paused":"PAUSED""#) && english.contains(#""connecting":"connecting…""#))
        #expect(english.contains(#""set":"Set %@/%@""#) && chinese.contains(#""set":"第 %@/%@ 组""#), "placeholders kept")
        #expect(
            chinese.contains(#""paused":"已暂停""#) && chinese.contains(#""connecting":"正在连接…""#)
                && chinese.contains(#""confirmEndYes":"结束训练""#))
        let table = TrainText.table(.simplifiedChinese)
        for key in TrainLivePageStrings.keys {
            #expect(table.has("live." + key), "\(key) is in the catalog")
            let text = table.format("live." + key, ["%@", "%@"])
            let field = JSONText.quoted(key) + ":" + TrainLivePageStrings.scriptSafe(JSONText.quoted(text))
            #expect(chinese.contains(field), "\(key) in Chinese")
        }
        #expect(!chinese.contains("PAUSED") && !chinese.contains("Keep going"), "no English words on the Chinese page")
        #expect(!english.contains("{{") && !chinese.contains("{{"), "every placeholder is filled")
    }

    @Test(arguments: AppLanguage.allCases)
    func theDocumentIsSmallSelfContainedAndBuildsNoMarkupFromData(language: AppLanguage) {
        let page = Self.page(language)
        #expect(page.utf8.count < 30 * 1024, "\(page.utf8.count) bytes")
        #expect(page.hasPrefix("<!DOCTYPE html>\n") && page.hasSuffix("</html>"))
        #expect(!page.contains("http://") && !page.contains("https://"), "nothing from other hosts")
        #expect(!page.contains("src=") && !page.contains("@import") && !page.contains("url("), "nothing fetched")
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
            #expect(!page.contains(sink), "\(sink)")
        }
        #expect(Self.count("<script", in: page) == 1 && Self.count("</script", in: page) == 1, "one script, unbroken")
        #expect(page.contains("window.interfitApply = apply;"), "the hook for messages")
        #expect(page.contains("'ws://'") && page.contains("location.host + '/ws?t='"), "the socket on this host")
    }

    @Test func wordsCannotCloseTheScriptElement() {
        #expect(
            TrainLivePageStrings.scriptSafe(#"{"a":"</script><!-- & \#u{2028}\#u{2029}"}"#)
                == #"{"a":"\u003c/script\u003e\u003c!-- \u0026 \u2028\u2029"}"#)
    }

    /// Writes both pages to `$INTERFIT_LIVE_PAGE_OUT` for `scripts/live/page_check.py`; does nothing without it.
    @Test func pagesAreWrittenForTheBrowserCheckWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["INTERFIT_LIVE_PAGE_OUT"], !folder.isEmpty else {
            return
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for language in AppLanguage.allCases {
            let path = (folder as NSString).appendingPathComponent("page-\(language.rawValue).html")
            try Self.page(language).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
