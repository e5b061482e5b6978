import Proscenium
import Testing

extension AlertCenter {
  /// Taps the button labelled `title` of the alert or confirmation dialog on screen, as a user would:
  /// the center closes it and its asker gets the button's action.
  ///
  /// ```swift
  /// let deleting = Task { await model.onTappedDelete() }
  /// await model.alerts.waitForPrompt()
  /// model.alerts.tap("Delete")
  /// await deleting.value
  /// ```
  ///
  /// Records a test issue at the caller's line, naming what is shown, when nothing is shown or no button
  /// has that title; nothing changes then.
  ///
  /// - Returns: whether a button was tapped.
  @discardableResult
  public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let shown: (kind: String, title: String, buttons: [AlertButton<Action>])
    if let alert {
      shown = ("alert", alert.title, alert.buttons)
    } else if let confirmationDialog {
      shown = ("confirmation dialog", confirmationDialog.title, confirmationDialog.buttons)
    } else {
      TestFailure.record(
        "no alert or confirmation dialog is shown, so there is no '\(title)' button to tap",
        sourceLocation: sourceLocation
      )
      return false
    }
    guard let button = shown.buttons.first(where: { $0.title == title }) else {
      let titles = shown.buttons.map { "'\($0.title)'" }.joined(separator: ", ")
      TestFailure.record(
        "the \(shown.kind) '\(shown.title)' has no '\(title)' button; its buttons are \(titles)",
        sourceLocation: sourceLocation
      )
      return false
    }
    respond(with: button.action)
    return true
  }

  /// Waits until an alert or confirmation dialog is shown: for a test that starts an "ask, then act"
  /// call in a task and answers it with ``tap(_:sourceLocation:)``.
  ///
  /// Records a test issue at the caller's line if nothing is shown within `timeout` of real time.
  ///
  /// - Returns: whether something was shown in time.
  @discardableResult
  public func waitForPrompt(
    timeout: Duration = TestWait.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !isShowingAnything {
      guard clock.now < deadline else {
        TestFailure.record(
          "no alert or confirmation dialog was shown within \(timeout)",
          sourceLocation: sourceLocation
        )
        return false
      }
      await Task.yield()
    }
    return true
  }
}
