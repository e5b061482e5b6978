/// A random number generator that repeats the same sequence for the same seed, for deterministic jitter in tests.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let value = try await RetryPolicy().run(clock: clock, using: &random) { try await api.feed() }
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next value of the SplitMix64 sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
