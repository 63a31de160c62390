import Foundation
import SharedUI
import Testing

/// Event lines: seconds written as `%.3f` writes them, made without Foundation's formatter.
/// 事件行：秒数按 `%.3f` 的写法输出，但不经 Foundation 的格式化器。
@Suite struct NDJSONLineTests {
    private func line(_ seconds: Double) -> String {
        var line = NDJSONLine(type: "tick")
        line.add("t", .seconds(seconds))
        return line.text
    }

    private func printed(_ seconds: Double) -> String {
        #"{"type":"tick","t":"# + String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), seconds) + "}"
    }

    @Test func secondsAreWrittenAsPrintfWritesThem() {
        for seconds in [
            0, 0.0004, 0.0005, 0.0015, 0.0625, 0.9995, 1, 9.9996, 12.345, 59.9999, 86_400.25, 999_999_999.9995,
            1e14 + 0.125,
        ] {
            #expect(line(seconds) == printed(seconds), "\(seconds)")
            #expect(line(-seconds) == printed(-seconds), "\(-seconds)")
        }
    }

    @Test func randomSecondsAreWrittenAsPrintfWritesThem() {
        var random = SeededGenerator(seed: 19)
        for _ in 0..<20_000 {
            let scale = [1.0, 100, 10_000, 1e9][Int.random(in: 0..<4, using: &random)]
            let seconds = Double.random(in: -scale...scale, using: &random)
            #expect(line(seconds) == printed(seconds), "\(seconds), seed \(random.seed)")
        }
    }

    @Test func numbersOutsideJSONAreNullAndHugeOnesStayExact() {
        #expect(line(.nan) == #"{"type":"tick","t":null}"#)
        #expect(line(.infinity) == #"{"type":"tick","t":null}"#)
        #expect(line(-.infinity) == #"{"type":"tick","t":null}"#)
        #expect(line(1e300) == printed(1e300))
    }
}
