import Testing

@testable import Shared

/// A long list selected through a window: pages loaded around the selection, never the whole list.
@Suite struct ListWindowTests {
    /// A list of `count` numbers that records every page asked of it.
    final class Source {
        let count: Int
        private(set) var requests: [(offset: Int, limit: Int)] = []
        init(count: Int) { self.count = count }
        func load(_ request: ListPageRequest<Int>) -> [Int] {
            requests.append((request.offset, request.limit))
            return Array(request.offset..<min(count, request.offset + request.limit))
        }
    }

    @Test func aHundredThousandRowsAreWalkedWithBoundedMemory() throws {
        let source = Source(count: 100_000)
        var window = ListWindow<Int>()
        try window.reset(count: source.count) { source.load($0) }
        #expect(window.selectedItem == 0 && window.items.count == 200)
        window.pageRows = 20
        for _ in 0..<1_000 { try window.move(.pageDown) { source.load($0) } }
        #expect(window.selected == 20_000 && window.selectedItem == 20_000)
        #expect(window.items.count <= ListWindow<Int>.maximumLoaded)
        #expect(source.requests.allSatisfy { $0.limit <= 200 }, "pages, never the whole table")
        try window.move(.last) { source.load($0) }
        #expect(window.selectedItem == 99_999)
        #expect(window.visible(rows: 20).map(\.position) == Array(99_980..<100_000))
        try window.move(.first) { source.load($0) }
        #expect(window.selectedItem == 0 && window.start == 0)
        try window.move(.up) { source.load($0) }
        #expect(window.selected == 0, "the top stays the top")
    }

    @Test func whatIsShownDependsOnTheSelectionAlone() throws {
        let source = Source(count: 25)
        var window = ListWindow<Int>()
        try window.reset(count: 25, selecting: 12) { source.load($0) }
        #expect(window.top(rows: 10) == 10)
        #expect(window.visible(rows: 10).map(\.item) == Array(10..<20))
        try window.select(99) { source.load($0) }
        #expect(window.selected == 24 && window.visible(rows: 10).map(\.item) == Array(20..<25))
    }

    @Test func aListThatShrankSinceItWasCountedEndsWhereItsRowsEnd() throws {
        var window = ListWindow<Int>()
        try window.reset(count: 50, selecting: 40) { request in
            ListPageRequest(offset: request.offset, limit: request.limit, count: 30).slice(of: Array(0..<30))
        }
        #expect(window.count == 30 && window.selected == 29)
        try window.reset(count: 3) { _ in [] }
        #expect(window.isEmpty && window.selectedItem == nil)
    }

    @Test func textEntryEditsAsAShellLineDoes() {
        var entry = TextEntry("", maximumLength: 5)
        func edit(_ key: KeyPress, accepting accepts: (Character) -> Bool = { _ in true }) -> Bool {
            entry.edit(key, accepting: accepts)
        }
        for key: KeyPress in [.character("a"), .character("b"), .character(" "), .character("c"), .character("d")] {
            #expect(edit(key))
        }
        #expect(edit(.character("e")) && entry.text == "ab cd", "full: typing changes nothing")
        #expect(edit(.control("w")) && entry.text == "ab ")
        #expect(edit(.backspace) && entry.text == "ab")
        #expect(!edit(.enter))
        #expect(!edit(.character("x"), accepting: { $0.isNumber }) && entry.text == "ab")
        #expect(edit(.control("u")) && entry.text == "")
    }

    @Test func theHomeKeysAndTheListKeys() {
        #expect(HomeKeyMap.intent(for: .tab) == .nextTab)
        #expect(HomeKeyMap.intent(for: .backTab) == .previousTab)
        #expect(HomeKeyMap.intent(for: .character("3")) == .tab(2))
        #expect(HomeKeyMap.intent(for: .character("5")) == nil)
        #expect(HomeKeyMap.intent(for: .character("q")) == .quit)
        #expect(HomeKeyMap.intent(for: .character("?")) == .toggleHelp)
        #expect(HomeKeyMap.intent(for: .escape) == .back)
        #expect(ListKeyMap.intent(for: .character("j")) == .down)
        #expect(ListKeyMap.intent(for: .character("k")) == .up)
        #expect(ListKeyMap.intent(for: .pageDown) == .pageDown)
    }
}
