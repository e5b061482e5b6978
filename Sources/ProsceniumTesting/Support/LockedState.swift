import Foundation

/// State shared between threads behind a lock.
///
/// Documented exception to the no-`@unchecked Sendable` rule: `Synchronization.Mutex` would make this checkable,
/// but it needs iOS 18, tvOS 18 and macOS 15, while the package supports iOS 17, tvOS 17 and macOS 14. This type
/// is safe to share because `value` is private and only read or written inside `withLock`, which holds an
/// `NSLock` for the whole access, and because `Value` itself must be `Sendable`, so nothing that escapes the lock
/// can race.
final class LockedState<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
