import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// The streaming reader and the bundle dates, on their own.
/// 单独测试流式读取器与备份包日期。
@Suite struct BundleReadingTests {
    /// A reader over `text` handed over `chunk` bytes at a time.
    private func reader(_ text: String, chunk: Int, maximum: Int = 1 << 20) -> JSONChunkReader {
        let data = Data(text.utf8)
        let offset = Offset()
        return JSONChunkReader(maximumValueBytes: maximum) {
            guard offset.value < data.count else { return nil }
            let end = min(offset.value + chunk, data.count)
            defer { offset.value = end }
            return data.subdata(in: offset.value..<end)
        }
    }

    /// A position shared with the reader's closure.
    /// 与读取器闭包共享的位置。
    private final class Offset {
        var value = 0
    }

    /// The values of a top-level array, read one by one.
    private func elements(_ text: String, chunk: Int) throws -> [String] {
        var reader = reader(text, chunk: chunk)
        try reader.expect(UInt8(ascii: "["), at: "$")
        var values: [String] = []
        while true {
            values.append(String(decoding: try reader.value(at: "a[\(values.count)]"), as: UTF8.self))
            if try reader.consume(UInt8(ascii: ",")) { continue }
            try reader.expect(UInt8(ascii: "]"), at: "$")
            break
        }
        #expect(try reader.isAtEnd())
        return values
    }

    @Test func valuesEndWhereTheirJSONEnds() throws {
        let text = #" [ {"a":"}\"]{[","b":[1,{"c":null}]} , "x\\" ,-1.5e3, true,[ ],{ "k" : { } } ] "#
        let expected = [#"{"a":"}\"]{[","b":[1,{"c":null}]}"#, #""x\\""#, "-1.5e3", "true", "[ ]", #"{ "k" : { } }"#]
        for chunk in [1, 2, 3, 7, 1000] {
            #expect(try elements(text, chunk: chunk) == expected, "chunks of \(chunk)")
        }
    }

    @Test func problemsNameTheirPlace() throws {
        func problem(_ text: String) -> BundleProblem? {
            do {
                _ = try elements(text, chunk: 3)
                return nil
            } catch {
                return error as? BundleProblem
            }
        }
        #expect(problem(#"[{"a":[1,2}]"#) == BundleProblem("a[0].a[1]", .invalidJSON))
        #expect(problem(#"[{"a":1,"b":2,"a":3}]"#) == BundleProblem("a[0].a", .duplicateKey))
        #expect(problem(#"[{"a":{"b":1,"b":1}}]"#) == BundleProblem("a[0].a.b", .duplicateKey))
        #expect(problem(#"[{"a":"b","c":[1,"#) == BundleProblem("a[0].c[1]", .truncated))
        #expect(problem(#"[[1,,2]]"#) == BundleProblem("a[0][1]", .invalidJSON))
        #expect(problem(#"[1,]"#) == BundleProblem("a[1]", .invalidJSON))
        #expect(problem(#"["open"#) == BundleProblem("a[0]", .truncated))
    }

    @Test func memoryHoldsAChunkAndOneValueNeverTheDocument() throws {
        let element = #"{"name":"session","events":[1,2,3,4,5,6,7,8,9,10]}"#
        let text = "[" + Array(repeating: element, count: 20_000).joined(separator: ",\n") + "]"
        var reader = reader(text, chunk: 4096)
        try reader.expect(UInt8(ascii: "["), at: "$")
        var count = 0
        var largest = 0
        repeat {
            #expect(try reader.value(at: "a") == Data(element.utf8))
            largest = max(largest, reader.bufferedBytes)
            count += 1
        } while try reader.consume(UInt8(ascii: ","))
        #expect(count == 20_000 && text.utf8.count > 1_000_000)
        #expect(largest <= 4096 + element.utf8.count)
    }

    @Test func aValueLargerThanTheLimitIsRefused() throws {
        var reader = reader(#"[{"a":"# + String(repeating: "1", count: 5000) + "}]", chunk: 100, maximum: 1000)
        try reader.expect(UInt8(ascii: "["), at: "$")
        #expect(throws: BundleProblem("a[0]", .tooLarge)) { try reader.value(at: "a[0]") }
    }

    @Test func datesAreISO8601InUTCWithTheirExactFraction() throws {
        let cases: [(TimeInterval, String)] = [
            (1_800_000_000, "2027-01-15T08:00:00Z"), (1_800_000_000.5, "2027-01-15T08:00:00.5Z"),
            (1_800_000_000.125, "2027-01-15T08:00:00.125Z"), (951_782_400, "2000-02-29T00:00:00Z"),
            (0, "1970-01-01T00:00:00Z"), (-86_400.25, "1969-12-30T23:59:59.75Z"),
            (1_800_000_000.123_456_7, "2027-01-15T08:00:00.1234567Z"),
        ]
        for (seconds, text) in cases {
            #expect(BackupDate.text(Date(timeIntervalSince1970: seconds)) == text)
            #expect(BackupDate.parse(text) == Date(timeIntervalSince1970: seconds), "\(text)")
        }
        var generator = SeededGenerator(seed: 1_000)
        for _ in 0..<1000 {
            let date = Date(timeIntervalSince1970: .random(in: 0..<4_000_000_000, using: &generator))
            #expect(
                BackupDate.parse(BackupDate.text(date)) == date, "\(date.timeIntervalSince1970), seed \(generator.seed)"
            )
        }
        #expect(BackupDate.parse("2027-01-15T16:00:00+08:00") == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(BackupDate.parse("2027-01-15T03:00:00.5-05:00") == Date(timeIntervalSince1970: 1_800_000_000.5))
        for bad in [
            "", "2027-01-15", "2027-01-15T08:00:00", "2027-02-29T08:00:00Z", "2027-01-15T24:00:00Z",
            "2027-01-15T08:00:00.Z", "2027-01-15T08:00:00Zx", "2027-1-15T08:00:00Z", "２０２７-01-15T08:00:00Z",
        ] {
            #expect(BackupDate.parse(bad) == nil, "\(bad)")
        }
        #expect(
            BackupDate.columnDate(Date(timeIntervalSince1970: 1_800_000_000.123_400_1)).timeIntervalSince1970
                == 1_800_000_000.123)
    }

