import Testing

@testable import SharedUI

/// Word wrap in English and Chinese at 12, 20, 40 and 80 columns: whole words, whole Chinese phrases, exact lines.
@Suite struct TextWrapTests {
    private static let recovery = "发现一次未完成的训练：提前结束并保存，还是继续？按 c 继续，e 结束并保存，d 丢弃。"
    private static let work = "每组训练时长，10 秒–30 分（45、45s、2m、1m30s、1:30）。"
    private static let english =
        "The workout left unfinished on 2026-11-24 can be continued, or ended and saved: press c, e or d."

    @Test func splitKeepsALongWordWholeOverLines() {
        let url = "http://127.0.0.1:40123/?t=Sx2VbI0l7nVfTq7yJvJ1o8"
        #expect(
            TextWrap.lines("Live page: " + url, width: 20, longWords: .split) == [
                "Live page:", "http://127.0.0.1:401", "23/?t=Sx2VbI0l7nVfTq", "7yJvJ1o8",
            ])
        #expect(TextWrap.lines("Live page: " + url, width: 20).last == "http://127.0.0.1:40…", "cut stays the default")
        #expect(TextWrap.lines("实时页面：" + url, width: 20, longWords: .split).joined() == "实时页面：" + url)
    }

    @Test func chineseBreaksBetweenPhrasesAtEveryWidth() {
        let expected: [Int: [String]] = [
            12: [
                "发现一次", "未完成的", "训练：提前", "结束并保存，", "还是继续？按", "c 继续，e", "结束并保存，", "d 丢弃。",
            ],
            20: ["发现一次未完成的", "训练：提前结束并", "保存，还是继续？按 c", "继续，e 结束并保存，", "d 丢弃。"],
            40: ["发现一次未完成的训练：提前结束并保存，", "还是继续？按 c 继续，e 结束并保存，d", "丢弃。"],
            80: ["发现一次未完成的训练：提前结束并保存，还是继续？按 c 继续，e 结束并保存，d", "丢弃。"],
        ]
        for (width, lines) in expected { #expect(TextWrap.lines(Self.recovery, width: width) == lines, "\(width)") }
    }

    @Test func wordsTheDictionaryLacksStayWholeAndPunctuationStaysWithItsPhrase() {
        // ICU splits 时长 into 时|长: a one-character word stays with the phrase before it.
        let expected: [Int: [String]] = [
            12: ["每组", "训练时长，10", "秒–30 分", "（45、45s、", "2m、1m30s、", "1:30）。"],
            20: ["每组训练时长，10", "秒–30 分（45、45s、", "2m、1m30s、1:30）。"],
            40: ["每组训练时长，10 秒–30 分（45、45s、2m、", "1m30s、1:30）。"],
            80: ["每组训练时长，10 秒–30 分（45、45s、2m、1m30s、1:30）。"],
        ]
        for (width, lines) in expected { #expect(TextWrap.lines(Self.work, width: width) == lines, "\(width)") }
    }

    @Test func englishBreaksAtSpacesOnly() {
        let expected: [Int: [String]] = [
            12: [
                "The workout", "left", "unfinished", "on", "2026-11-24", "can be", "continued,", "or ended and",
                "saved: press", "c, e or d.",
            ],
            20: [
                "The workout left", "unfinished on", "2026-11-24 can be", "continued, or ended", "and saved: press c,",
                "e or d.",
            ],
            40: [
                "The workout left unfinished on", "2026-11-24 can be continued, or ended",
                "and saved: press c, e or d.",
            ],
            80: [
                "The workout left unfinished on 2026-11-24 can be continued, or ended and saved:", "press c, e or d.",
            ],
        ]
        for (width, lines) in expected { #expect(TextWrap.lines(Self.english, width: width) == lines, "\(width)") }
    }

    @Test func noPhraseIsEverSplitFromTwelveColumnsUp() {
        let texts = [
            Self.recovery, Self.work, "要使用的数据库文件（默认：$INTERFIT_DB，否则 $XDG_DATA_HOME/interfit/interfit.sqlite）。",
            "训练时的音乐：文件、文件夹、.m3u/.m3u8 播放列表、player[:名称]（你的桌面播放器）或 none。重复给出即按列表循环。",
            "已延长 +15 秒", "跳到下一阶段？y = 是，其他键 = 否",
        ]
        let phrases = ["未完成", "训练", "结束", "保存", "继续", "时长", "数据库", "文件夹", "播放器", "延长", "阶段", "列表", "音乐"]
        for text in texts {
            for width in 12...80 {
                let lines = TextWrap.lines(text, width: width, longWords: .keep)
                #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "nothing lost at \(width)")
                for (line, next) in zip(lines, lines.dropFirst()) {
                    for phrase in phrases {
                        let split = (1..<phrase.count).contains { cut in
                            line.hasSuffix(phrase.prefix(cut)) && next.hasPrefix(phrase.dropFirst(cut))
                        }
                        #expect(!split, "\(phrase) split at \(width): \(line) | \(next)")
                    }
                }
                // Only one unbreakable word (the path with its closing punctuation) may be wider than the line.
                #expect(
                    lines.allSatisfy { TextWidth.of($0) <= width || TextWrap.tokens($0).count == 1 },
                    "\(width): \(lines)")
            }
        }
    }

    @Test func aWordWiderThanTheLineIsCutOrKeptAndAPhraseIsNeverLost() {
        let path = "Database (default: $XDG_DATA_HOME/interfit/interfit.sqlite)."
        #expect(TextWrap.lines(path, width: 20) == ["Database (default:", "$XDG_DATA_HOME/inte…"])
        #expect(
            TextWrap.lines(path, width: 20, longWords: .keep) == [
                "Database (default:", "$XDG_DATA_HOME/interfit/interfit.sqlite).",
            ])
        // Characters the dictionary lacks are one-character words that join into one 16-column phrase: it breaks
        // between characters, and none is cut.
        #expect(TextWrap.tokens("他说她是你的人吗") == ["他说", "她是", "你的人吗"], "one-character words join a phrase")
        #expect(TextWrap.lines("龘靐齉爩麤龘靐齉", width: 12) == ["龘靐齉爩麤龘", "靐齉"])
        #expect(TextWrap.lines("龘靐齉爩麤龘靐齉", width: 12, longWords: .keep) == ["龘靐齉爩麤龘", "靐齉"])
        // A path followed by Chinese punctuation is one word: help keeps it whole, a frame breaks it without loss.
        let chinese = "否则 $XDG_DATA_HOME/interfit/interfit.sqlite）。"
        #expect(
            TextWrap.lines(chinese, width: 34, longWords: .keep) == [
                "否则", "$XDG_DATA_HOME/interfit/interfit.sqlite）。",
            ])
        #expect(
            TextWrap.lines(chinese, width: 34) == ["否则", "$XDG_DATA_HOME/interfit/interfit.s", "qlite）。"])
    }

    @Test func emptyParagraphsAndNewlinesAreKept() {
        #expect(TextWrap.lines("训练\n\nrest", width: 10) == ["训练", "", "rest"])
        #expect(TextWrap.lines("", width: 10) == [""])
        #expect(TextWrap.lines("训练", width: 0) == [])
    }
}
