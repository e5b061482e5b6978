/// A random number generator that always returns the same value, to pin jitter to one end of its range.
public struct ConstantRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The value every call returns.
  public var value: UInt64

  /// Makes a generator returning `value`; `0` gives the longest jittered delays, `.max` the shortest.
  public init(value: UInt64) {
    self.value = value
  }

  /// Returns ``value``.
  public mutating func next() -> UInt64 { value }
}
