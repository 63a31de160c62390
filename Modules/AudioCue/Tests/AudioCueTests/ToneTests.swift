import Foundation
import Shared
import Testing

@testable import AudioCue

@Suite struct ToneTests {
    @Test func wavHeaderAndLengthAreRight() throws {
        let data = ToneSynthesizer.wav([.init(frequency: 880, milliseconds: 100, gapMilliseconds: 50)])
        #expect(String(decoding: data.prefix(4), as: UTF8.self) == "RIFF")
        #expect(String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
        let samples = ToneSynthesizer.sampleRate * 150 / 1000
        #expect(data.count == 44 + samples * 2)
        let riffSize = data[4..<8].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        #expect(Int(UInt32(littleEndian: riffSize)) == data.count - 8)
        let rate = data[24..<28].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        #expect(Int(UInt32(littleEndian: rate)) == ToneSynthesizer.sampleRate)
    }

    @Test func beepHasItsFrequency() {
        let data = ToneSynthesizer.wav([.init(frequency: 523, milliseconds: 150)])
        let samples = stride(from: 44, to: data.count, by: 2).map { offset in
            Int16(littleEndian: data[offset..<offset + 2].withUnsafeBytes { $0.loadUnaligned(as: Int16.self) })
        }
        let crossings = zip(samples, samples.dropFirst()).filter { $0.0 < 0 && $0.1 >= 0 }.count
        #expect(abs(crossings - 78) <= 2, "523 Hz over 150 ms crosses zero upward about 78 times: \(crossings)")
        #expect(samples.first == 0 && abs(Int(samples.last!)) < 2000, "fades avoid clicks")
    }

    @Test func tonesAreDistinctShortAndInRange() {
        let shapes = CueTone.allCases.map(\.beeps)
        #expect(Set(shapes).count == CueTone.allCases.count)
        for beep in shapes.flatMap({ $0 }) {
            #expect((523...1046).contains(beep.frequency))
            #expect(beep.milliseconds <= 150)
        }
        let work = SegmentCue(kind: .work, label: "Work", nextExercise: nil)
        let rest = SegmentCue(kind: .rest, label: "Rest", nextExercise: nil)
        #expect(CueTone(.restToWork(work)) == .workStart)
        #expect(CueTone(.workToRest(rest)) == .restStart)
        #expect(CueTone(.countdown(2)) == .countdown)
        #expect(CueTone(.completed) == .completion)
    }

    @Test func libraryWritesOneFilePerTone() throws {
        let folder = NSTemporaryDirectory() + "interfit-tones-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = try ToneLibrary.write(to: folder)
        let files = library.tones
        #expect(files.count == CueTone.allCases.count)
        for path in files.values { #expect(FileManager.default.fileExists(atPath: path)) }
        #expect(FileManager.default.contents(atPath: library.silence) == ToneSynthesizer.silence(milliseconds: 20))
        #expect(ToneSynthesizer.silence(milliseconds: 20).dropFirst(44).allSatisfy { $0 == 0 })
        // A second start leaves correct files alone and repairs a damaged one.
        // A rewrite would give the countdown file today's date instead of this one.
        let countdown = try #require(files[.countdown])
        let written = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: countdown)
        try Data("broken".utf8).write(to: URL(fileURLWithPath: try #require(files[.completion])))
        _ = try ToneLibrary.write(to: folder)
        #expect(try FileManager.default.attributesOfItem(atPath: countdown)[.modificationDate] as? Date == written)
        #expect(
            FileManager.default.contents(atPath: try #require(files[.completion]))
                == ToneSynthesizer.wav(CueTone.completion.beeps))
    }

    @Test func sizesAreKnownWithoutSynthesizing() {
        for tone in CueTone.allCases {
            #expect(ToneSynthesizer.wavSize(tone.beeps) == ToneSynthesizer.wav(tone.beeps).count)
        }
        #expect(
            ToneSynthesizer.wavSize(ToneSynthesizer.silenceBeeps(milliseconds: 20))
                == ToneSynthesizer.silence(milliseconds: 20).count)
    }

    @Test func theFolderIsPrivateAndForeignOrOpenFoldersAreRefused() throws {
        let base = NSTemporaryDirectory() + "interfit-tonesafe-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folder = base + "/cache/interfit/tones-v1"
        _ = try ToneLibrary.write(to: folder)
        let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        let open = base + "/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: true)
        chmod(open, 0o777)
        #expect(throws: ToneLibrary.Problem.unsafe(open)) { try ToneLibrary.write(to: open) }
        let link = base + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
        #expect(throws: ToneLibrary.Problem.notADirectory(link)) { try ToneLibrary.write(to: link) }
    }

    @Test func phrasesNameKindAndNextExerciseInBothLanguages() {
        let rest = SegmentCue(kind: .rest, label: "Rest", nextExercise: "Squat")
        let work = SegmentCue(kind: .work, label: "Squat", nextExercise: "Row")
        #expect(SpeechPhrases.text(for: .workToRest(rest), language: .english) == "Rest, next: Squat")
        #expect(SpeechPhrases.text(for: .workToRest(rest), language: .chinese) == "休息，下一个：Squat")
        #expect(SpeechPhrases.text(for: .restToWork(work), language: .english) == "Work, Squat")
        #expect(SpeechPhrases.text(for: .countdown(3), language: .chinese) == "三")
        #expect(SpeechPhrases.text(for: .completed, language: .chinese) == "训练完成")
    }
}

@Suite struct SpeechStringsTests {
    @Test func bothLanguagesSayEveryPhrase() {
        let english = AudioCueStrings.catalog.keys(.english)
        #expect(english.count > 10, "a table that does not parse reads as empty")
        #expect(AudioCueStrings.catalog.keys(.simplifiedChinese) == english)
        #expect(
            SpeechPhrases.text(
                for: .lastSet(SegmentCue(kind: .work, label: "Row", nextExercise: nil)), language: .chinese)
                == "最后一组，Row")
    }
}
