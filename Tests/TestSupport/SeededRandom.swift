import PropertyBased

/// A deterministic random number generator for fuzzing and random inputs: the same seed gives
/// the same sequence on every run, so a failure can be replayed from the seed it reports.
///
/// It is swift-property-based's `Xoshiro` (xoshiro256**), whose four words of state are filled
/// from the one 64-bit seed with SplitMix64, as xoshiro's authors recommend.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var generator: Xoshiro

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        var mix = seed
        func nextWord() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var word = mix
            word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
            word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
            return word ^ (word >> 31)
        }
        generator = Xoshiro(seed: (nextWord(), nextWord(), nextWord(), nextWord()))
    }

    /// The next pseudo-random number.
    public mutating func next() -> UInt64 {
        generator.next()
    }
}
