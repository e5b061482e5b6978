/// Waits between the steps of a planned jump so SwiftUI finishes one animation before the next starts;
/// inject `.immediate` or a recording pacer in tests, and a clock-driven one in apps.
///
/// ```swift
/// let router = Router<AppRoute>(pacer: .delay(.milliseconds(350), on: ContinuousClock()))
/// let testRouter = Router<AppRoute>(pacer: .immediate)
/// ```
public struct RouterStepPacer: Sendable {
  private let wait: @MainActor @Sendable () async -> Void

  /// A pacer that runs `wait` between two steps.
  public init(_ wait: @escaping @MainActor @Sendable () async -> Void) {
    self.wait = wait
  }

  /// Waits before the next step.
  @MainActor
  public func pause() async {
    await wait()
  }

  /// No wait at all: every step is applied in turn without suspending.
  public static let immediate = RouterStepPacer {}

  /// Gives other work on the main actor (such as a SwiftUI update) one turn between steps.
  public static let yielding = RouterStepPacer { await Task.yield() }

  /// Sleeps `duration` on `clock` between steps; a cancelled sleep ends the wait early.
  public static func delay<C: Clock>(_ duration: C.Duration, on clock: C) -> RouterStepPacer
  where C: Sendable, C.Duration: Sendable {
    RouterStepPacer { try? await clock.sleep(for: duration) }
  }

  /// The default for apps: about the length of a UIKit push or sheet animation, on the continuous clock.
  public static let standard = RouterStepPacer.delay(.milliseconds(400), on: ContinuousClock())
}