    @Test func dateColumnsReadDirectlyAgreeWithGRDB() throws {
        let queue = try DatabaseQueue()
        var generator = SeededGenerator(seed: 500)
        for _ in 0..<500 {
            let date = BackupDate.columnDate(
                Date(timeIntervalSince1970: .random(in: 0..<4_000_000_000, using: &generator)))
            let (text, decoded) = try queue.read { db in
                let row = try #require(try Row.fetchOne(db, sql: "SELECT ?", arguments: [date]))
                return (try row.decode(String.self, atIndex: 0), try row.decode(Date.self, atIndex: 0))
            }
            let direct = try #require(BackupDate.parseColumn(text), "\(text), seed \(generator.seed)")
            #expect(abs(direct.timeIntervalSince(decoded)) < 0.000_001, "\(text), seed \(generator.seed)")
            #expect(
                abs(direct.timeIntervalSince(date)) < 0.000_001,
                "the stored millisecond, exactly as written: \(text), seed \(generator.seed)")
        }
        #expect(BackupDate.parseColumn("2027-01-15T08:00:00.000") == nil)
        #expect(BackupDate.parseColumn("junk") == nil)
    }

    @Test func storableDatesAreTheYears1970To9999() {
        let inside: [TimeInterval] = [0, 0.0004, 1_800_000_000, 253_402_300_799, 253_402_300_799.999]
        let outside: [TimeInterval] = [-0.001, -1, -62_135_596_800, 253_402_300_800, 253_402_300_799.9996, 1e300]
        for interval in inside { #expect(BackupDate.isStorable(Date(timeIntervalSince1970: interval)), "\(interval)") }
        for interval in outside + [.infinity, -.infinity, .nan] {
            #expect(!BackupDate.isStorable(Date(timeIntervalSince1970: interval)), "\(interval)")
        }
    }

    @Test func theSegmentCountIsTheTimelines() {
        var generator = SeededGenerator(seed: 2_000)
        for _ in 0..<2_000 {
            let content = PlanContent(
                setsCount: .random(in: PlanRules.setsCount, using: &generator), workSeconds: 10,
                restSeconds: .random(in: 0...1, using: &generator),
                warmupSeconds: .random(in: 0...1, using: &generator),
                cooldownSeconds: .random(in: 0...1, using: &generator),
                rounds: .random(in: PlanRules.rounds, using: &generator),
                roundRestSeconds: .random(in: 0...1, using: &generator))
            #expect(
                Timeline.segmentCount(of: content) == Timeline(content: content).segments.count,
                "\(content), seed \(generator.seed)")
        }
    }

    @Test func dateColumnTextIsWhatGRDBWrites() throws {
        let fixed: [TimeInterval] = [
            0, -0.0005, -0.001, -1, -86_400.999, 1_800_000_000, 1_800_000_000.9999, 1_800_000_000.0001, 951_782_400,
            -2_208_988_800, -2_208_988_801, 253_402_300_798.999, 253_402_300_799, -62_135_596_801, 1e15, 0.0005, 1.0015,
        ]
        var generator = SeededGenerator(seed: 5_000)
        let random = (0..<5_000).map { _ in TimeInterval.random(in: -3_000_000_000..<5_000_000_000, using: &generator) }
        for interval in fixed + random {
            let date = Date(timeIntervalSince1970: interval)
            #expect(
                BackupDate.columnText(date) == String.fromDatabaseValue(date.databaseValue),
                "\(interval), seed \(generator.seed)")
        }
    }
}
