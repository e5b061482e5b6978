import Observation

/// Shows toasts one at a time, each for its duration, so messages fired in quick succession are all seen.
///
/// Durations run on an injected clock, so tests drive them with a test clock instead of waiting.
///
/// ```swift
/// let toasts = ToastCenter()
/// toasts.show(Toast("Saved", style: .success))
/// toasts.show(Toast("Synced"))  // shown when "Saved" goes away
/// toasts.current?.message       // "Saved"
/// ```
@MainActor
@Observable
public final class ToastCenter {
  /// The toast on screen, if any.
  public private(set) var current: Toast?
  /// The toasts waiting their turn, oldest first.
  public private(set) var pending: [Toast] = []

  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var timer: Task<Void, Never>?
  @ObservationIgnored private var nextID = 1

  /// Makes an empty toast center.
  ///
  /// - Parameter clock: The clock that times toasts. Defaults to `ContinuousClock`.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Queues a toast; it shows at once if nothing else is on screen.
  ///
  /// - Parameter toast: The toast to show.
  /// - Returns: The toast as queued, with its assigned `id`.
  @discardableResult
  public func show(_ toast: Toast) -> Toast {
    var toast = toast
    toast.id = nextID
    nextID += 1
    if current == nil {
      present(toast)
    } else {
      pending.append(toast)
    }
    return toast
  }

  /// Dismisses the toast on screen, or removes a queued one, and moves on to the next.
  ///
  /// - Parameter id: The toast to dismiss; `nil` dismisses the one on screen.
  public func dismiss(id: Toast.ID? = nil) {
    guard let current else { return }
    if let id, id != current.id {
      pending.removeAll { $0.id == id }
      return
    }
    timer?.cancel()
    timer = nil
    if pending.isEmpty {
      self.current = nil
    } else {
      present(pending.removeFirst())
    }
  }

  /// Removes every toast, on screen and queued.
  public func dismissAll() {
    timer?.cancel()
    timer = nil
    if !pending.isEmpty { pending = [] }
    if current != nil { current = nil }
  }

  private func present(_ toast: Toast) {
    current = toast
    let clock = clock
    timer = Task { [weak self] in
      do {
        try await clock.sleep(for: toast.duration)
      } catch {
        return
      }
      self?.dismiss(id: toast.id)
    }
  }
}
