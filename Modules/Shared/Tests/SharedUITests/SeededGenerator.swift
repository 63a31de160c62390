import Foundation

/// A reproducible random number generator (SplitMix64) for tests: the same seed gives the same numbers on every run
/// and machine. The seed is the test's own unless `INTERFIT_TEST_SEED` names another; put `seed` in failure messages.
struct SeededGenerator: RandomNumberGenerator {
    /// The seed this generator started from.
    let seed: UInt64
    private var state: UInt64

    /// Starts from `INTERFIT_TEST_SEED` when set (to explore other seeds), else from `seed`.
    init(seed: UInt64) {
        let chosen = ProcessInfo.processInfo.environment["INTERFIT_TEST_SEED"].flatMap { UInt64($0) } ?? seed
        self.seed = chosen
        state = chosen
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A UUID made of this generator's numbers (version and variant bits as in a random UUID).
    mutating func uuid() -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<16 { bytes[index] = UInt8.random(in: 0...255, using: &self) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
