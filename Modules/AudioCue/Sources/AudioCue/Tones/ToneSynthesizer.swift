import Foundation

/// Makes PCM WAV files in memory: 16-bit mono sine beeps with short fades (no clicks).
/// 在内存中生成 PCM WAV 文件：带短淡入淡出（无爆音）的 16 位单声道正弦蜂鸣。
public enum ToneSynthesizer {
    /// One beep: a frequency in Hz and a length in milliseconds, then a silence.
    /// 一声蜂鸣：频率（赫兹）与时长（毫秒），随后一段静音。
    public struct Beep: Hashable, Sendable {
        public let frequency: Double
        public let milliseconds: Int
        public let gapMilliseconds: Int

        public init(frequency: Double, milliseconds: Int, gapMilliseconds: Int = 0) {
            self.frequency = frequency
            self.milliseconds = milliseconds
            self.gapMilliseconds = gapMilliseconds
        }
    }

    public static let sampleRate = 22_050

    /// A WAV of `milliseconds` of silence, for testing a player without a sound.
    public static func silence(milliseconds: Int) -> Data {
        wav(silenceBeeps(milliseconds: milliseconds))
    }

    /// The "beeps" of a silence: none, then a gap.
    static func silenceBeeps(milliseconds: Int) -> [Beep] {
        [Beep(frequency: 0, milliseconds: 0, gapMilliseconds: milliseconds)]
    }

    /// The size in bytes of the WAV `wav(beeps)` makes, computed without synthesizing it.
    static func wavSize(_ beeps: [Beep]) -> Int {
        44 + 2 * beeps.reduce(0) { $0 + sampleRate * $1.milliseconds / 1000 + sampleRate * $1.gapMilliseconds / 1000 }
    }

    /// A complete RIFF/WAVE file holding the beeps in order.
    public static func wav(_ beeps: [Beep], volume: Double = 0.5) -> Data {
        var samples: [Int16] = []
        for beep in beeps {
            let count = sampleRate * beep.milliseconds / 1000
            let fade = max(1, min(count / 4, sampleRate * 5 / 1000))
            for index in 0..<count {
                let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
                let value = sin(2 * Double.pi * beep.frequency * Double(index) / Double(sampleRate))
                samples.append(Int16(value * envelope * volume * Double(Int16.max)))
            }
            samples += Array(repeating: 0, count: sampleRate * beep.gapMilliseconds / 1000)
        }
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let payload = samples.count * 2
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36 + payload))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))  // PCM
        append(UInt16(1))  // mono
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * 2))
        append(UInt16(2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(payload))
        for sample in samples { append(sample) }
        return data
    }
}
