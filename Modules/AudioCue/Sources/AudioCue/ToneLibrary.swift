import Foundation

/// Writes the synthesized tones as WAV files a player can open.
public enum ToneLibrary {
    /// Creates `directory` if needed and writes one file per tone; returns their paths.
    public static func write(to directory: String) throws -> [CueTone: String] {
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var files: [CueTone: String] = [:]
        for tone in CueTone.allCases {
            let path = directory + "/interfit-\(tone.rawValue).wav"
            try ToneSynthesizer.wav(tone.beeps).write(to: URL(fileURLWithPath: path), options: .atomic)
            files[tone] = path
        }
        return files
    }
}
