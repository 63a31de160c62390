import Foundation

/// Writes the synthesized tones as WAV files a player can open.
public enum ToneLibrary {
    /// Creates `directory` if needed and writes one file per tone, leaving files that already hold exactly
    /// the right bytes alone (so a start costs no writes); returns their paths.
    public static func write(to directory: String) throws -> [CueTone: String] {
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var files: [CueTone: String] = [:]
        for tone in CueTone.allCases {
            let path = directory + "/interfit-\(tone.rawValue).wav"
            let wav = ToneSynthesizer.wav(tone.beeps)
            if FileManager.default.contents(atPath: path) != wav {
                try wav.write(to: URL(fileURLWithPath: path), options: .atomic)
            }
            files[tone] = path
        }
        return files
    }
}
