import Observation

/// Holds the alert or confirmation dialog a screen shows and hands the tapped button's action back to
/// whoever asked, so a view model writes "ask, then act" as one call and tests answer it by tapping.
///
/// One prompt shows at a time: showing another closes the current one first, and its asker gets `nil`,
/// as for any prompt closed without an action. The SwiftUI adapter `.alerts(center)` shows both kinds.
///
/// ```swift
/// enum DraftAction: Hashable { case delete }
///
/// @MainActor @Observable final class DraftViewModel {
///   let alerts = AlertCenter<DraftAction>()
///
///   func onTappedDelete() async {
///     let dialog = ConfirmationDialogState<DraftAction>(
///       title: "Delete draft?", buttons: [AlertButton(title: "Delete", role: .destructive, action: .delete)])
///     guard await alerts.response(to: dialog) == .delete else { return }
///     await drafts.delete()
///   }
/// }
/// ```
@MainActor
@Observable
public final class AlertCenter<Action: Hashable> {
  /// The alert on screen, if any.
  public private(set) var alert: AlertState<Action>?
  /// The confirmation dialog on screen, if any.
  public private(set) var confirmationDialog: ConfirmationDialogState<Action>?

  @ObservationIgnored private var handler: (@MainActor (Action?) -> Void)?

  /// An empty center, showing nothing.
  public init() {}

  /// Whether an alert or a confirmation dialog is on screen.
  public var isShowingAnything: Bool { alert != nil || confirmationDialog != nil }

  /// Shows `alert`; `onResponse` gets the tapped button's action, or `nil` when the alert closes without one.
  public func show(_ alert: AlertState<Action>, onResponse: (@MainActor (Action?) -> Void)? = nil) {
    let previous = takeHandler()
    closeAll()
    self.alert = alert
    handler = onResponse
    previous?(nil)
  }

  /// Shows `dialog`; `onResponse` gets the tapped button's action, or `nil` when the dialog closes
  /// without one.
  public func show(_ dialog: ConfirmationDialogState<Action>, onResponse: (@MainActor (Action?) -> Void)? = nil) {
    let previous = takeHandler()
    closeAll()
    confirmationDialog = dialog
    handler = onResponse
    previous?(nil)
  }

  /// Shows `alert` and waits for the tapped button's action; `nil` when it closes without one.
  ///
  /// Cancelling the waiting task does not close the alert; the call returns `nil` if the center is
  /// released while the alert is up.
  public func response(to alert: AlertState<Action>) async -> Action? {
    await response { show(alert, onResponse: $0) }
  }

  /// Shows `dialog` and waits for the tapped button's action; `nil` when it closes without one.
  public func response(to dialog: ConfirmationDialogState<Action>) async -> Action? {
    await response { show(dialog, onResponse: $0) }
  }

  /// Runs `show` with a handler that resumes the caller with the answer.
  private func response(showing show: (@escaping @MainActor (Action?) -> Void) -> Void) async -> Action? {
    let answer = ResultBox<Action>()
    await withCheckedContinuation { continuation in
      let waiter = CompletionWaiter(continuation)
      show { action in
        answer.value = action
        waiter.resume()
      }
    }
    return answer.value
  }

  /// Closes what is on screen and sends `action` to its asker: what a tapped button does (a button whose
  /// action is `nil` sends `nil`). Does nothing when nothing is shown.
  public func respond(with action: Action?) {
    guard isShowingAnything else { return }
    let handler = takeHandler()
    closeAll()
    handler?(action)
  }

  /// Closes what is on screen without an action; its asker gets `nil`.
  public func dismiss() {
    respond(with: nil)
  }

  /// Whether an alert is on screen, for an `isPresented` binding: writing `false` (SwiftUI does once the
  /// alert goes away) closes it without an action if no button did first.
  public var isShowingAlert: Bool {
    get { alert != nil }
    set { if !newValue, alert != nil { dismiss() } }
  }

  /// Whether a confirmation dialog is on screen, for an `isPresented` binding: writing `false` (SwiftUI
  /// does when the user taps outside it) closes it without an action if no button did first.
  public var isShowingConfirmationDialog: Bool {
    get { confirmationDialog != nil }
    set { if !newValue, confirmationDialog != nil { dismiss() } }
  }

  private func takeHandler() -> (@MainActor (Action?) -> Void)? {
    defer { handler = nil }
    return handler
  }

  private func closeAll() {
    if alert != nil { alert = nil }
    if confirmationDialog != nil { confirmationDialog = nil }
  }
}
